import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeRef, users } from '../../db/directory-schema';
import { createdAt, timestamptz } from '../../db/columns';

/**
 * The review queue of stores: one row per thing a store asked of the marketplace (its `kind`), the values before and
 * after as they were asked, and the one decision of a member of staff. A store has at most one row of a kind waiting.
 */
export const storeReviews = pgTable(
  'store_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order items arrived in: two at the same instant are still told apart. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    storeCode: storeRef(),
    /** WAITING, then APPROVED, REJECTED or NEED_REVISION. */
    status: text('status').notNull().default('WAITING'),
    /** [{ group, field, before, after }]: what was asked, as it stood when it was asked. */
    changes: jsonb('changes').notNull().default([]),
    /** NEED_REVISION: the note per group (onboarding step). */
    notes: jsonb('notes').notNull().default({}),
    /** REJECTED: why. */
    reason: text('reason'),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // One waiting request of a kind per store: the second is refused even when two arrive at once.
    uniqueIndex('store_reviews_one_waiting_per_kind')
      .on(t.storeCode, t.kind)
      .where(sql`${t.status} = 'WAITING'`),
    index('store_reviews_status_seq_idx').on(t.status, t.seq),
    index('store_reviews_store_kind_seq_idx').on(t.storeCode, t.kind, t.seq),
    check('store_reviews_kind_known', sql`${t.kind} in ('STORE_DATA_CHANGE', 'ONBOARDING')`),
    check('store_reviews_status_known', sql`${t.status} in ('WAITING', 'APPROVED', 'REJECTED', 'NEED_REVISION')`),
  ],
);
