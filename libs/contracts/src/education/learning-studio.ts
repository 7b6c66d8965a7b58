import { learningStudioFeature } from './education-feature';
import { z } from 'zod';
import { auditHistoryQuerySchema, auditPageSchema } from '@seller-portal/contracts/accounts';
import { lazySchema, defineCall, featureCallAccess } from '@seller-portal/contracts/core';

export const learningStudioPaths = {
  /** GET `LearningStudioListQuery`: every article, whatever its state; POST `LearningArticleDraft`: a new draft. */
  articles: '/backend/internal/learning/articles',
  /** GET one article (both languages); PUT `LearningArticleDraft` & `{ version }`: saves it. */
  article: (id: string) => `/backend/internal/learning/articles/${encodeURIComponent(id)}`,
  articlePattern: '/backend/internal/learning/articles/:id',
  /** POST `LearningPublishRequest`: publishes now or for a window. */
  articlePublishPattern: '/backend/internal/learning/articles/:id/publish',
  /** POST `{ version }`: takes it off the learning pages. */
  articleUnpublishPattern: '/backend/internal/learning/articles/:id/unpublish',
  videos: '/backend/internal/learning/videos',
  video: (id: string) => `/backend/internal/learning/videos/${encodeURIComponent(id)}`,
  videoPattern: '/backend/internal/learning/videos/:id',
  videoPublishPattern: '/backend/internal/learning/videos/:id/publish',
  videoUnpublishPattern: '/backend/internal/learning/videos/:id/unpublish',
  /** GET: every category with both names; POST `LearningCategoryRequest`: a new one. */
  categories: '/backend/internal/learning/categories',
  /** PUT `{ nameId, nameEn }`: renames one. */
  categoryPattern: '/backend/internal/learning/categories/:code',
  /** GET `AuditHistoryQuery`: who changed which article, video or category, with before and after. */
  history: '/backend/history/seller-learning/filter',
  /** POST multipart (`image`): an image for an article (§7 `edu/asset`), answered as `LearningAsset`. */
  asset: '/backend/edu/asset',
  /** GET: an uploaded image's bytes, public like the articles that show it. */
  publicAssetPattern: '/backend/edu/public/assets/:assetId',
} as const;

/** The address of an uploaded article image, as covers and bodies name it. */
export function learningAssetUrl(assetId: string): string {
  return `/backend/edu/public/assets/${assetId}`;
}

export const learningStudioLimits = {
  /** An article image's bytes: 2 MB. */
  assetMaxBytes: 2 * 1024 * 1024,
  titleMaxLength: 200,
  summaryMaxLength: 500,
  bodyMaxLength: 200_000,
  slugMaxLength: 100,
  urlMaxLength: 500,
  pageSizeMax: 100,
} as const;

/** The image types an article image may be, found in its bytes. */
export const learningAssetMediaTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const learningAssetField = 'image';

/**
 * Where a piece of content stands now: a DRAFT (never shown), SCHEDULED (published, its window not yet open),
 * PUBLISHED (shown), ENDED (its window closed) or UNPUBLISHED (taken off by staff).
 */
export const learningContentStates = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'ENDED', 'UNPUBLISHED'] as const;
export type LearningContentState = (typeof learningContentStates)[number];

const kinds = ['NEWS', 'GUIDE'] as const;

/** Lower-case words joined by hyphens (the article's address). */
const slugSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1)
    .max(learningStudioLimits.slugMaxLength)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
);
const categoryCodeSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]{1,40}$/),
);
const text = (max: number) => z.string().trim().max(max).default('');

const listQuerySchema = lazySchema(() =>
  z.object({
    state: z.enum(learningContentStates).optional(),
    /** Words of the title, in either language. */
    keyword: z.string().trim().max(200).optional(),
    page: z.coerce.number().int().min(0).max(10_000).default(0),
    size: z.coerce.number().int().min(1).max(learningStudioLimits.pageSizeMax).default(20),
  }),
);
export type LearningStudioListQuery = z.input<typeof listQuerySchema>;

/** An article as staff write it: a draft may leave texts empty; publishing needs every title, summary and body. */
const articleDraftSchema = lazySchema(() =>
  z.object({
    slug: slugSchema,
    kind: z.enum(kinds),
    categoryCode: categoryCodeSchema,
    titleId: text(learningStudioLimits.titleMaxLength),
    titleEn: text(learningStudioLimits.titleMaxLength),
    summaryId: text(learningStudioLimits.summaryMaxLength),
    summaryEn: text(learningStudioLimits.summaryMaxLength),
    /** HTML; kept as the allow-list leaves it (no script, handlers or javascript: links). */
    bodyId: z.string().max(learningStudioLimits.bodyMaxLength).default(''),
    bodyEn: z.string().max(learningStudioLimits.bodyMaxLength).default(''),
    /** An uploaded image's address (`learningAssetUrl`) or an https URL; null: none. */
    coverImageUrl: z.string().trim().max(learningStudioLimits.urlMaxLength).nullable().default(null),
  }),
);
export type LearningArticleDraft = z.input<typeof articleDraftSchema>;

const versioned = { version: lazySchema(() => z.number().int().min(1)) };
const articleUpdateSchema = lazySchema(() => articleDraftSchema.extend(versioned));
export type LearningArticleUpdate = z.input<typeof articleUpdateSchema>;

/** A video as staff write it: a YouTube or Vimeo page's https URL, its length, and its title in both languages. */
const videoDraftSchema = lazySchema(() =>
  z.object({
    url: z.string().trim().min(1).max(learningStudioLimits.urlMaxLength),
    categoryCode: categoryCodeSchema,
    titleId: text(learningStudioLimits.titleMaxLength),
    titleEn: text(learningStudioLimits.titleMaxLength),
    durationSeconds: z
      .number()
      .int()
      .min(1)
      .max(24 * 60 * 60),
  }),
);
export type LearningVideoDraft = z.input<typeof videoDraftSchema>;
const videoUpdateSchema = lazySchema(() => videoDraftSchema.extend(versioned));
export type LearningVideoUpdate = z.input<typeof videoUpdateSchema>;

/**
 * Publishes from `version`: at `publishAt` (epoch ms; null or absent: now) until `unpublishAt` (null: for good).
 * `publishAt` may not be in the past, and the window must close after it opens and after now.
 */
const publishRequestSchema = lazySchema(() =>
  z.object({
    ...versioned,
    publishAt: z.number().int().nullable().default(null),
    unpublishAt: z.number().int().nullable().default(null),
  }),
);
export type LearningPublishRequest = z.input<typeof publishRequestSchema>;

const unpublishRequestSchema = lazySchema(() => z.object(versioned));
export type LearningUnpublishRequest = z.input<typeof unpublishRequestSchema>;

const authored = {
  id: lazySchema(() => z.string()),
  state: lazySchema(() => z.enum(learningContentStates)),
  categoryCode: lazySchema(() => z.string()),
  titleId: lazySchema(() => z.string()),
  titleEn: lazySchema(() => z.string()),
  publishAt: lazySchema(() => z.number().nullable()),
  unpublishAt: lazySchema(() => z.number().nullable()),
  /** Optimistic concurrency: every change names the version it started from. */
  version: lazySchema(() => z.number().int()),
  updatedBy: lazySchema(() => z.string().nullable()),
  updatedAt: lazySchema(() => z.number()),
};

const studioArticleSummarySchema = lazySchema(() => z.object({ ...authored, slug: z.string(), kind: z.enum(kinds), coverImageUrl: z.string().nullable() }));
export type LearningStudioArticleSummary = z.output<typeof studioArticleSummarySchema>;

const studioArticleSchema = lazySchema(() =>
  studioArticleSummarySchema.extend({
    summaryId: z.string(),
    summaryEn: z.string(),
    bodyId: z.string(),
    bodyEn: z.string(),
  }),
);
export type LearningStudioArticle = z.output<typeof studioArticleSchema>;

const studioVideoSchema = lazySchema(() =>
  z.object({
    ...authored,
    provider: z.enum(['YOUTUBE', 'VIMEO']),
    url: z.string(),
    /** The privacy-enhanced player for the preview. */
    embedUrl: z.string(),
    durationSeconds: z.number().int(),
  }),
);
export type LearningStudioVideo = z.output<typeof studioVideoSchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), page: z.number().int(), size: z.number().int(), totalElements: z.number().int(), totalPages: z.number().int() });

const studioCategorySchema = lazySchema(() => z.object({ code: z.string(), nameId: z.string(), nameEn: z.string(), position: z.number().int() }));
export type LearningStudioCategory = z.output<typeof studioCategorySchema>;

const categoryNames = { nameId: lazySchema(() => z.string().trim().min(1).max(80)), nameEn: lazySchema(() => z.string().trim().min(1).max(80)) };
const categoryRequestSchema = lazySchema(() => z.object({ code: categoryCodeSchema, ...categoryNames }));
export type LearningCategoryRequest = z.input<typeof categoryRequestSchema>;
const categoryRenameSchema = lazySchema(() => z.object(categoryNames));
export type LearningCategoryRename = z.input<typeof categoryRenameSchema>;

/** What an upload answers: the image's id and its public address. */
export interface LearningAsset {
  assetId: string;
  url: string;
}

// ── Calls ──

const access = featureCallAccess(learningStudioFeature);
const idParams = lazySchema(() => z.object({ id: z.string().uuid() }));
const articleNotFound = 'LEARNING_ARTICLE_NOT_FOUND' as const;
const videoNotFound = 'LEARNING_VIDEO_NOT_FOUND' as const;
const writeRefusals = ['LEARNING_CONTENT_INVALID', 'LEARNING_CATEGORY_UNKNOWN'] as const;
const publishRefusals = ['LEARNING_VERSION_CONFLICT', 'LEARNING_CONTENT_INCOMPLETE', 'LEARNING_SCHEDULE_INVALID'] as const;

/** The authoring calls, each behind INTERNAL mode and INTERNAL_SELLER-LEARNING (`learningStudioFeature`). */
export const learningStudioCalls = {
  articles: defineCall({
    method: 'GET',
    path: learningStudioPaths.articles,
    summary: 'Every article in any state, narrowed by state and by words of its title, last changed first.',
    access,
    query: listQuerySchema,
    answer: lazySchema(() => pageOf(studioArticleSummarySchema)),
    errors: ['LEARNING_CONTENT_INVALID'],
    invalid: { query: 'LEARNING_CONTENT_INVALID' },
  }),
  createArticle: defineCall({
    method: 'POST',
    path: learningStudioPaths.articles,
    summary: 'A new draft article; its body is kept as the allow-list leaves it.',
    access,
    body: articleDraftSchema,
    answer: studioArticleSchema,
    errors: [...writeRefusals, 'LEARNING_SLUG_TAKEN', 'LEARNING_COVER_INVALID'],
    invalid: { body: 'LEARNING_CONTENT_INVALID' },
  }),
  article: defineCall({
    method: 'GET',
    path: learningStudioPaths.articlePattern,
    summary: 'One article in both languages, whatever its state.',
    access,
    params: idParams,
    answer: studioArticleSchema,
    errors: [articleNotFound],
    invalid: { params: articleNotFound },
  }),
  updateArticle: defineCall({
    method: 'PUT',
    path: learningStudioPaths.articlePattern,
    summary: "Saves an article from the version it names; a newer one is refused with what is saved now in the answer's value.",
    access,
    params: idParams,
    body: articleUpdateSchema,
    answer: studioArticleSchema,
    errors: [articleNotFound, ...writeRefusals, 'LEARNING_SLUG_TAKEN', 'LEARNING_COVER_INVALID', 'LEARNING_VERSION_CONFLICT', 'LEARNING_CONTENT_INCOMPLETE'],
    invalid: { params: articleNotFound, body: 'LEARNING_CONTENT_INVALID' },
  }),
  publishArticle: defineCall({
    method: 'POST',
    path: learningStudioPaths.articlePublishPattern,
    summary: 'Publishes an article now or for a window; both languages must be complete.',
    access,
    params: idParams,
    body: publishRequestSchema,
    answer: studioArticleSchema,
    errors: [articleNotFound, 'LEARNING_CONTENT_INVALID', ...publishRefusals],
    invalid: { params: articleNotFound, body: 'LEARNING_CONTENT_INVALID' },
  }),
  unpublishArticle: defineCall({
    method: 'POST',
    path: learningStudioPaths.articleUnpublishPattern,
    summary: 'Takes an article off the learning pages (it stays, UNPUBLISHED, to publish again).',
    access,
    params: idParams,
    body: unpublishRequestSchema,
    answer: studioArticleSchema,
    errors: [articleNotFound, 'LEARNING_CONTENT_INVALID', 'LEARNING_VERSION_CONFLICT'],
    invalid: { params: articleNotFound, body: 'LEARNING_CONTENT_INVALID' },
  }),
  videos: defineCall({
    method: 'GET',
    path: learningStudioPaths.videos,
    summary: 'Every video in any state, narrowed by state and by words of its title, last changed first.',
    access,
    query: listQuerySchema,
    answer: lazySchema(() => pageOf(studioVideoSchema)),
    errors: ['LEARNING_CONTENT_INVALID'],
    invalid: { query: 'LEARNING_CONTENT_INVALID' },
  }),
  createVideo: defineCall({
    method: 'POST',
    path: learningStudioPaths.videos,
    summary: 'A new draft video: a YouTube or Vimeo link.',
    access,
    body: videoDraftSchema,
    answer: studioVideoSchema,
    errors: [...writeRefusals, 'LEARNING_VIDEO_URL_INVALID', 'LEARNING_VIDEO_URL_TAKEN'],
    invalid: { body: 'LEARNING_CONTENT_INVALID' },
  }),
  video: defineCall({
    method: 'GET',
    path: learningStudioPaths.videoPattern,
    summary: 'One video with both titles, whatever its state.',
    access,
    params: idParams,
    answer: studioVideoSchema,
    errors: [videoNotFound],
    invalid: { params: videoNotFound },
  }),
  updateVideo: defineCall({
    method: 'PUT',
    path: learningStudioPaths.videoPattern,
    summary: 'Saves a video from the version it names.',
    access,
    params: idParams,
    body: videoUpdateSchema,
    answer: studioVideoSchema,
    errors: [
      videoNotFound,
      ...writeRefusals,
      'LEARNING_VIDEO_URL_INVALID',
      'LEARNING_VIDEO_URL_TAKEN',
      'LEARNING_VERSION_CONFLICT',
      'LEARNING_CONTENT_INCOMPLETE',
    ],
    invalid: { params: videoNotFound, body: 'LEARNING_CONTENT_INVALID' },
  }),
  publishVideo: defineCall({
    method: 'POST',
    path: learningStudioPaths.videoPublishPattern,
    summary: 'Publishes a video now or for a window; both titles must be written.',
    access,
    params: idParams,
    body: publishRequestSchema,
    answer: studioVideoSchema,
    errors: [videoNotFound, 'LEARNING_CONTENT_INVALID', ...publishRefusals],
    invalid: { params: videoNotFound, body: 'LEARNING_CONTENT_INVALID' },
  }),
  unpublishVideo: defineCall({
    method: 'POST',
    path: learningStudioPaths.videoUnpublishPattern,
    summary: 'Takes a video off the learning pages.',
    access,
    params: idParams,
    body: unpublishRequestSchema,
    answer: studioVideoSchema,
    errors: [videoNotFound, 'LEARNING_CONTENT_INVALID', 'LEARNING_VERSION_CONFLICT'],
    invalid: { params: videoNotFound, body: 'LEARNING_CONTENT_INVALID' },
  }),
  categories: defineCall({
    method: 'GET',
    path: learningStudioPaths.categories,
    summary: 'Every category with both names, in order.',
    access,
    answer: lazySchema(() => z.array(studioCategorySchema)),
    errors: [],
  }),
  createCategory: defineCall({
    method: 'POST',
    path: learningStudioPaths.categories,
    summary: 'A new category, last in order.',
    access,
    body: categoryRequestSchema,
    answer: studioCategorySchema,
    errors: ['LEARNING_CONTENT_INVALID', 'LEARNING_CATEGORY_TAKEN'],
    invalid: { body: 'LEARNING_CONTENT_INVALID' },
  }),
  renameCategory: defineCall({
    method: 'PUT',
    path: learningStudioPaths.categoryPattern,
    summary: 'Renames a category in both languages (its code, which content names, stays).',
    access,
    params: lazySchema(() => z.object({ code: categoryCodeSchema })),
    body: categoryRenameSchema,
    answer: studioCategorySchema,
    errors: ['LEARNING_CONTENT_INVALID', 'LEARNING_CATEGORY_UNKNOWN'],
    invalid: { params: 'LEARNING_CATEGORY_UNKNOWN', body: 'LEARNING_CONTENT_INVALID' },
  }),
  history: defineCall({
    method: 'GET',
    path: learningStudioPaths.history,
    summary: 'Who changed which article, video or category (its id or code), with before and after, newest first.',
    access,
    query: auditHistoryQuerySchema,
    answer: auditPageSchema,
    errors: [],
  }),
  publicAsset: defineCall({
    method: 'GET',
    path: learningStudioPaths.publicAssetPattern,
    summary: "An article image's bytes, for anyone: the learning pages show it.",
    access: { public: true },
    params: lazySchema(() => z.object({ assetId: z.string().uuid() })),
    answer: { file: 'image/*' },
    errors: ['NOT_FOUND'],
    invalid: { params: 'NOT_FOUND' },
  }),
} as const;
