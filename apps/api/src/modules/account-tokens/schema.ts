import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { userRef } from '../../db/directory-schema';
import { createdAt, timestamptz } from '../../db/columns';

/**
 * Single-use tokens handed to a user: mailed reset/create-password links, the expired-password change token of
 * a PE401004 answer, one-time sign-in tokens (§4.1 authToken). Only the SHA-256 of the token is stored.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef(),
    /** RESET_PASSWORD, CREATE_PASSWORD, EXPIRED_PASSWORD or ONE_TIME_SIGN_IN. */
    purpose: text('purpose').notNull(),
    /** ONE_TIME_SIGN_IN: the issuing session's mode and sign-in method. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    index('account_tokens_user_id_idx').on(t.userId),
    check('account_tokens_purpose_known', sql`${t.purpose} in ('RESET_PASSWORD', 'CREATE_PASSWORD', 'EXPIRED_PASSWORD', 'ONE_TIME_SIGN_IN')`),
  ],
);
