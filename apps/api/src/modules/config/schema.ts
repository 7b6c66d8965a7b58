import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** §3 application config: key → string (some values are JSON). */
export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
