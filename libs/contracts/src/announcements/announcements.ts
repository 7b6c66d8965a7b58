import { announcementsFeature } from './announcements-feature';
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '@seller-portal/contracts/accounts';
import { lazySchema, defineCall } from '@seller-portal/contracts/core';
import { featureCallAccess } from '@seller-portal/contracts/core';

/**
 * §7 "Announcements", the announcement history of "History and analytics" and the agreement approval of
 * "Products, business partner and downloads". Seller calls (STORE mode) act for the signed-in user on the
 * announcements addressed to their store; the management calls need INTERNAL mode and INTERNAL_ANNOUNCEMENT.
 */
export const announcementPaths = {
  /** GET (STORE): what is addressed to the caller's store and running now; answer `{success, content}` (§7). */
  running: '/backend/announcement/filter/running',
  /** GET (STORE) `?code=`: one announcement for `?announcementPopup=`, only if addressed to the caller. */
  byCode: '/backend/announcement/filter/code',
  /** PUT (STORE) `?code=`: the seller opened it. */
  read: '/backend/announcement/read',
  /** PUT (STORE) `?code=`: the seller asked not to see it again (CAN-BE-SKIPPED only). */
  stop: '/backend/announcement/stop',
  /** PUT (STORE) `?code=`: "later" (ACKNOWLEDGE-LATER or CAN-BE-SKIPPED): hidden for `ignoreHidesForMs`. */
  ignore: '/backend/announcement/ignore',
  /** PUT (STORE) `?code=`: the seller acknowledged it (agreed, answered the survey); never shown again. */
  acknowledge: '/backend/announcement/acknowledge',
  /** POST (INTERNAL) `AnnouncementFilterRequest`: a page of announcements. */
  filter: '/backend/announcement/filter',
  /** POST (INTERNAL) `AnnouncementCreateRequest`. */
  create: '/backend/announcement/create',
  /** PUT (INTERNAL) `AnnouncementUpdateRequest`. */
  update: '/backend/announcement/update',
  /**
   * PUT (INTERNAL) `?code=`: ends the announcement for everyone at once. §7's `.../stop` is the seller's own action
   * (stop showing it to me), so ending it for all sellers has its own path.
   */
  internalStop: '/backend/announcement/internal/stop',
  /** GET (INTERNAL) `AnnouncementDownloadQuery`: the per-seller report as a CSV or XLSX file (binary answer). */
  download: '/backend/announcement/download',
  /** PUT (INTERNAL) `AnnouncementBannerOrderRequest`: the order banners show in on the dashboard. */
  bannerOrder: '/backend/announcement/banner/order',
  /** GET (any signed-in session) `?code=`: the uploaded banner image of an announcement (binary answer). */
  bannerImage: '/backend/announcement/banner/image',
  /** GET (INTERNAL) `AnnouncementHistoryQuery`: the audit log of announcement changes, newest first. */
  history: '/backend/history/announcement/filter',
  /** GET (STORE owner): approves the agreement; the store leaves the AGREEMENT-APPROVAL state (§4.2 step 4). */
  approveAgreement: '/backend/bp/business-partner-wip/approve-agreement',
} as const;

// ── Vocabulary ───────────────────────────────────────────────────────────────────────────────────────────

/** §3 announcement types. */
export const announcementTypes = ['AGREEMENT', 'SURVEY', 'QUALTRICS-SURVEY'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

/** §3 announcement conditions. */
export const announcementConditions = ['CAN-BE-SKIPPED', 'ACKNOWLEDGE-LATER'] as const;
export type AnnouncementCondition = (typeof announcementConditions)[number];

/** Derived from the time window and an internal stop: STOPPED wins, then SCHEDULED / RUNNING / ENDED by time. */
export const announcementStatuses = ['SCHEDULED', 'RUNNING', 'ENDED', 'STOPPED'] as const;
export type AnnouncementStatus = (typeof announcementStatuses)[number];

/** §4.4 the seller's actions on an announcement. */
export const announcementActions = ['READ', 'STOP', 'ACKNOWLEDGE', 'IGNORE'] as const;
export type AnnouncementAction = (typeof announcementActions)[number];

/** Who an announcement is addressed to: every seller, a list of store codes, or stores of some business types. */
export const announcementAudienceTypes = ['ALL', 'STORE_CODES', 'BUSINESS_TYPES'] as const;
export type AnnouncementAudienceType = (typeof announcementAudienceTypes)[number];

const announcementDownloadTypes = ['CSV', 'XLSX'] as const;
export type AnnouncementDownloadType = (typeof announcementDownloadTypes)[number];

/** What the audit log records. */
const announcementHistoryActions = ['CREATE', 'UPDATE', 'STOP', 'BANNER_ORDER'] as const;
export type AnnouncementHistoryAction = (typeof announcementHistoryActions)[number];

/** `type` of the history call: the announcement itself, or the banner order (identifierCode BANNER_ORDER). */
const announcementHistoryTypes = ['ANNOUNCEMENT', 'BANNER_ORDER'] as const;
export type AnnouncementHistoryType = (typeof announcementHistoryTypes)[number];

export const announcementLimits = {
  codeMaxLength: 50,
  titleMaxLength: 200,
  /** Rich-text HTML per language, after sanitising. */
  contentMaxLength: 50_000,
  audienceMaxValues: 1000,
  surveyUrlMaxLength: 2000,
  /** An uploaded banner (data URL), decoded. */
  bannerImageMaxBytes: 512 * 1024,
  bannerImageTypes: ['image/png', 'image/jpeg', 'image/webp'] as readonly string[],
  /** A create/update body may carry the banner as a data URL, so it may be larger than other bodies. */
  bodyMaxBytes: 1024 * 1024,
  /** "Later" hides an announcement from the running list this long. */
  ignoreHidesForMs: 24 * 60 * 60 * 1000,
} as const;

/** An announcement code: capitals, digits and dashes (it travels in `?announcementPopup=`). */
const announcementCodeSchema = lazySchema(() =>
  z
    .string()
    .regex(/^[A-Z0-9][A-Z0-9-]*$/)
    .max(announcementLimits.codeMaxLength),
);

/** §4.4 mandatory: AGREEMENT, or a survey lacking both CAN-BE-SKIPPED and ACKNOWLEDGE-LATER. */
export function isMandatoryAnnouncement(announcement: { type: AnnouncementType; conditions: readonly AnnouncementCondition[] }): boolean {
  if (announcement.type === 'AGREEMENT') return true;
  return !announcement.conditions.includes('CAN-BE-SKIPPED') && !announcement.conditions.includes('ACKNOWLEDGE-LATER');
}

/** Which seller actions an announcement allows besides READ and ACKNOWLEDGE (always allowed). */
export function allowsAnnouncementAction(
  announcement: { type: AnnouncementType; conditions: readonly AnnouncementCondition[] },
  action: AnnouncementAction,
): boolean {
  if (action === 'READ' || action === 'ACKNOWLEDGE') return true;
  if (announcement.type === 'AGREEMENT') return false;
  if (action === 'STOP') return announcement.conditions.includes('CAN-BE-SKIPPED');
  return announcement.conditions.includes('ACKNOWLEDGE-LATER') || announcement.conditions.includes('CAN-BE-SKIPPED');
}

// ── Parts ────────────────────────────────────────────────────────────────────────────────────────────────

/** A text in both languages of the portal (§5): Indonesian and English. */
const localizedTextSchema = (maxLength: number) => z.object({ id: z.string().max(maxLength), en: z.string().max(maxLength) });
export interface LocalizedText {
  id: string;
  en: string;
}

const announcementAudienceSchema = lazySchema(() =>
  z.object({
    type: z.enum(announcementAudienceTypes),
    /** Store codes (STORE_CODES) or business types (BUSINESS_TYPES); empty for ALL. */
    values: z.array(z.string().min(1).max(100)).max(announcementLimits.audienceMaxValues).default([]),
  }),
);
export type AnnouncementAudience = z.infer<typeof announcementAudienceSchema>;

/** The seller's own state of one announcement (epoch ms, null when never done). */
const announcementUserStateSchema = lazySchema(() =>
  z.object({
    readAt: z.number().int().nullable(),
    acknowledgedAt: z.number().int().nullable(),
    ignoredAt: z.number().int().nullable(),
    stoppedAt: z.number().int().nullable(),
  }),
);
export type AnnouncementUserState = z.infer<typeof announcementUserStateSchema>;

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────────────

/** An announcement as the management pages see it. Times are epoch ms. */
const announcementSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    type: z.enum(announcementTypes),
    conditions: z.array(z.enum(announcementConditions)),
    title: localizedTextSchema(announcementLimits.titleMaxLength),
    /** Rich-text HTML, sanitised by the server (headings, paragraphs, lists, links, images, bold/italic/underline). */
    content: localizedTextSchema(announcementLimits.contentMaxLength),
    audience: announcementAudienceSchema,
    startTime: z.number().int(),
    endTime: z.number().int(),
    /** When an INTERNAL user ended it for everyone; null while not stopped. */
    stoppedAt: z.number().int().nullable(),
    status: z.enum(announcementStatuses),
    /** Where the banner image is (an https URL, or `bannerImage` of this server for an uploaded one); null: no banner. */
    bannerImageUrl: z.string().nullable(),
    /** Place among the banners on the dashboard (0 first); null without a banner. */
    bannerOrder: z.number().int().nullable(),
    /** The survey a SURVEY or QUALTRICS-SURVEY links to, if any. */
    surveyUrl: z.string().nullable(),
    createdBy: z.string(),
    createdAt: z.number().int(),
    updatedBy: z.string(),
    updatedAt: z.number().int(),
  }),
);
export type Announcement = z.infer<typeof announcementSchema>;
const announcementPageSchema = lazySchema(() => pageSchema(announcementSchema));

/** An announcement as the seller sees it: no audience or authors, with the caller's own state. */
const sellerAnnouncementSchema = lazySchema(() =>
  announcementSchema
    .pick({
      code: true,
      type: true,
      conditions: true,
      title: true,
      content: true,
      startTime: true,
      endTime: true,
      bannerImageUrl: true,
      bannerOrder: true,
      surveyUrl: true,
    })
    .extend({ state: announcementUserStateSchema }),
);
export type SellerAnnouncement = z.infer<typeof sellerAnnouncementSchema>;

/**
 * §7 the running list answers `success` and `content` (the envelope's fields with `content` beside a null
 * `value`); banners come in banner order, then the rest by start time, newest first.
 */
export const runningAnnouncementsAnswerSchema = lazySchema(() =>
  z.object({
    success: z.boolean(),
    status: z.string(),
    content: z.array(sellerAnnouncementSchema),
  }),
);
export type RunningAnnouncementsAnswer = z.infer<typeof runningAnnouncementsAnswerSchema>;

/** One change in the audit log: who, when, what, and the announcement (or banner order) before and after. */
const announcementHistoryEntrySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    type: z.enum(announcementHistoryTypes),
    /** The announcement's code; `BANNER_ORDER` for a banner order change. */
    identifierCode: z.string(),
    action: z.enum(announcementHistoryActions),
    actor: z.string(),
    createdAt: z.number().int(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
  }),
);
export type AnnouncementHistoryEntry = z.infer<typeof announcementHistoryEntrySchema>;
const announcementHistoryPageSchema = lazySchema(() => pageSchema(announcementHistoryEntrySchema));

/** One row of the download: a seller user who acted on the announcement. */
export const announcementReportRowSchema = lazySchema(() =>
  z.object({
    storeCode: z.string(),
    storeName: z.string(),
    username: z.string(),
    readAt: z.number().int().nullable(),
    acknowledgedAt: z.number().int().nullable(),
    ignoredAt: z.number().int().nullable(),
    stoppedAt: z.number().int().nullable(),
  }),
);
export type AnnouncementReportRow = z.infer<typeof announcementReportRowSchema>;

/** The report's columns, in file order (header row of the CSV and the XLSX). */
export const announcementReportColumns = ['storeCode', 'storeName', 'username', 'readAt', 'acknowledgedAt', 'ignoredAt', 'stoppedAt'] as const;

// ── Requests ─────────────────────────────────────────────────────────────────────────────────────────────

/** `?code=` of the seller actions, filter/code, internal stop and the banner image. */
const announcementCodeQuerySchema = lazySchema(() => z.object({ code: announcementCodeSchema }));
export type AnnouncementCodeQuery = z.infer<typeof announcementCodeQuerySchema>;

/** POST filter: a page, optionally narrowed by a keyword (code or title), a type and a status. */
export const announcementFilterRequestSchema = lazySchema(() =>
  pageQuerySchema.extend({
    keyword: z.string().max(100).optional(),
    type: z.enum(announcementTypes).optional(),
    status: z.enum(announcementStatuses).optional(),
  }),
);
export type AnnouncementFilterRequest = z.input<typeof announcementFilterRequestSchema>;

/**
 * The fields of create and update. A blank title or content, an end not after the start, an empty audience list,
 * a banner of another type or too large, and content that held a script are refused with their own codes.
 * `bannerImage`: an https URL, a `data:image/png|jpeg|webp;base64,…` upload, or null for no banner; on update,
 * `undefined` keeps the current one.
 */
const announcementFieldsSchema = lazySchema(() =>
  z.object({
    type: z.enum(announcementTypes),
    conditions: z.array(z.enum(announcementConditions)).max(announcementConditions.length).default([]),
    title: localizedTextSchema(announcementLimits.titleMaxLength),
    content: localizedTextSchema(announcementLimits.contentMaxLength),
    audience: announcementAudienceSchema,
    startTime: z.number().int().min(0),
    endTime: z.number().int().min(0),
    bannerImage: z.string().max(announcementLimits.bodyMaxBytes).nullable().optional(),
    surveyUrl: z.string().max(announcementLimits.surveyUrlMaxLength).nullable().optional(),
  }),
);

/** POST create: `code` is chosen by the server when absent. */
export const announcementCreateRequestSchema = lazySchema(() => announcementFieldsSchema.extend({ code: announcementCodeSchema.optional() }));
export type AnnouncementCreateRequest = z.input<typeof announcementCreateRequestSchema>;

/** PUT update: the whole announcement again, by code. */
export const announcementUpdateRequestSchema = lazySchema(() => announcementFieldsSchema.extend({ code: announcementCodeSchema }));
export type AnnouncementUpdateRequest = z.input<typeof announcementUpdateRequestSchema>;

/** GET download. */
const announcementDownloadQuerySchema = lazySchema(() =>
  z.object({
    code: announcementCodeSchema,
    downloadType: z.enum(announcementDownloadTypes),
  }),
);
export type AnnouncementDownloadQuery = z.infer<typeof announcementDownloadQuerySchema>;

/** Content types and file name of a download. */
export const announcementDownloadContentTypes: Record<AnnouncementDownloadType, string> = {
  CSV: 'text/csv; charset=utf-8',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
export function announcementReportFileName(code: string, downloadType: AnnouncementDownloadType): string {
  return `announcement-${code}.${downloadType.toLowerCase()}`;
}

/** PUT banner/order: every announcement that has a banner, in the order to show; the answer is the new order. */
const announcementBannerOrderRequestSchema = lazySchema(() =>
  z.object({
    codes: z.array(announcementCodeSchema).max(200),
  }),
);
export type AnnouncementBannerOrderRequest = z.infer<typeof announcementBannerOrderRequestSchema>;

/** GET history: `type` and `identifierCode` narrow it; newest first. */
export const announcementHistoryQuerySchema = lazySchema(() =>
  pageQuerySchema.extend({
    type: z.enum(announcementHistoryTypes).optional(),
    identifierCode: z.string().max(announcementLimits.codeMaxLength).optional(),
  }),
);
export type AnnouncementHistoryQuery = z.input<typeof announcementHistoryQuerySchema>;

/** §3 the session mode state of a store whose owner has not approved the agreement yet. */
export const agreementApprovalState = 'AGREEMENT-APPROVAL';

// ── Calls ──

const seller = featureCallAccess(announcementsFeature, 'seller');
const management = featureCallAccess(announcementsFeature);
const notFound = 'ANNOUNCEMENT_NOT_FOUND' as const;
/** What a create or update may be refused with beside a missing announcement. */
const fieldRefusals = [
  'ANNOUNCEMENT_TITLE_BLANK',
  'ANNOUNCEMENT_UNSAFE_CONTENT',
  'ANNOUNCEMENT_CONTENT_BLANK',
  'ANNOUNCEMENT_END_BEFORE_START',
  'ANNOUNCEMENT_AUDIENCE_EMPTY',
  'ANNOUNCEMENT_BANNER_INVALID',
  'ANNOUNCEMENT_SURVEY_URL_INVALID',
] as const;

/** §4.4 one of the seller's actions on an announcement addressed to their store. */
const sellerAction = (path: string, summary: string) =>
  defineCall({
    method: 'PUT',
    path,
    summary,
    access: seller,
    query: announcementCodeQuerySchema,
    answer: sellerAnnouncementSchema,
    errors: [notFound, 'ANNOUNCEMENT_ACTION_NOT_ALLOWED'],
  });

/**
 * The announcement calls: the seller's (a STORE session; the store is the session's) and the management's
 * (INTERNAL_ANNOUNCEMENT). The banner image serves both.
 */
export const announcementCalls = {
  running: defineCall({
    method: 'GET',
    path: announcementPaths.running,
    summary: "What is addressed to the caller's store and running now, minus what the user acknowledged, stopped or put off (§7: in `content`).",
    access: seller,
    answer: lazySchema(() => z.array(sellerAnnouncementSchema)),
    answerIn: 'content',
    errors: [],
  }),
  byCode: defineCall({
    method: 'GET',
    path: announcementPaths.byCode,
    summary: 'One running announcement addressed to the caller (`?announcementPopup=`), whatever they did with it.',
    access: seller,
    query: announcementCodeQuerySchema,
    answer: sellerAnnouncementSchema,
    errors: [notFound],
  }),
  read: sellerAction(announcementPaths.read, 'The seller opened it.'),
  stop: sellerAction(announcementPaths.stop, 'The seller asks not to see it again (CAN-BE-SKIPPED only).'),
  ignore: sellerAction(announcementPaths.ignore, '"Later": hidden from the running list for a day.'),
  acknowledge: sellerAction(announcementPaths.acknowledge, 'The seller acknowledged it (agreed, answered the survey): never shown again.'),
  approveAgreement: defineCall({
    method: 'GET',
    path: announcementPaths.approveAgreement,
    summary: "The store's owner approves the agreement; the store leaves AGREEMENT-APPROVAL (§7 fixes it as a GET; refused from another site).",
    access: seller,
    answer: lazySchema(() => z.null()),
    errors: ['AGREEMENT_OWNER_ONLY'],
  }),
  filter: defineCall({
    method: 'POST',
    path: announcementPaths.filter,
    summary: 'A page of announcements narrowed by a keyword (code or title), a type and a status.',
    access: management,
    body: announcementFilterRequestSchema,
    answer: announcementPageSchema,
    errors: [],
  }),
  create: defineCall({
    method: 'POST',
    path: announcementPaths.create,
    summary: 'A new announcement; its content is sanitised, a banner may come as an upload.',
    access: management,
    body: announcementCreateRequestSchema,
    answer: announcementSchema,
    errors: [...fieldRefusals, 'ANNOUNCEMENT_CODE_TAKEN'],
  }),
  update: defineCall({
    method: 'PUT',
    path: announcementPaths.update,
    summary: 'The whole announcement again, by code (not once it has ended or was stopped).',
    access: management,
    body: announcementUpdateRequestSchema,
    answer: announcementSchema,
    errors: [...fieldRefusals, notFound, 'ANNOUNCEMENT_NOT_EDITABLE'],
  }),
  internalStop: defineCall({
    method: 'PUT',
    path: announcementPaths.internalStop,
    summary: 'Ends an announcement for every seller at once.',
    access: management,
    query: announcementCodeQuerySchema,
    answer: announcementSchema,
    errors: [notFound, 'ANNOUNCEMENT_NOT_EDITABLE'],
  }),
  bannerOrder: defineCall({
    method: 'PUT',
    path: announcementPaths.bannerOrder,
    summary: 'The order banners show in on the dashboard: every announcement that has one, in order.',
    access: management,
    body: announcementBannerOrderRequestSchema,
    answer: lazySchema(() => z.array(announcementSchema)),
    errors: [notFound],
  }),
  history: defineCall({
    method: 'GET',
    path: announcementPaths.history,
    summary: 'The audit log of announcement changes (and of the banner order), newest first.',
    access: management,
    query: announcementHistoryQuerySchema,
    answer: announcementHistoryPageSchema,
    errors: [],
  }),
  download: defineCall({
    method: 'GET',
    path: announcementPaths.download,
    summary: 'The per-seller report of an announcement as a file: CSV (`text/csv`) or XLSX, as `downloadType` asks.',
    access: management,
    query: announcementDownloadQuerySchema,
    answer: { file: 'application/octet-stream' },
    errors: [notFound],
  }),
  bannerImage: defineCall({
    method: 'GET',
    path: announcementPaths.bannerImage,
    summary: "An announcement's uploaded banner image: on the dashboard of the stores it is addressed to, and on the management pages.",
    // Banners show on the seller's dashboard (announcements addressed to the store) and on the management pages.
    access: { modes: ['STORE', 'INTERNAL'] },
    query: lazySchema(() => announcementCodeQuerySchema.extend({ v: z.string().max(20).optional() })),
    answer: { file: 'image/*' },
    errors: [notFound],
  }),
} as const;
