import { storeReviewsFeature } from './store-reviews-feature';
import { z } from 'zod';
import { lazySchema, defineCall, featureCallAccess } from '@seller-portal/contracts/core';

export const storeReviewPaths = {
  /** GET ?status&kind: the queue, oldest waiting first. */
  reviews: '/backend/internal/store-reviews',
  /** GET: one item with its before/after. */
  reviewPattern: '/backend/internal/store-reviews/:reviewId',
  /** POST: approves (applies what was asked). */
  approvePattern: '/backend/internal/store-reviews/:reviewId/approve',
  /** POST `{ reason }`: rejects a change request, nothing applied. */
  rejectPattern: '/backend/internal/store-reviews/:reviewId/reject',
  /** POST `{ notes: { 'STEP.field': reason } }`: sends an onboarding back for revision with a reason per field. */
  revisePattern: '/backend/internal/store-reviews/:reviewId/revise',
} as const;

/** What is reviewed. A new kind is a value here, its handler on the server and its texts. */
export const storeReviewKinds = ['STORE_DATA_CHANGE', 'ONBOARDING'] as const;
export type StoreReviewKind = (typeof storeReviewKinds)[number];

export const storeReviewStatuses = ['WAITING', 'APPROVED', 'REJECTED', 'NEED_REVISION'] as const;
export type StoreReviewStatus = (typeof storeReviewStatuses)[number];

/** How a kind may be decided besides approval: a change request is rejected, an onboarding is sent back. */
export const storeReviewOtherDecision: Record<StoreReviewKind, 'REJECTED' | 'NEED_REVISION'> = {
  STORE_DATA_CHANGE: 'REJECTED',
  ONBOARDING: 'NEED_REVISION',
};

const storeReviewLimits = { reasonMaxLength: 500, reasonMinLength: 5 } as const;

/** One value of the item: its group (an onboarding step, or `LEGAL`), its field, the value now and the one asked for. */
const storeReviewChangeSchema = lazySchema(() =>
  z.object({
    group: z.string(),
    field: z.string(),
    before: z.string().nullable(),
    after: z.string().nullable(),
  }),
);
export type StoreReviewChange = z.infer<typeof storeReviewChangeSchema>;

const storeReviewSummarySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    kind: z.enum(storeReviewKinds),
    status: z.enum(storeReviewStatuses),
    storeCode: z.string(),
    storeName: z.string(),
    /** Epoch ms. */
    submittedAt: z.number(),
    submittedBy: z.string().nullable(),
    decidedAt: z.number().nullable(),
    decidedBy: z.string().nullable(),
    /** REJECTED: why. */
    reason: z.string().nullable(),
  }),
);
export type StoreReviewSummary = z.infer<typeof storeReviewSummarySchema>;

const storeReviewDetailSchema = lazySchema(() =>
  storeReviewSummarySchema.extend({
    changes: z.array(storeReviewChangeSchema),
    /** NEED_REVISION: the reason per `group.field` (an onboarding step's field; a bare group: a note on the whole step). */
    notes: z.record(z.string(), z.string()),
  }),
);
export type StoreReviewDetail = z.infer<typeof storeReviewDetailSchema>;

const reviewQuerySchema = lazySchema(() =>
  z.object({
    status: z.enum(storeReviewStatuses).optional(),
    kind: z.enum(storeReviewKinds).optional(),
  }),
);
export type StoreReviewQuery = z.infer<typeof reviewQuerySchema>;

const reviewParams = lazySchema(() => z.object({ reviewId: z.uuid() }));
const reasonSchema = lazySchema(() => z.string().trim().min(storeReviewLimits.reasonMinLength).max(storeReviewLimits.reasonMaxLength));
const rejectBodySchema = lazySchema(() => z.object({ reason: z.string().max(2000) }));
/** Which keys a kind takes is its handler's (the onboarding's `onboardingNoteKeys`): another is STORE_REVIEW_NOTE_UNKNOWN. */
const reviseBodySchema = lazySchema(() => z.object({ notes: z.record(z.string().max(80), z.string().max(2000)) }));

/** A reason staff write is 5 to 500 characters once trimmed. */
export function isReviewReason(value: string): boolean {
  return reasonSchema.safeParse(value).success;
}

const access = featureCallAccess(storeReviewsFeature);
const decided = ['STORE_REVIEW_NOT_FOUND', 'STORE_REVIEW_ALREADY_DECIDED', 'STORE_REVIEW_DECISION_NOT_ALLOWED'] as const;

export const storeReviewCalls = {
  list: defineCall({
    method: 'GET',
    path: storeReviewPaths.reviews,
    summary: 'The review queue: waiting items oldest first, then decided ones newest first (at most 200).',
    access,
    query: reviewQuerySchema,
    answer: lazySchema(() => z.array(storeReviewSummarySchema)),
    errors: [],
  }),
  detail: defineCall({
    method: 'GET',
    path: storeReviewPaths.reviewPattern,
    summary: 'One review item with its values before and after.',
    access,
    params: reviewParams,
    answer: storeReviewDetailSchema,
    errors: ['STORE_REVIEW_NOT_FOUND'],
    invalid: { params: 'STORE_REVIEW_NOT_FOUND' },
  }),
  approve: defineCall({
    method: 'POST',
    path: storeReviewPaths.approvePattern,
    summary: 'Approves a waiting item: the change is applied, or the store goes live.',
    access,
    params: reviewParams,
    answer: storeReviewDetailSchema,
    errors: [...decided, 'STORE_REVIEW_NAME_TAKEN'],
    invalid: { params: 'STORE_REVIEW_NOT_FOUND' },
  }),
  reject: defineCall({
    method: 'POST',
    path: storeReviewPaths.rejectPattern,
    summary: 'Rejects a waiting change request with a reason; nothing is applied.',
    access,
    params: reviewParams,
    body: rejectBodySchema,
    answer: storeReviewDetailSchema,
    errors: [...decided, 'STORE_REVIEW_REASON_REQUIRED'],
    invalid: { params: 'STORE_REVIEW_NOT_FOUND' },
  }),
  revise: defineCall({
    method: 'POST',
    path: storeReviewPaths.revisePattern,
    summary: 'Sends a waiting onboarding back (NEED_REVISION) with a reason per field to fix, keyed `STEP.field`.',
    access,
    params: reviewParams,
    body: reviseBodySchema,
    answer: storeReviewDetailSchema,
    errors: [...decided, 'STORE_REVIEW_REASON_REQUIRED', 'STORE_REVIEW_NOTE_UNKNOWN'],
    invalid: { params: 'STORE_REVIEW_NOT_FOUND' },
  }),
} as const;
