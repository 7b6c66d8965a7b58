import { officialStoreFeature } from './official-store-feature';
import { z } from 'zod';
import { lazySchema, defineCall, featureCallAccess } from '@seller-portal/contracts/core';

export const officialStorePaths = {
  /** GET: `OfficialStoreStatus`, the store's official state, term, what it may apply for and its latest application. */
  status: '/backend/bp/official-store',
  /** POST multipart, one file field `file`: a brand document of `kind` (`OfficialStoreDocument`), kept until an application names it. */
  documentUpload: (kind: OfficialStoreDocumentKind) => `/backend/bp/official-store/documents/${kind}`,
  documentUploadPattern: '/backend/bp/official-store/documents/:kind',
  /** POST `OfficialStoreApplicationRequest`: the application (upgrade or renewal); answers the status after it. */
  applications: '/backend/bp/official-store/applications',
  /** GET `?status=`: the applications for internal staff, oldest waiting first. */
  reviewApplications: '/backend/bp/official-store/review/applications',
  /** GET: one application with its documents and its store. */
  reviewApplicationPattern: '/backend/bp/official-store/review/applications/:applicationId',
  /** POST `OfficialStoreDecisionRequest`: approve, or reject with a reason. */
  reviewDecisionPattern: '/backend/bp/official-store/review/applications/:applicationId/decision',
  /** GET: a document of an application, as it was sent. */
  reviewDocumentPattern: '/backend/bp/official-store/review/documents/:documentId',
} as const;

export const officialStorePathsOf = {
  reviewApplication: (id: string) => `/backend/bp/official-store/review/applications/${encodeURIComponent(id)}`,
  reviewDocument: (id: string) => `/backend/bp/official-store/review/documents/${encodeURIComponent(id)}`,
};

// ── Documents ──

/** The brand documents: the trademark's registration certificate (DJKI) and the brand owner's authorisation letter. */
const officialStoreDocumentKinds = ['TRADEMARK_CERTIFICATE', 'BRAND_AUTHORISATION'] as const;
export type OfficialStoreDocumentKind = (typeof officialStoreDocumentKinds)[number];
export const officialStoreDocumentKindSchema = lazySchema(() => z.enum(officialStoreDocumentKinds));

/** The multipart field that carries a document. */
export const officialStoreDocumentField = 'file';

/** The largest document the server keeps; a bigger one is refused with OFFICIAL_STORE_DOCUMENT_TOO_LARGE before it is read. */
export const officialStoreDocumentMaxBytes = 10 * 1024 * 1024;

/** The types accepted, judged by the file's content (never its name or declared type): scans as PDF or a photo. */
export const officialStoreDocumentMediaTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type OfficialStoreDocumentMediaType = (typeof officialStoreDocumentMediaTypes)[number];

const documentSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    kind: officialStoreDocumentKindSchema,
    fileName: z.string(),
    mediaType: z.enum(officialStoreDocumentMediaTypes),
    sizeBytes: z.number().int(),
    uploadedAt: z.number(),
  }),
);
export type OfficialStoreDocument = z.output<typeof documentSchema>;

// ── Applications ──

const officialStoreApplicationKinds = ['UPGRADE', 'RENEWAL'] as const;
export type OfficialStoreApplicationKind = (typeof officialStoreApplicationKinds)[number];

export const officialStoreApplicationStatuses = ['IN_REVIEW', 'APPROVED', 'REJECTED'] as const;
export type OfficialStoreApplicationStatus = (typeof officialStoreApplicationStatuses)[number];

/** Whether the store owns the brand or sells it by the brand owner's authorisation (which its letter shows). */
export const brandRelationships = ['BRAND_OWNER', 'AUTHORISED_DISTRIBUTOR'] as const;
export type BrandRelationship = (typeof brandRelationships)[number];

/** The documents an application of this relationship needs: the certificate always, the letter from a distributor. */
export function requiredDocumentKinds(relationship: BrandRelationship): OfficialStoreDocumentKind[] {
  return relationship === 'BRAND_OWNER' ? ['TRADEMARK_CERTIFICATE'] : ['TRADEMARK_CERTIFICATE', 'BRAND_AUTHORISATION'];
}

export const officialStoreLimits = {
  brandNameMaxLength: 100,
  trademarkNumberMaxLength: 40,
  reasonMaxLength: 1000,
  /** Days before the term's end a reminder to renew is sent (once each). */
  reminderDays: [30, 7],
} as const;

/**
 * The trademark's registration number as DJKI prints it (IDM000123456) or the application number
 * (DID2023012345, JID2023012345): letters then digits, with no spaces.
 */
const trademarkNumberPattern = /^[A-Z]{2,4}\d{6,15}$/;

export const officialStoreApplicationRequestSchema = lazySchema(() =>
  z.object({
    kind: z.enum(officialStoreApplicationKinds),
    brandName: z.string().trim().min(1).max(officialStoreLimits.brandNameMaxLength),
    trademarkNumber: z
      .string()
      .trim()
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().regex(trademarkNumberPattern)),
    relationship: z.enum(brandRelationships),
    /** The uploaded documents (`OfficialStoreDocument.id`), one of each kind the relationship needs. */
    documentIds: z.array(z.string().min(1).max(64)).min(1).max(officialStoreDocumentKinds.length),
  }),
);
export type OfficialStoreApplicationRequest = z.input<typeof officialStoreApplicationRequestSchema>;

const applicationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    kind: z.enum(officialStoreApplicationKinds),
    status: z.enum(officialStoreApplicationStatuses),
    brandName: z.string(),
    trademarkNumber: z.string(),
    relationship: z.enum(brandRelationships),
    documents: z.array(documentSchema),
    submittedAt: z.number(),
    decidedAt: z.number().nullable(),
    /** Why it was rejected, as staff wrote it. */
    rejectionReason: z.string().nullable(),
    /** The term an approval gave: its end (epoch ms). */
    termEnd: z.number().nullable(),
  }),
);
export type OfficialStoreApplication = z.output<typeof applicationSchema>;

/** Why a store may not send an application of a kind now (the page says each; the server refuses with OFFICIAL_STORE_NOT_ELIGIBLE). */
const officialStoreIneligibilities = [
  /** Only the store's owner applies: the documents speak for the brand. */
  'NOT_OWNER',
  'STORE_NOT_ACTIVE',
  /** The store has not gone live (onboarding's review). */
  'NOT_LIVE',
  /** §4.5 the owner's identity is not verified. */
  'IDENTITY_NOT_VERIFIED',
  'ALREADY_OFFICIAL',
  'NOT_OFFICIAL',
  /** A renewal opens a number of days before the term's end. */
  'RENEWAL_NOT_OPEN_YET',
  'APPLICATION_IN_REVIEW',
] as const;
export type OfficialStoreIneligibility = (typeof officialStoreIneligibilities)[number];

const statusSchema = lazySchema(() =>
  z.object({
    official: z.boolean(),
    /** The current official term (epoch ms), or null. */
    term: z.object({ start: z.number(), end: z.number() }).nullable(),
    /** When a renewal can be sent: this many days before the term's end. */
    renewalOpensAt: z.number().nullable(),
    /** Why each kind cannot be sent now; empty: it can. */
    ineligible: z.object({ UPGRADE: z.array(z.enum(officialStoreIneligibilities)), RENEWAL: z.array(z.enum(officialStoreIneligibilities)) }),
    /** The store's latest application, or null. */
    application: applicationSchema.nullable(),
  }),
);
export type OfficialStoreStatus = z.output<typeof statusSchema>;

// ── Review ──

const reviewListQuerySchema = lazySchema(() => z.object({ status: z.enum(officialStoreApplicationStatuses).optional() }));
export type OfficialStoreReviewListQuery = z.input<typeof reviewListQuerySchema>;

const reviewItemSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    storeCode: z.string(),
    storeName: z.string(),
    kind: z.enum(officialStoreApplicationKinds),
    status: z.enum(officialStoreApplicationStatuses),
    brandName: z.string(),
    submittedAt: z.number(),
    decidedAt: z.number().nullable(),
  }),
);
export type OfficialStoreReviewItem = z.output<typeof reviewItemSchema>;

const reviewDetailSchema = lazySchema(() =>
  applicationSchema.extend({
    storeCode: z.string(),
    storeName: z.string(),
    storeBusinessTypes: z.array(z.string()),
    /** The store's current term's end, when it is official. */
    currentTermEnd: z.number().nullable(),
    submittedBy: z.string(),
    decidedBy: z.string().nullable(),
  }),
);
export type OfficialStoreReviewDetail = z.output<typeof reviewDetailSchema>;

const officialStoreDecisions = ['APPROVE', 'REJECT'] as const;

/** A rejection says why (the seller reads it); an approval needs nothing more. */
export const officialStoreDecisionRequestSchema = lazySchema(() =>
  z.object({
    decision: z.enum(officialStoreDecisions),
    reason: z.string().trim().max(officialStoreLimits.reasonMaxLength).optional(),
  }),
);
export type OfficialStoreDecisionRequest = z.input<typeof officialStoreDecisionRequestSchema>;

// ── Calls ──

const seller = featureCallAccess(officialStoreFeature);
const reviewer = featureCallAccess(officialStoreFeature, 'review');
const applicationParams = lazySchema(() => z.object({ applicationId: z.string().min(1).max(64) }));

export const officialStoreCalls = {
  status: defineCall({
    method: 'GET',
    path: officialStorePaths.status,
    summary: "The store's official state and term, what it may apply for now, and its latest application.",
    access: seller,
    answer: statusSchema,
    errors: [],
  }),
  apply: defineCall({
    method: 'POST',
    path: officialStorePaths.applications,
    summary: 'Sends an application to become an official store, or to renew the term; one open application at a time.',
    access: seller,
    body: officialStoreApplicationRequestSchema,
    answer: statusSchema,
    errors: ['OFFICIAL_STORE_APPLICATION_INVALID', 'OFFICIAL_STORE_DOCUMENT_NOT_FOUND', 'OFFICIAL_STORE_NOT_ELIGIBLE', 'OFFICIAL_STORE_APPLICATION_OPEN'],
    invalid: { body: 'OFFICIAL_STORE_APPLICATION_INVALID' },
  }),
  reviewList: defineCall({
    method: 'GET',
    path: officialStorePaths.reviewApplications,
    summary: 'The applications for review: those waiting, oldest first, or those of a status, newest first.',
    access: reviewer,
    query: reviewListQuerySchema,
    answer: lazySchema(() => z.array(reviewItemSchema)),
    errors: [],
  }),
  reviewDetail: defineCall({
    method: 'GET',
    path: officialStorePaths.reviewApplicationPattern,
    summary: 'An application with its documents and its store.',
    access: reviewer,
    params: applicationParams,
    answer: reviewDetailSchema,
    errors: ['OFFICIAL_STORE_APPLICATION_NOT_FOUND'],
    invalid: { params: 'OFFICIAL_STORE_APPLICATION_NOT_FOUND' },
  }),
  decide: defineCall({
    method: 'POST',
    path: officialStorePaths.reviewDecisionPattern,
    summary: 'Approves an application (the store is OFFICIAL for a term) or rejects it with a reason; a decided one stays as it is.',
    access: reviewer,
    params: applicationParams,
    body: officialStoreDecisionRequestSchema,
    answer: reviewDetailSchema,
    errors: ['OFFICIAL_STORE_APPLICATION_NOT_FOUND', 'OFFICIAL_STORE_APPLICATION_DECIDED', 'OFFICIAL_STORE_REASON_REQUIRED'],
    invalid: { params: 'OFFICIAL_STORE_APPLICATION_NOT_FOUND', body: 'BAD_REQUEST' },
  }),
  reviewDocument: defineCall({
    method: 'GET',
    path: officialStorePaths.reviewDocumentPattern,
    summary: "A document of an application, in its own type (PDF or image), for the reviewer's eyes.",
    access: reviewer,
    params: lazySchema(() => z.object({ documentId: z.string().min(1).max(64) })),
    answer: { file: 'application/octet-stream' },
    errors: ['OFFICIAL_STORE_DOCUMENT_NOT_FOUND'],
    invalid: { params: 'OFFICIAL_STORE_DOCUMENT_NOT_FOUND' },
  }),
};

/** What a document upload answers; the upload is multipart and keeps a plain route with the seller's access. */
export const officialStoreUploadAccess = seller;
export type OfficialStoreDocumentUploaded = OfficialStoreDocument;
