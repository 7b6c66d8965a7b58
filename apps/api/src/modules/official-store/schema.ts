import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeRef, users } from '../../db/directory-schema';
import { bytea, createdAt, timestamptz } from '../../db/columns';

/**
 * A store's application to become an official store (UPGRADE) or to renew its term (RENEWAL), reviewed by internal
 * staff. One application of a store is in review at a time (the partial unique index, so two requests at once cannot
 * both open one). An approved one holds the term it gave; the reminders before that term ends are sent once each.
 */
export const officialStoreApplications = pgTable(
  'official_store_applications',
  {
    id: uuid('id').primaryKey(),
    storeCode: storeRef(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    brandName: text('brand_name').notNull(),
    trademarkNumber: text('trademark_number').notNull(),
    relationship: text('relationship').notNull(),
    submittedBy: uuid('submitted_by')
      .notNull()
      .references(() => users.id),
    submittedAt: timestamptz('submitted_at').notNull(),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamptz('decided_at'),
    rejectionReason: text('rejection_reason'),
    termStart: timestamptz('term_start'),
    termEnd: timestamptz('term_end'),
    /** The reminders to renew (30 and 7 days before `term_end`), when each was sent. */
    reminder30SentAt: timestamptz('reminder_30_sent_at'),
    reminder7SentAt: timestamptz('reminder_7_sent_at'),
    /** When the term ended without a renewal and OFFICIAL was taken from the store. */
    lapsedAt: timestamptz('lapsed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('official_store_applications_one_open')
      .on(t.storeCode)
      .where(sql`${t.status} = 'IN_REVIEW'`),
    index('official_store_applications_store_idx').on(t.storeCode, t.submittedAt),
    index('official_store_applications_status_idx').on(t.status, t.submittedAt),
    check('official_store_applications_kind_known', sql`${t.kind} in ('UPGRADE', 'RENEWAL')`),
    check('official_store_applications_status_known', sql`${t.status} in ('IN_REVIEW', 'APPROVED', 'REJECTED')`),
  ],
);

/**
 * A brand document the store sent: kept without an application until one names it (then it is that application's
 * for good). The type is the one found in the content, never the client's.
 */
export const officialStoreDocuments = pgTable(
  'official_store_documents',
  {
    id: uuid('id').primaryKey(),
    storeCode: storeRef(),
    applicationId: uuid('application_id').references(() => officialStoreApplications.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('official_store_documents_application_idx').on(t.applicationId),
    index('official_store_documents_store_idx').on(t.storeCode, t.createdAt),
    check('official_store_documents_kind_known', sql`${t.kind} in ('TRADEMARK_CERTIFICATE', 'BRAND_AUTHORISATION')`),
    check('official_store_documents_media_type_known', sql`${t.mediaType} in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')`),
  ],
);
