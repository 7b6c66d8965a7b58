import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns';
import { storeRef, users } from '../../db/directory-schema';

/**
 * A store's broadcast: its text, its audience (customers who chatted within `days`, or ever), when it goes and how
 * it went. SCHEDULED waits for `scheduled_at`; SENDING is claimed (`claimed_at`) by a process writing its chat
 * messages, one per customer room, each with the client message id `broadcast:{id}`, so a resumed delivery sends
 * each once; SENT holds how many customers it reached; CANCELLED never went.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeCode: storeRef(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    text: text('text').notNull(),
    days: integer('days'),
    status: text('status').notNull(),
    scheduledAt: timestamptz('scheduled_at'),
    claimedAt: timestamptz('claimed_at'),
    sentAt: timestamptz('sent_at'),
    recipients: integer('recipients').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('broadcasts_store_created_idx').on(t.storeCode, t.createdAt),
    index('broadcasts_due_idx').on(t.status, t.scheduledAt),
    check('broadcasts_status_known', sql`${t.status} in ('SCHEDULED', 'SENDING', 'SENT', 'CANCELLED')`),
  ],
);
