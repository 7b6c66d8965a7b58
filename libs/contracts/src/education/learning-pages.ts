import { learningFeature } from './education-feature';
import { z } from 'zod';
import { lazySchema, defineCall, featureCallAccess, type CallAccess } from '@seller-portal/contracts/core';

export const learningPagesPaths = {
  /** POST `LearningSearchRequest` (public): published articles and videos ranked for the words, in a language. */
  search: '/backend/gws/merchant-education/search',
  /** GET (STORE): the caller's reading progress, one entry per article started. */
  readingProgress: '/backend/gws/merchant-education/reading-progress',
  /** PUT `LearningReadingProgressUpdate` (STORE): how far the caller has read an article. */
  readingProgressUpdate: '/backend/gws/merchant-education/reading-progress',
} as const;

/** The longest search the server reads (longer is LEARNING_SEARCH_QUERY_TOO_LONG); only its first words count. */
export const learningSearchLimits = { queryMaxLength: 200, wordsMax: 8, pageSizeMax: 50 } as const;

const learningSearchTypes = ['ARTICLE', 'VIDEO'] as const;
export type LearningSearchType = (typeof learningSearchTypes)[number];

const searchRequestSchema = lazySchema(() =>
  z.object({
    /** The words as typed; the last one matches as a prefix. Longer than `queryMaxLength` is refused with its own code. */
    q: z.string().max(100_000),
    language: z.enum(['id', 'en']).default('id'),
    type: z.enum(learningSearchTypes).optional(),
    categoryCode: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_]{1,40}$/)
      .optional(),
    page: z.number().int().min(0).max(1_000).default(0),
    size: z.number().int().min(1).max(learningSearchLimits.pageSizeMax).default(10),
  }),
);
export type LearningSearchRequest = z.input<typeof searchRequestSchema>;

const hitBase = {
  id: lazySchema(() => z.string()),
  categoryCode: lazySchema(() => z.string()),
  title: lazySchema(() => z.string()),
  /** The title, HTML-escaped, with the matched words in `<mark>` (no other tag). */
  titleHtml: lazySchema(() => z.string()),
  publishedAt: lazySchema(() => z.number()),
};

/** A search hit: an article (its summary's or body's matching passage as `snippetHtml`) or a video. */
const searchHitSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('ARTICLE'),
      ...hitBase,
      slug: z.string(),
      kind: z.enum(['NEWS', 'GUIDE']),
      /** The best passage of the summary and body, HTML-escaped, matched words in `<mark>`. */
      snippetHtml: z.string(),
    }),
    z.object({
      type: z.literal('VIDEO'),
      ...hitBase,
      provider: z.enum(['YOUTUBE', 'VIMEO']),
      url: z.string(),
      durationSeconds: z.number().int(),
    }),
  ]),
);
export type LearningSearchHit = z.output<typeof searchHitSchema>;

/** A page of hits, best first, with the words searched (none: the query had no word, only punctuation or spaces). */
const searchAnswerSchema = lazySchema(() =>
  z.object({
    content: z.array(searchHitSchema),
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    words: z.array(z.string()),
  }),
);
export type LearningSearchAnswer = z.output<typeof searchAnswerSchema>;

/** How far a seller has read an article: the furthest point reached (0–100 %) and when they reached its end. */
const readingProgressSchema = lazySchema(() =>
  z.object({
    slug: z.string(),
    percent: z.number().int().min(0).max(100),
    /** Epoch ms when the seller reached the end; null while unfinished. */
    finishedAt: z.number().nullable(),
    updatedAt: z.number(),
  }),
);
export type LearningReadingProgress = z.output<typeof readingProgressSchema>;

const readingProgressUpdateSchema = lazySchema(() =>
  z.object({
    slug: z
      .string()
      .max(100)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    percent: z.number().int().min(0).max(100),
  }),
);
export type LearningReadingProgressUpdate = z.input<typeof readingProgressUpdateSchema>;

const publicAccess = { public: true } as const satisfies CallAccess;
/** Reading progress is a signed-in seller's own. */
const readerAccess = featureCallAccess(learningFeature);

export const learningPagesCalls = {
  search: defineCall({
    method: 'POST',
    path: learningPagesPaths.search,
    summary:
      'Published articles and videos matching the words in a language, ranked (titles above summaries above bodies), the last word as a prefix, short titles typo-tolerant, highlighted.',
    access: publicAccess,
    body: searchRequestSchema,
    answer: searchAnswerSchema,
    errors: ['LEARNING_SEARCH_QUERY_TOO_LONG'],
  }),
  readingProgress: defineCall({
    method: 'GET',
    path: learningPagesPaths.readingProgress,
    summary: "The caller's reading progress of the articles they started, latest first.",
    access: readerAccess,
    answer: lazySchema(() => z.array(readingProgressSchema)),
    errors: [],
  }),
  updateReadingProgress: defineCall({
    method: 'PUT',
    path: learningPagesPaths.readingProgressUpdate,
    summary: 'Keeps how far the caller read a published article (never less than before); 100 marks it finished.',
    access: readerAccess,
    body: readingProgressUpdateSchema,
    answer: readingProgressSchema,
    errors: ['LEARNING_ARTICLE_NOT_FOUND'],
  }),
} as const;
