import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/directory-schema';
import { createdAt } from '../../db/columns';

/** "Trust this device": the device-verification token cookie skips multi-factor for its user until it expires. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
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
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockoutsInWindow: integer('lockouts_in_window').notNull().default(0),
    lockoutWindowStartedAt: timestamp('lockout_window_started_at', { withTimezone: true }),
    lockedUntilPasswordChange: boolean('locked_until_password_change').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('unknown_login_locks_updated_at_idx').on(t.updatedAt)],
);
