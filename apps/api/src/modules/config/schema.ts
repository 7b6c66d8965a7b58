import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';

/** §3 application config: key → string (some values are JSON). */
export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
