import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns';

/**
 * Stored realtime events (DESIGN.md "Realtime"): written in the publisher's transaction, announced by NOTIFY with
 * the id only, kept a week so a socket that reconnects replays what it missed (`?after=<id>`). Ids are handed out
 * in commit order (publish takes a transaction lock first), so "every id above mine" has no holes.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `store:{storeCode}`, `user:{userId}`, `customer:{customerId}`. */
    audience: text('audience').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('realtime_events_audience_id_idx').on(t.audience, t.id), index('realtime_events_created_at_idx').on(t.createdAt)],
);

/**
 * The open sockets of every process on the database, so the caps per session and per client address hold across
 * processes. A row counts while its lease runs: the holding process renews it at each heartbeat and deletes it when
 * the socket closes, so the sockets of a process that died stop counting once their lease lapses.
 */
export const realtimeSockets = pgTable(
  'realtime_sockets',
  {
    id: text('id').primaryKey(),
    /** The order of admission, across processes: the lowest of a holder's makes way first. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** `session:{idHash}` for a portal session; another principal's audiences (`customer:{customerId}`). */
    holder: text('holder').notNull(),
    address: text('address').notNull(),
    /** The process that holds the socket (drawn at its start): it renews and removes its own rows. */
    processId: text('process_id').notNull(),
    openedAt: timestamptz('opened_at').notNull(),
    leaseUntil: timestamptz('lease_until').notNull(),
  },
  (t) => [
    index('realtime_sockets_holder_idx').on(t.holder, t.seq),
    index('realtime_sockets_address_idx').on(t.address),
    index('realtime_sockets_process_idx').on(t.processId),
  ],
);
