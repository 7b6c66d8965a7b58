import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { userRef } from '../../db/directory-schema';
import { createdAt, timestamptz } from '../../db/columns';

/** Signed-in sessions. The cookie holds a random id; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: userRef(),
    /** null while a switchable user has not chosen a mode. */
    modeType: text('mode_type'),
    modeCode: text('mode_code'),
    /** PASSWORD, SSO, … (§3 customFields.isSignInUsingSso). */
    signInMethod: text('sign_in_method').notNull().default('PASSWORD'),
    /** The browser's User-Agent and address at sign-in, shown in the signed-in devices list. */
    userAgent: text('user_agent'),
    clientAddress: text('client_address'),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Sessions ended for their user by someone else's step (a new password, a sign-out from another device), kept until
 * the session could have lived at the latest, so its cookie is answered with why it stopped working rather than as
 * expired.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: userRef(),
    /** `SessionEndReason`: PASSWORD_CHANGED or SIGNED_OUT_ELSEWHERE. */
    reason: text('reason').notNull(),
    endedAt: timestamptz('ended_at').notNull(),
    /** The session's absolute end: past it the cookie would have stopped working anyway. */
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('ended_sessions_expires_at_idx').on(t.expiresAt)],
);
