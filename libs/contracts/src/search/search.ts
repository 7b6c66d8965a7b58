import { z } from 'zod';
import { lazySchema, defineCall, type CallAccess } from '@seller-portal/contracts/core';

/**
 * The palette's search (Ctrl+K, and the header's search on a phone): one call that finds, as the caller types, what
 * their session may open across the domains (orders, products, conversations, learning articles, the caller's
 * notifications; for internal staff announcements, partner notification events, manual notifications, mobile configs
 * and API specs). Every signed-in mode may call it; each domain answers only when the
 * session holds that domain's access (the same mode and codes as its page and calls), and only the caller's store.
 */
export const searchPaths = {
  /** GET `?q=…&language=id|en`: the hits, best first. */
  search: '/backend/search',
} as const;

export const searchLimits = {
  /** The longest query the server reads (longer is SEARCH_QUERY_INVALID). */
  queryMaxLength: 100,
  /** Hits of one kind at most. */
  hitsPerKind: 5,
} as const;

/** What a hit is: the palette says so beside it. */
const searchHitKinds = [
  'order',
  'product',
  'conversation',
  'article',
  'notification',
  'announcement',
  'partner-event',
  'manual-notification',
  'mobile-config',
  'api-spec',
] as const;
export type SearchHitKind = (typeof searchHitKinds)[number];

/** How the query matched: an exact number or code first, then a start, then anything else (words, trigrams). */
export const searchMatches = ['exact', 'prefix', 'fuzzy'] as const;
export type SearchMatch = (typeof searchMatches)[number];

const searchHitSchema = lazySchema(() =>
  z.object({
    kind: z.enum(searchHitKinds),
    /** The thing's own id (order number, item id, room id, slug…), unique within its kind. */
    id: z.string(),
    title: z.string(),
    /** A second line: the order's customer and status, the product's SKU, an article's category… */
    detail: z.string().nullable(),
    /** Where the hit leads in the app (a path of the portal). */
    path: z.string(),
    match: z.enum(searchMatches),
    /**
     * What the palette needs to offer the hit's actions, for the kinds that have them: an order's status and version
     * (accept a NEW one, ship a READY_TO_SHIP one), a product's status (deactivate an ACTIVE or OUT_OF_STOCK one,
     * activate an INACTIVE one).
     */
    status: z.string().optional(),
    version: z.number().int().optional(),
  }),
);
export type SearchHit = z.output<typeof searchHitSchema>;

const searchQuerySchema = lazySchema(() =>
  z
    .object({
      q: z.string().trim().min(1).max(searchLimits.queryMaxLength),
      language: z.enum(['id', 'en']).default('id'),
    })
    .strict(),
);
export type SearchQuery = z.input<typeof searchQuerySchema>;

const signedInAccess = { modes: 'any' } as const satisfies CallAccess;

export const searchCalls = {
  search: defineCall({
    method: 'GET',
    path: searchPaths.search,
    summary:
      "What the caller's session may open matching the query, across domains: exact numbers and codes first, then starts, then words and near spellings; at most five of each kind.",
    access: signedInAccess,
    query: searchQuerySchema,
    answer: lazySchema(() => z.object({ hits: z.array(searchHitSchema) })),
    errors: ['SEARCH_QUERY_INVALID'],
    invalid: { query: 'SEARCH_QUERY_INVALID' },
  }),
} as const;
