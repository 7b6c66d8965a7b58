import { z } from 'zod';
import { lazySchema, defineCall, type CallAccess } from '@seller-portal/contracts/core';

/**
 * §7 "Education and content": Seller Learning's articles (news and guides), videos and their categories, read by
 * anyone (the learning pages are public, §2.7). Only published content inside its publish window is ever answered.
 */
export const learningPaths = {
  /** POST `LearningArticleFilter`: a page of published articles, in `content` (§7). */
  articles: '/backend/gws/merchant-education/articles',
  /** POST `LearningArticleFilter`: the same page with its totals (`value`: `Page<LearningArticleSummary>`). */
  articlesV2: '/backend/gws/merchant-education/v2/articles',
  /** GET: one published article by its slug, with its body. */
  articlePattern: '/backend/gws/merchant-education/v2/articles/:slug',
  /** POST `LearningVideoFilter`: a page of published videos, in `content` (§7). */
  videos: '/backend/edu/video/filter',
  /** POST `LearningVideoFilter`: the same page with its totals. */
  videosV2: '/backend/edu/video/v2/filter',
  /** GET ?language: the categories with the number of published articles and videos in each. */
  categories: '/backend/gws/merchant-education/v2/categories',
} as const;

const learningArticleKinds = ['NEWS', 'GUIDE'] as const;
export type LearningArticleKind = (typeof learningArticleKinds)[number];

/**
 * DRAFT and UNPUBLISHED (taken off by staff) are never shown; PUBLISHED is shown inside its window (`publishAt` ≤ now <
 * `unpublishAt`, either open).
 */
export const learningStatuses = ['DRAFT', 'PUBLISHED', 'UNPUBLISHED'] as const;
export type LearningStatus = (typeof learningStatuses)[number];

/** Where a video is played from: its page URL on one of these. */
const learningVideoProviders = ['YOUTUBE', 'VIMEO'] as const;
export type LearningVideoProvider = (typeof learningVideoProviders)[number];

const learningLimits = { pageSizeMax: 50, slugMaxLength: 100 } as const;

/** Lower-case words joined by hyphens: the article's address (`/learning/guide/article?slug=…`). */
const learningSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const languageSchema = lazySchema(() => z.enum(['id', 'en']));
const categoryCodeSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(/^[A-Z0-9_]{1,40}$/),
);

const pageRequest = {
  language: lazySchema(() => languageSchema.default('id')),
  categoryCode: lazySchema(() => categoryCodeSchema.optional()),
  page: lazySchema(() => z.number().int().min(0).max(10_000).default(0)),
  size: lazySchema(() => z.number().int().min(1).max(learningLimits.pageSizeMax).default(12)),
};

const articleFilterSchema = lazySchema(() => z.object({ kind: z.enum(learningArticleKinds).optional(), ...pageRequest }));
export type LearningArticleFilter = z.input<typeof articleFilterSchema>;

const videoFilterSchema = lazySchema(() => z.object(pageRequest));
export type LearningVideoFilter = z.input<typeof videoFilterSchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), page: z.number().int(), size: z.number().int(), totalElements: z.number().int(), totalPages: z.number().int() });

/** An article in a list, in the asked language; newest publication first. */
const articleSummarySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    slug: z.string(),
    kind: z.enum(learningArticleKinds),
    categoryCode: z.string(),
    title: z.string(),
    summary: z.string(),
    coverImageUrl: z.string().nullable(),
    /** Epoch milliseconds: when it was (or is shown as) published. */
    publishedAt: z.number(),
  }),
);
export type LearningArticleSummary = z.output<typeof articleSummarySchema>;

/** An article's page: its summary and its body, sanitised HTML (headings, paragraphs, lists, links, emphasis). */
const articleSchema = lazySchema(() => articleSummarySchema.extend({ body: z.string(), language: languageSchema }));
export type LearningArticle = z.output<typeof articleSchema>;

const videoSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    provider: z.enum(learningVideoProviders),
    url: z.string(),
    categoryCode: z.string(),
    title: z.string(),
    durationSeconds: z.number().int(),
    publishedAt: z.number(),
  }),
);
export type LearningVideo = z.output<typeof videoSchema>;

const categorySchema = lazySchema(() => z.object({ code: z.string(), name: z.string(), articleCount: z.number().int(), videoCount: z.number().int() }));
export type LearningCategory = z.output<typeof categorySchema>;

const articleQuerySchema = lazySchema(() => z.object({ language: languageSchema.default('id') }));

const publicAccess = { public: true } as const satisfies CallAccess;

/** The public reads of Seller Learning (§7, §2.7: the learning pages need no session). */
export const learningCalls = {
  articles: defineCall({
    method: 'POST',
    path: learningPaths.articles,
    summary: 'A page of published articles (news or guides, of a category), newest first, in `content`.',
    access: publicAccess,
    body: articleFilterSchema,
    answer: lazySchema(() => z.array(articleSummarySchema)),
    answerIn: 'content',
    errors: [],
  }),
  articlesV2: defineCall({
    method: 'POST',
    path: learningPaths.articlesV2,
    summary: 'A page of published articles with the totals of the filtered list.',
    access: publicAccess,
    body: articleFilterSchema,
    answer: lazySchema(() => pageOf(articleSummarySchema)),
    errors: [],
  }),
  article: defineCall({
    method: 'GET',
    path: learningPaths.articlePattern,
    summary: 'One published article by its slug; a draft, one outside its window or an unknown slug is LEARNING_ARTICLE_NOT_FOUND.',
    access: publicAccess,
    params: lazySchema(() => z.object({ slug: z.string().max(learningLimits.slugMaxLength).regex(learningSlugPattern) })),
    query: articleQuerySchema,
    answer: articleSchema,
    errors: ['LEARNING_ARTICLE_NOT_FOUND'],
    invalid: { params: 'LEARNING_ARTICLE_NOT_FOUND' },
  }),
  videos: defineCall({
    method: 'POST',
    path: learningPaths.videos,
    summary: 'A page of published videos (of a category), newest first, in `content`.',
    access: publicAccess,
    body: videoFilterSchema,
    answer: lazySchema(() => z.array(videoSchema)),
    answerIn: 'content',
    errors: [],
  }),
  videosV2: defineCall({
    method: 'POST',
    path: learningPaths.videosV2,
    summary: 'A page of published videos with the totals of the filtered list.',
    access: publicAccess,
    body: videoFilterSchema,
    answer: lazySchema(() => pageOf(videoSchema)),
    errors: [],
  }),
  categories: defineCall({
    method: 'GET',
    path: learningPaths.categories,
    summary: 'The learning categories in a language, with how many published articles and videos each holds now.',
    access: publicAccess,
    query: articleQuerySchema,
    answer: lazySchema(() => z.array(categorySchema)),
    errors: [],
  }),
} as const;
