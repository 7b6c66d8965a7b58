import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, textList, timestamptz } from '../../db/columns';
import { storeRef, userRef } from '../../db/directory-schema';

/**
 * One notification of one user in one store (§2.5 /notification), in both languages. Ids grow with time, so the
 * list is keyset-paged by id: the first page and the next after an id are index range scans whatever the
 * table's size. Reading sets `read_at`; the counters below follow every change in the same statement.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    storeCode: storeRef(),
    category: text('category').notNull(),
    /** EVENT (a partner notification event's code) or MANUAL (a manual notification's id). */
    sourceKind: text('source_kind').notNull(),
    sourceCode: text('source_code').notNull(),
    deliveryId: uuid('delivery_id').notNull(),
    titleId: text('title_id').notNull(),
    bodyId: text('body_id').notNull(),
    titleEn: text('title_en').notNull(),
    bodyEn: text('body_en').notNull(),
    link: text('link'),
    createdAt: createdAt(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    // The list: newest first, all, by category, and unread only (a partial index stays as small as the unread).
    index('notifications_user_store_id_idx').on(t.userId, t.storeCode, t.id.desc()),
    index('notifications_user_store_category_id_idx').on(t.userId, t.storeCode, t.category, t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId, t.storeCode, t.id.desc())
      .where(sql`${t.readAt} is null`),
    check('notifications_source_kind_known', sql`${t.sourceKind} in ('EVENT', 'MANUAL')`),
  ],
);

/**
 * How many notifications (and how many unread) a user has in a store, per category: kept by every statement that
 * adds or reads notifications, so the bell's count and the list's totals are a few rows, never a count(*).
 */
export const notificationCounters = pgTable(
  'notification_counters',
  {
    userId: userRef(),
    storeCode: storeRef(),
    category: text('category').notNull(),
    total: integer('total').notNull().default(0),
    unread: integer('unread').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.storeCode, t.category] }),
    check('notification_counters_not_negative', sql`${t.unread} >= 0 and ${t.total} >= ${t.unread}`),
  ],
);

/** One call of `deliver`: who sent what to which stores, and what each channel did. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceKind: text('source_kind').notNull(),
    sourceCode: text('source_code').notNull(),
    category: text('category').notNull(),
    storeCodes: textList('store_codes'),
    recipients: integer('recipients').notNull().default(0),
    /** `NotificationDeliveryResult.byChannel`, written once the delivery is done. */
    byChannel: jsonb('by_channel').notNull().default({}),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [index('notification_deliveries_source_idx').on(t.sourceKind, t.sourceCode, t.createdAt)],
);

/** A user's choice for one channel and category; a pair without a row has its default (`defaultPreference`). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: userRef(),
    channel: text('channel').notNull(),
    category: text('category').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel, t.category] })],
);

/** A user's notification settings beyond the pairs: the language of mail, push and WhatsApp messages. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: userRef().primaryKey(),
    language: text('language').notNull().default('id'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [check('notification_settings_language_known', sql`${t.language} in ('id', 'en')`)],
);
