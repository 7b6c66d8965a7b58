import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/directory-schema';

/**
 * The audit log of the internal tools (§2.4): every change internal staff make, with who, when, before and after.
 * Written in the same transaction as the change it records, so there is never a change without its entry.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Write order: entries within the same millisecond still list newest first. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** The tool: API_CENTER, MOBILE_CONFIG, MANUAL_NOTIFICATION. */
    area: text('area').notNull(),
    /** What changed within the tool (a specification's id, a config's key). */
    identifier: text('identifier').notNull(),
    /** CREATE, UPDATE, DELETE, SEND or CANCEL. */
    action: text('action').notNull(),
    /** Username of the internal user, kept as it was when they acted. */
    actor: text('actor').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_area_idx').on(t.area, t.createdAt, t.seq), index('audit_log_identifier_idx').on(t.area, t.identifier, t.createdAt)],
);
