import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, textList } from '../../db/columns';

/** Every mail and SMS the server sends, kept whether or not SMTP/SMS is configured (GET /dev/outbox). */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: messages written within the same millisecond still list newest first. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    /** EMAIL or SMS. */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull(),
    html: text('html'),
    links: textList('links'),
    code: text('code'),
    /** What the message is for: MFA, REGISTRATION, RESET_PASSWORD, … */
    purpose: text('purpose').notNull(),
    /** OUTBOX (kept only), SENT or FAILED. */
    status: text('status').notNull().default('OUTBOX'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_seq_idx').on(t.seq),
    index('outbox_recipient_idx').on(t.recipient, t.seq),
    // Codes sent to one number or address in the last hour and day (the per-destination limit).
    index('outbox_recipient_created_at_idx').on(t.recipient, t.createdAt),
  ],
);
