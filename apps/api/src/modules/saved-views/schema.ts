import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns';
import { storeRef, userRef } from '../../db/directory-schema';

/**
 * A named set of a list's filters and sort (`list`: orders or products), kept by one person in one store; `shared`
 * (only the store's owner sets it) shows it to the store's staff.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeCode: storeRef(),
    userId: userRef(),
    list: text('list').notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('saved_views_store_list_user_idx').on(t.storeCode, t.list, t.userId),
    check('saved_views_list_known', sql`${t.list} in ('orders', 'products')`),
  ],
);

/** Each person's default view of a list in a store: one of their own or one the owner shared. */
export const savedViewDefaults = pgTable(
  'saved_view_defaults',
  {
    storeCode: storeRef(),
    userId: userRef(),
    list: text('list').notNull(),
    viewId: uuid('view_id')
      .notNull()
      .references(() => savedViews.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeCode, t.userId, t.list] }), index('saved_view_defaults_view_idx').on(t.viewId)],
);
