import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { storeRef, userRef, users } from '../../db/directory-schema';
import { bytea, createdAt, timestamptz } from '../../db/columns';

/**
 * §4.5 the store's identity photo (KTP) and the selfie holding it: one of each per store, a new upload replacing
 * the previous one. The type is the one found in the content, never the client's.
 */
export const identityPhotos = pgTable(
  'identity_photos',
  {
    storeCode: storeRef(),
    kind: text('kind').notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    /** Who sent it: the owner, signed in or through their QR token. */
    uploadedBy: userRef('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeCode, t.kind] }),
    check('identity_photos_kind_known', sql`${t.kind} in ('identity', 'selfie')`),
    check('identity_photos_media_type_known', sql`${t.mediaType} in ('image/jpeg', 'image/png', 'image/webp')`),
  ],
);

/**
 * The QR hand-off: a phone sends one photo for the owner who asked. Only the SHA-256 of the token is kept; it is
 * spent by the upload (`used_at`) and lives minutes.
 */
export const identityCaptureTokens = pgTable(
  'identity_capture_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef(),
    storeCode: storeRef(),
    kind: text('kind').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('identity_capture_tokens_expires_at_idx').on(t.expiresAt),
    check('identity_capture_tokens_kind_known', sql`${t.kind} in ('identity', 'selfie')`),
  ],
);

/**
 * §4.5 internal staff's decisions on a store's photos: APPROVED (the store is FRAUD_PASS) or REJECTED with the reason
 * the seller reads while it sends new ones. `submitted_at` names the photos decided (when the later one arrived), so
 * the same photos are decided once.
 */
export const identityReviews = pgTable(
  'identity_reviews',
  {
    id: uuid('id').primaryKey(),
    storeCode: storeRef(),
    decision: text('decision').notNull(),
    reason: text('reason'),
    submittedAt: timestamptz('submitted_at').notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('identity_reviews_store_idx').on(t.storeCode, t.decidedAt),
    check('identity_reviews_decision_known', sql`${t.decision} in ('APPROVED', 'REJECTED')`),
    check('identity_reviews_reason_when_rejected', sql`${t.decision} = 'APPROVED' or ${t.reason} is not null`),
  ],
);
