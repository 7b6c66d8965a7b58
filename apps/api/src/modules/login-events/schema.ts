import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { userRef } from '../../db/directory-schema';
import { createdAt } from '../../db/columns';

/**
 * §4.11 / §7 login tracking: one SELLER_LOGIN row per session. `session_id_hash` is the session's stored SHA-256
 * (never the cookie value); the unique key makes a repeated call from a reloaded page record nothing new.
 */
export const loginEvents = pgTable(
  'login_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    /** No foreign key: the row keeps the store the seller signed in to even if the store goes. */
    storeCode: text('store_code').notNull(),
    eventCode: text('event_code').notNull(),
    /** Not a reference: the event outlives the session it came from. */
    sessionIdHash: text('session_id_hash').notNull(),
    /** The client address as trustProxy sees it. */
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('login_events_session_event_unique').on(t.sessionIdHash, t.eventCode),
    index('login_events_user_id_idx').on(t.userId, t.createdAt),
    check('login_events_event_code_known', sql`${t.eventCode} in ('SELLER_LOGIN')`),
  ],
);
