import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/directory-schema';
import { createdAt, textList, timestamptz } from '../../db/columns';

/**
 * §7 manual notifications: written by internal staff, sent to sellers now or at `scheduled_at` through the
 * notification service. `claimed_at` marks a send under way: the process that set it (in one atomic update) is
 * the only one that sends, and nothing may change the row meanwhile. `version` grows with each save (optimistic
 * concurrency, as the mobile configs).
 */
export const manualNotifications = pgTable(
  'manual_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').notNull(),
    link: text('link'),
    /** The text per channel, in Indonesian and English (`ManualNotificationContent`). */
    content: jsonb('content').notNull(),
    /** ALL, STORE_CODES or BUSINESS_TYPES, with the store codes or business types in `audience_values`. */
    audienceType: text('audience_type').notNull(),
    audienceValues: textList('audience_values'),
    status: text('status').notNull(),
    scheduledAt: timestamptz('scheduled_at'),
    claimedAt: timestamptz('claimed_at'),
    sentAt: timestamptz('sent_at'),
    deliveryId: text('delivery_id'),
    recipients: integer('recipients'),
    byChannel: jsonb('by_channel'),
    failureReason: text('failure_reason'),
    /** No foreign key: a copy keeps saying where it came from after the original is deleted. */
    copiedFrom: uuid('copied_from'),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedBy: text('updated_by').notNull(),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('manual_notifications_created_idx').on(t.createdAt),
    // The scheduler's question, "which scheduled ones are due and not claimed", reads only this small index.
    index('manual_notifications_due_idx')
      .on(t.scheduledAt)
      .where(sql`${t.status} = 'SCHEDULED' and ${t.claimedAt} is null`),
    check('manual_notifications_status_known', sql`${t.status} in ('DRAFT', 'SCHEDULED', 'SENT', 'FAILED', 'CANCELLED')`),
    check('manual_notifications_audience_type_known', sql`${t.audienceType} in ('ALL', 'STORE_CODES', 'BUSINESS_TYPES')`),
    check('manual_notifications_scheduled_has_time', sql`${t.status} <> 'SCHEDULED' or ${t.scheduledAt} is not null`),
  ],
);
