import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/directory-schema';

/**
 * Mobile configs (§2.4, §3 "Application config"): named values the apps read by name. A JSON value is kept as the
 * text it was saved as (it parsed when it was saved); `version` grows by one with each save, so an editor who
 * started from an older version is told instead of overwriting (optimistic concurrency).
 */
export const mobileConfigs = pgTable(
  'mobile_configs',
  {
    key: text('key').primaryKey(),
    valueType: text('value_type').notNull(),
    value: text('value').notNull(),
    description: text('description').notNull().default(''),
    version: integer('version').notNull().default(1),
    updatedBy: text('updated_by').notNull(),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('mobile_configs_value_type_known', sql`${t.valueType} in ('JSON', 'TEXT')`)],
);
