import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/directory-schema';
import { createdAt, textList } from '../../db/columns';

/**
 * §3 "Notification event": a notification the marketplace's events send to sellers. `templates` holds one template
 * per channel (`EventTemplates` of contracts: a title and body in Indonesian and English, a link), checked against
 * the variables of the event's type when saved.
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** The topic of the marketplace's events it answers (ORDER, PAYMENT, …): it decides the variables. */
    type: text('type').notNull(),
    description: text('description').notNull().default(''),
    /** ACTIVE events deliver when triggered; INACTIVE ones refuse. */
    status: text('status').notNull().default('INACTIVE'),
    templates: jsonb('templates').notNull().default({}),
    updatedBy: text('updated_by').notNull(),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('notification_events_status_known', sql`${t.status} in ('ACTIVE', 'INACTIVE')`),
    index('notification_events_updated_idx').on(t.updatedAt, t.code),
    index('notification_events_type_status_idx').on(t.type, t.status),
  ],
);

/** Which stores an event reaches: a store by code, every store of a business type, every store of a category. */
export const notificationEventRules = pgTable(
  'notification_event_rules',
  {
    eventCode: text('event_code')
      .notNull()
      .references(() => notificationEvents.code, { onDelete: 'cascade' }),
    /** STORE, BUSINESS_TYPE or CATEGORY. */
    rulesType: text('rules_type').notNull(),
    ruleId: text('rule_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventCode, t.rulesType, t.ruleId] }),
    check('notification_event_rules_type_known', sql`${t.rulesType} in ('STORE', 'BUSINESS_TYPE', 'CATEGORY')`),
  ],
);

/**
 * §7 event/histories: each trigger of an event and what it delivered. Kept when the event is deleted (the code is
 * not a reference), so what was sent stays on record.
 */
export const notificationEventDeliveries = pgTable(
  'notification_event_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventCode: text('event_code').notNull(),
    /** The marketplace event's own id: a second trigger with it answers this row and delivers nothing. */
    eventId: text('event_id'),
    storeCount: integer('store_count').notNull(),
    recipients: integer('recipients').notNull(),
    byChannel: jsonb('by_channel').notNull().default({}),
    deliveryIds: textList('delivery_ids'),
    payload: jsonb('payload').notNull().default({}),
    /** Who triggered it: the service token's caller, or the internal user of a demo. */
    triggeredBy: text('triggered_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('notification_event_deliveries_code_idx').on(t.eventCode, t.createdAt),
    uniqueIndex('notification_event_deliveries_event_id_unique')
      .on(t.eventCode, t.eventId)
      .where(sql`${t.eventId} is not null`),
  ],
);

/** §7 topic/payload/sample: a sample payload saved for a topic, for previews (the built-in one otherwise). */
export const topicPayloadSamples = pgTable('topic_payload_samples', {
  topic: text('topic').primaryKey(),
  payload: jsonb('payload').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
