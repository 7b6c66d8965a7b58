import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';

/**
 * The rate limits' counters, shared by every server process: one row per limit and key (a client address, a user,
 * a customer, a store) holding the calls of its current window and of the window before, which the sliding-window
 * estimate weighs. Each call is one upsert; a row whose windows have passed is deleted by the purge job.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    /** The current window's number: the epoch milliseconds divided by the limit's window. */
    window: bigint('window', { mode: 'number' }).notNull(),
    hits: integer('hits').notNull(),
    previousHits: integer('previous_hits').notNull(),
    /** The end of the window after the current one: past it the row counts nothing. */
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.key] }), index('rate_limit_counters_expires_at_idx').on(t.expiresAt)],
);
