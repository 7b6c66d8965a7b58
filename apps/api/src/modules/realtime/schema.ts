import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

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
