import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/directory-schema';
import { createdAt, timestamptz } from '../../db/columns';

/**
 * A step waiting for a one-time code: a sign-in whose password was right (MFA), an open registration, a
 * needVerification user, a new phone number or email. `handle_hash` is the SHA-256 of the cookie that names a
 * step taken before there is a session. Codes are stored as a salted SHA-256, one live code at a time.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** MFA, REGISTRATION, NEED_VERIFICATION, CONTACT_PHONE, CONTACT_EMAIL, ADS_TOP_UP, WALLET_BANK_ACCOUNT or WALLET_WITHDRAWAL. */
    purpose: text('purpose').notNull(),
    handleHash: text('handle_hash').unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Purpose details: the registration form (password already hashed), the new contact, the sign-in method. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    channel: text('channel'),
    destination: text('destination'),
    codeHash: text('code_hash'),
    codeSentAt: timestamptz('code_sent_at'),
    codeExpiresAt: timestamptz('code_expires_at'),
    /** Wrong tries of the live code. */
    attempts: integer('attempts').notNull().default(0),
    codesSent: integer('codes_sent').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    index('otp_challenges_user_id_idx').on(t.userId, t.purpose),
    index('otp_challenges_expires_at_idx').on(t.expiresAt),
    check(
      'otp_challenges_purpose_known',
      sql`${t.purpose} in ('MFA', 'REGISTRATION', 'NEED_VERIFICATION', 'CONTACT_PHONE', 'CONTACT_EMAIL', 'ADS_TOP_UP', 'WALLET_BANK_ACCOUNT', 'WALLET_WITHDRAWAL')`,
    ),
  ],
);
