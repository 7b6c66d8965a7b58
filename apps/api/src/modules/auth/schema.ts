import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { userRef } from '../../db/directory-schema';
import { createdAt, timestamptz } from '../../db/columns';

/** "Trust this device": the device-verification token cookie skips multi-factor for its user until it expires. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('trusted_devices_user_id_idx').on(t.userId)],
);

/**
 * A browser that has signed in to a user before (OWASP device cookies): its wrong passwords are counted per
 * device, and a lock started by failures from unknown clients does not apply to it. A new password revokes all.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sign_in_devices_user_id_idx').on(t.userId), index('sign_in_devices_expires_at_idx').on(t.expiresAt)],
);

/**
 * The lock state of logins no user has: a sign-in as an unknown user is counted and locked like a known one, so
 * the answers do not tell who exists.
 */
export const unknownLoginLocks = pgTable(
  'unknown_login_locks',
  {
    login: text('login').primaryKey(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    lockoutsInWindow: integer('lockouts_in_window').notNull().default(0),
    lockoutWindowStartedAt: timestamptz('lockout_window_started_at'),
    lockedUntilPasswordChange: boolean('locked_until_password_change').notNull().default(false),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('unknown_login_locks_updated_at_idx').on(t.updatedAt)],
);
