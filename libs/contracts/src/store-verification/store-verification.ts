import { storeVerificationFeature } from './store-verification-feature';
import { z } from 'zod';
import type { FraudStatus } from '@seller-portal/contracts/core';
import { lazySchema, defineCall, type CallAccess } from '@seller-portal/contracts/core';
import { featureCallAccess } from '@seller-portal/contracts/core';

/**
 * §4.5 / §2.5 identity verification of a store: the owner sends a photo of their identity card (KTP) and a selfie
 * holding it, from this device or from a phone through a QR code.
 */
export const identityPhotoKinds = ['identity', 'selfie'] as const;
export type IdentityPhotoKind = (typeof identityPhotoKinds)[number];
export const identityPhotoKindSchema = lazySchema(() => z.enum(identityPhotoKinds));

/**
 * §3 the fraud status of a store that must send its photos, the one it moves to once both are in, and the one internal
 * staff's approval gives it (a rejection sends it back to `waiting`, with the reason).
 */
export const identityVerificationStatuses = {
  waiting: 'WAITING_IDENTITY_PHOTO',
  checking: 'IDENTITY_PHOTO_CHECKING',
  passed: 'FRAUD_PASS',
} as const satisfies Record<string, FraudStatus>;

/** §7 the calls of store verification (under /backend/bp, the business-partner service). */
export const storeVerificationApiPaths = {
  /** GET: which photos the signed-in owner's store has sent (StoreVerificationStatus). */
  status: '/backend/bp/store-verification/identity-photo',
  /** POST multipart, one file field `photo`: the signed-in owner sends a photo of `kind`. */
  photo: (kind: IdentityPhotoKind) => `/backend/bp/store-verification/identity-photo/${kind}`,
  /** POST {kind}: a short-lived, single-use token for the phone that will take that photo (CaptureToken). */
  captureToken: '/backend/bp/store-verification/capture-token',
  /** Public, `?token=`: GET checks the phone's token (CaptureTokenInfo); POST multipart sends the photo with it. */
  capture: (kind: IdentityPhotoKind) => `/backend/bp/store-verification/capture/${kind}`,
  /** GET: internal staff's queue, the stores whose photos wait for review, oldest first (IdentityReviewItem[]). */
  reviewQueue: '/backend/bp/store-verification/review/stores',
  /** GET: a waiting store's photo of `kind`, for the reviewer's eyes only. */
  reviewPhoto: (storeCode: string, kind: IdentityPhotoKind) => `/backend/bp/store-verification/review/stores/${encodeURIComponent(storeCode)}/photos/${kind}`,
  /** POST IdentityReviewDecisionRequest: approve (FRAUD_PASS) or reject with a reason (back to WAITING_IDENTITY_PHOTO). */
  reviewDecision: (storeCode: string) => `/backend/bp/store-verification/review/stores/${encodeURIComponent(storeCode)}/decision`,
} as const;

/** The route patterns of the calls with a kind in their path (the server registers these). */
export const storeVerificationRoutePatterns = {
  photo: '/backend/bp/store-verification/identity-photo/:kind',
  capture: '/backend/bp/store-verification/capture/:kind',
  reviewPhoto: '/backend/bp/store-verification/review/stores/:storeCode/photos/:kind',
  reviewDecision: '/backend/bp/store-verification/review/stores/:storeCode/decision',
} as const;

/** The multipart field that carries the photo. */
export const identityPhotoField = 'photo';

/** The largest photo the server keeps; a bigger one is refused with IDENTITY_PHOTO_TOO_LARGE. */
export const identityPhotoMaxBytes = 5 * 1024 * 1024;

/** The image types the server accepts, judged by the file's content (never its name or declared type). */
export const identityPhotoMediaTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type IdentityPhotoMediaType = (typeof identityPhotoMediaTypes)[number];

const storeVerificationStatusSchema = lazySchema(() =>
  z.object({
    fraudStatus: z.string().nullable(),
    /** epoch ms, or null when the store has none. */
    deadline: z.number().nullable(),
    identity: z.boolean(),
    selfie: z.boolean(),
    /** When each photo arrived (epoch ms, server time), or null: a page waiting for a phone compares it with its token's issuedAt. */
    sentAt: z.object({ identity: z.number().nullable(), selfie: z.number().nullable() }),
    /** While the store waits again after internal staff rejected its photos: why (as staff wrote it) and when. */
    rejection: z.object({ reason: z.string(), at: z.number() }).nullable(),
  }),
);
export type StoreVerificationStatus = z.infer<typeof storeVerificationStatusSchema>;

const captureTokenRequestSchema = lazySchema(() => z.object({ kind: identityPhotoKindSchema }));
export type CaptureTokenRequest = z.infer<typeof captureTokenRequestSchema>;

const captureTokenSchema = lazySchema(() =>
  z.object({
    token: z.string(),
    kind: identityPhotoKindSchema,
    /** epoch ms, server time */
    issuedAt: z.number(),
    /** epoch ms */
    expiresAt: z.number(),
  }),
);
export type CaptureToken = z.infer<typeof captureTokenSchema>;

/** What the phone learns from its token before it takes the photo. */
const captureTokenInfoSchema = lazySchema(() =>
  z.object({
    kind: identityPhotoKindSchema,
    storeName: z.string(),
    expiresAt: z.number(),
  }),
);
export type CaptureTokenInfo = z.infer<typeof captureTokenInfoSchema>;

/** `?token=`: any text; the server judges it (a malformed one is as unknown as a wrong one). */
export const captureTokenQuerySchema = lazySchema(() => z.object({ token: z.string().max(200).optional() }));
export type CaptureTokenQuery = z.infer<typeof captureTokenQuerySchema>;

/** What a photo upload answers: the status after it (the fraud status has moved once both photos are in). */
export type IdentityPhotoUploaded = StoreVerificationStatus;

// ── Review by internal staff ──

export const identityReviewLimits = {
  reasonMaxLength: 500,
  /** The queue shows this many stores at most, the oldest first. */
  queueMaxLength: 100,
  /** A rejected store has at least this many days from the rejection to send new photos (its deadline moves if sooner). */
  resendDays: 7,
} as const;

const reviewPhotoSchema = lazySchema(() =>
  z.object({
    mediaType: z.enum(identityPhotoMediaTypes),
    sizeBytes: z.number().int(),
    /** epoch ms */
    sentAt: z.number(),
  }),
);

const identityReviewItemSchema = lazySchema(() =>
  z.object({
    storeCode: z.string(),
    storeName: z.string(),
    /** The owner's display name. */
    ownerName: z.string(),
    /** When the later of the two photos arrived (epoch ms): the queue's order, and the version a decision names. */
    submittedAt: z.number(),
    /** epoch ms, or null */
    deadline: z.number().nullable(),
    photos: z.object({ identity: reviewPhotoSchema, selfie: reviewPhotoSchema }),
    /** How many times the store's photos were rejected before. */
    rejections: z.number().int(),
  }),
);
export type IdentityReviewItem = z.output<typeof identityReviewItemSchema>;

const identityReviewDecisions = ['APPROVE', 'REJECT'] as const;
export type IdentityReviewDecision = (typeof identityReviewDecisions)[number];

/**
 * A rejection says why (the seller reads it in the §4.5 modal); `submittedAt` is the queue item's, so a decision taken
 * on photos that were replaced meanwhile is refused (IDENTITY_REVIEW_NOT_WAITING).
 */
export const identityReviewDecisionRequestSchema = lazySchema(() =>
  z.object({
    decision: z.enum(identityReviewDecisions),
    reason: z.string().trim().max(identityReviewLimits.reasonMaxLength).optional(),
    submittedAt: z.number().int(),
  }),
);
export type IdentityReviewDecisionRequest = z.input<typeof identityReviewDecisionRequestSchema>;

const identityReviewOutcomeSchema = lazySchema(() =>
  z.object({
    storeCode: z.string(),
    decision: z.enum(identityReviewDecisions),
    /** The store's fraud status after it: FRAUD_PASS or WAITING_IDENTITY_PHOTO. */
    fraudStatus: z.string(),
    decidedAt: z.number(),
  }),
);
export type IdentityReviewOutcome = z.output<typeof identityReviewOutcomeSchema>;

// ── Calls ──

/** §6 a STORE session; that its user owns the store is the service's rule (no accessibility code says it). */
const ownerAccess = featureCallAccess(storeVerificationFeature);
/** §4.5 internal staff with INTERNAL_IDENTITY-REVIEW. */
const reviewerAccess = featureCallAccess(storeVerificationFeature, 'review');
/** A store code as the directory keeps them. */
const storeParams = lazySchema(() => z.object({ storeCode: z.string().min(1).max(64) }));
/** §2.7 the QR capture pages are public: their calls prove themselves with the token alone. */
const captureAccess = { public: true } as const satisfies CallAccess;
const kindParams = lazySchema(() => z.object({ kind: identityPhotoKindSchema }));

/**
 * The JSON calls of identity verification. The photo uploads (`photo`, `capture` POST) are multipart, which a
 * declaration's JSON body cannot carry: they stay routes of their own.
 */
export const storeVerificationCalls = {
  status: defineCall({
    method: 'GET',
    path: storeVerificationApiPaths.status,
    summary: "Which photos the signed-in owner's store has sent, and its deadline.",
    access: ownerAccess,
    answer: storeVerificationStatusSchema,
    errors: [],
  }),
  captureToken: defineCall({
    method: 'POST',
    path: storeVerificationApiPaths.captureToken,
    summary: 'A short-lived, single-use token for the phone that will take a photo (the QR code).',
    access: ownerAccess,
    body: captureTokenRequestSchema,
    answer: captureTokenSchema,
    errors: ['IDENTITY_VERIFICATION_NOT_WAITING'],
  }),
  captureTokenInfo: defineCall({
    method: 'GET',
    path: storeVerificationRoutePatterns.capture,
    summary: "What the phone learns from its token before it takes the photo (the store's name, the photo's kind).",
    access: captureAccess,
    params: kindParams,
    query: captureTokenQuerySchema,
    answer: captureTokenInfoSchema,
    errors: ['CAPTURE_TOKEN_UNKNOWN', 'CAPTURE_TOKEN_EXPIRED', 'CAPTURE_TOKEN_USED', 'IDENTITY_VERIFICATION_NOT_WAITING', 'NOT_FOUND'],
    invalid: { params: 'NOT_FOUND' },
  }),
  reviewQueue: defineCall({
    method: 'GET',
    path: storeVerificationApiPaths.reviewQueue,
    summary: 'The stores whose identity photos wait for review (IDENTITY_PHOTO_CHECKING), the longest waiting first.',
    access: reviewerAccess,
    answer: lazySchema(() => z.array(identityReviewItemSchema)),
    errors: [],
  }),
  reviewPhoto: defineCall({
    method: 'GET',
    path: storeVerificationRoutePatterns.reviewPhoto,
    summary: "A waiting store's identity photo or selfie, in its own type, for the reviewer's eyes only.",
    access: reviewerAccess,
    params: lazySchema(() => storeParams.extend({ kind: identityPhotoKindSchema })),
    answer: { file: 'image/*' },
    errors: ['IDENTITY_REVIEW_NOT_WAITING', 'NOT_FOUND'],
    invalid: { params: 'NOT_FOUND' },
  }),
  reviewDecision: defineCall({
    method: 'POST',
    path: storeVerificationRoutePatterns.reviewDecision,
    summary: 'Approves the photos (FRAUD_PASS) or rejects them with a reason (WAITING_IDENTITY_PHOTO, the seller sends new ones); once per photos sent.',
    access: reviewerAccess,
    params: storeParams,
    body: identityReviewDecisionRequestSchema,
    answer: identityReviewOutcomeSchema,
    errors: ['IDENTITY_REVIEW_NOT_WAITING', 'IDENTITY_REVIEW_REASON_REQUIRED'],
    invalid: { params: 'IDENTITY_REVIEW_NOT_WAITING', body: 'BAD_REQUEST' },
  }),
} as const;
