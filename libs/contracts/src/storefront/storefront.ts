import { storefrontFeature } from './storefront-feature';
import { z } from 'zod';
import { lazySchema, defineCall, featureCallAccess } from '@seller-portal/contracts/core';

/** The builder's limits, shared by the page (which stops before them) and the server (which refuses past them). */
export const storefrontLimits = {
  /** Sections on one storefront. */
  maxSections: 20,
  /** Products in one showcase. */
  maxProductsPerShowcase: 12,
  /** Images in one banner section (a carousel). */
  maxBannerImages: 5,
  /** A banner image's bytes: 2 MB. */
  bannerImageMaxBytes: 2 * 1024 * 1024,
  /** A section's title. */
  titleMaxLength: 80,
  /** A text section's body, as written (HTML counted whole). */
  textMaxLength: 5000,
} as const;

/** The image types a banner may be, found in its bytes. */
export const storefrontBannerMediaTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const storefrontBannerField = 'image';

export const storefrontPaths = {
  /** GET: `StorefrontState`, the draft and the published version. */
  storefront: '/backend/bp/store-layout',
  /** PUT `StorefrontDraftRequest`: the draft's sections, in order; DELETE: the draft goes back to the published version. */
  draft: '/backend/bp/store-layout/draft',
  /** POST: the draft becomes the published version. */
  publish: '/backend/bp/store-layout/publish',
  /** POST multipart (`image`): a banner image of the store; GET `/:imageId`: its bytes (public, the page shows them). */
  bannerImages: '/backend/bp/store-layout/banner-images',
  bannerImagePattern: '/backend/bp/store-layout/banner-images/:imageId',
  /** GET: the published storefront of a store, for anyone (the public preview). */
  publicPattern: '/backend/bp/store-layout/public/:storeCode',
  /** GET: `StorefrontCatalog`; PUT `StorefrontCatalogRequest`. */
  catalog: '/backend/bp/store-catalog',
} as const;

/** The page path of a store's public storefront. */
export function storefrontPublicPath(storeCode: string): string {
  return `/store-layout/preview/${encodeURIComponent(storeCode)}`;
}

/** The address of a banner image as the pages show it. */
export function storefrontBannerImageUrl(imageId: string): string {
  return `${storefrontPaths.bannerImages}/${imageId}`;
}

// ── Videos ──

export interface StorefrontVideo {
  provider: 'YOUTUBE' | 'VIMEO';
  videoId: string;
  /** The privacy-enhanced player the page embeds (the pages' frame-src allows these two). */
  embedUrl: string;
}

const youtubeId = /^[A-Za-z0-9_-]{11}$/;

/**
 * A YouTube (watch, share, shorts or embed link) or Vimeo video page's https URL as the player to embed; anything
 * else (another site, another scheme, a channel or playlist) is null: STOREFRONT_VIDEO_URL_INVALID.
 */
export function storefrontVideoOf(value: string): StorefrontVideo | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let youtube: string | null = null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtube = segments[0] === 'embed' || segments[0] === 'shorts' ? (segments[1] ?? null) : segments[0] === 'watch' ? url.searchParams.get('v') : null;
  } else if (host === 'youtu.be') {
    youtube = segments[0] ?? null;
  }
  if (youtube !== null) {
    return youtubeId.test(youtube) ? { provider: 'YOUTUBE', videoId: youtube, embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}?rel=0` } : null;
  }
  const vimeo = host === 'vimeo.com' ? segments[0] : host === 'player.vimeo.com' && segments[0] === 'video' ? segments[1] : undefined;
  if (vimeo && /^\d{1,12}$/.test(vimeo) && segments.length === (host === 'vimeo.com' ? 1 : 2)) {
    return { provider: 'VIMEO', videoId: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}?dnt=1` };
  }
  return null;
}

// ── Sections ──

export const storefrontSectionTypes = ['BANNER', 'SHOWCASE', 'CATEGORIES', 'VIDEO', 'TEXT'] as const;
export type StorefrontSectionType = (typeof storefrontSectionTypes)[number];

const sectionId = lazySchema(() => z.string().regex(/^[A-Za-z0-9_-]{1,40}$/));
const title = lazySchema(() => z.string().trim().max(storefrontLimits.titleMaxLength));

const bannerSectionSchema = lazySchema(() =>
  z.object({
    id: sectionId,
    type: z.literal('BANNER'),
    title,
    /** Image ids of the store's uploaded banners; another store's or an unknown one is STOREFRONT_BANNER_IMAGE_UNKNOWN. */
    imageIds: z.array(z.string().uuid()).min(1).max(storefrontLimits.maxBannerImages),
  }),
);
const showcaseSectionSchema = lazySchema(() =>
  z.object({
    id: sectionId,
    type: z.literal('SHOWCASE'),
    title,
    /** Item ids of the store's own products; over the limit: STOREFRONT_SHOWCASE_TOO_MANY_PRODUCTS. */
    itemIds: z.array(z.string().trim().min(1).max(64)).min(1).max(100),
  }),
);
const categoriesSectionSchema = lazySchema(() => z.object({ id: sectionId, type: z.literal('CATEGORIES'), title }));
const videoSectionSchema = lazySchema(() =>
  z.object({
    id: sectionId,
    type: z.literal('VIDEO'),
    title,
    /** A YouTube or Vimeo link (`storefrontVideoOf`); another: STOREFRONT_VIDEO_URL_INVALID. */
    url: z.string().trim().max(500),
  }),
);
const textSectionSchema = lazySchema(() =>
  z.object({
    id: sectionId,
    type: z.literal('TEXT'),
    title,
    /** PLAIN: the text as written (line breaks kept); RICH: HTML, sanitised by the server (a script is refused). */
    format: z.enum(['PLAIN', 'RICH']),
    body: z.string().max(storefrontLimits.textMaxLength),
  }),
);

const storefrontSectionSchema = lazySchema(() =>
  z.discriminatedUnion('type', [bannerSectionSchema, showcaseSectionSchema, categoriesSectionSchema, videoSectionSchema, textSectionSchema]),
);
export type StorefrontSection = z.output<typeof storefrontSectionSchema>;
export type StorefrontSectionOf<T extends StorefrontSectionType> = Extract<StorefrontSection, { type: T }>;

/** The draft's sections in order; more than `maxSections`: STOREFRONT_TOO_MANY_SECTIONS. Ids must differ. */
const storefrontDraftRequestSchema = lazySchema(() =>
  z.object({
    sections: z
      .array(storefrontSectionSchema)
      .max(100)
      .refine((sections) => new Set(sections.map((s) => s.id)).size === sections.length, 'section ids must differ'),
  }),
);
export type StorefrontDraftRequest = z.input<typeof storefrontDraftRequestSchema>;

export const storefrontBannerImageSchema = lazySchema(() => z.object({ imageId: z.string().uuid(), url: z.string() }));
export type StorefrontBannerImage = z.output<typeof storefrontBannerImageSchema>;

// ── Catalog ──

const catalogProductSchema = lazySchema(() =>
  z.object({
    itemId: z.string(),
    name: z.string(),
    price: z.number().int(),
    imageUrl: z.string().nullable(),
    categoryCode: z.string().nullable(),
    /** Inactive products never show on the storefront, whatever `hidden` says. */
    active: z.boolean(),
    hidden: z.boolean(),
  }),
);
export type StorefrontCatalogProduct = z.output<typeof catalogProductSchema>;

const catalogCategorySchema = lazySchema(() =>
  z.object({
    code: z.string(),
    name: z.object({ id: z.string(), en: z.string() }),
    hidden: z.boolean(),
    /** How many of the store's products are in it. */
    productCount: z.number().int(),
  }),
);
export type StorefrontCatalogCategory = z.output<typeof catalogCategorySchema>;

const storefrontCatalogSchema = lazySchema(() =>
  z.object({
    /** The store's products, by name. */
    products: z.array(catalogProductSchema),
    /** The categories of the store's products, in the storefront's order. */
    categories: z.array(catalogCategorySchema),
  }),
);
export type StorefrontCatalog = z.output<typeof storefrontCatalogSchema>;

/**
 * What the storefront hides and the categories' order. A product of another store is STOREFRONT_PRODUCT_NOT_IN_STORE,
 * a category none of the store's products is in STOREFRONT_CATEGORY_UNKNOWN; categories left out keep their place
 * after the named ones.
 */
const storefrontCatalogRequestSchema = lazySchema(() =>
  z.object({
    hiddenItemIds: z.array(z.string().trim().min(1).max(64)).max(5000),
    categories: z
      .array(z.object({ code: z.string().trim().min(1).max(64), hidden: z.boolean() }))
      .max(1000)
      .refine((list) => new Set(list.map((c) => c.code)).size === list.length, 'category codes must differ'),
  }),
);
export type StorefrontCatalogRequest = z.input<typeof storefrontCatalogRequestSchema>;

// ── The page as shoppers see it ──

const shownProductSchema = lazySchema(() => z.object({ itemId: z.string(), name: z.string(), price: z.number().int(), imageUrl: z.string().nullable() }));
export type StorefrontShownProduct = z.output<typeof shownProductSchema>;

/** A section with what it shows resolved: the showcase's visible products, the visible categories, the video's player. */
const storefrontShownSectionSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({ id: z.string(), type: z.literal('BANNER'), title: z.string(), images: z.array(z.object({ imageId: z.string(), url: z.string() })) }),
    z.object({ id: z.string(), type: z.literal('SHOWCASE'), title: z.string(), products: z.array(shownProductSchema) }),
    z.object({
      id: z.string(),
      type: z.literal('CATEGORIES'),
      title: z.string(),
      categories: z.array(z.object({ code: z.string(), name: z.object({ id: z.string(), en: z.string() }) })),
    }),
    z.object({ id: z.string(), type: z.literal('VIDEO'), title: z.string(), provider: z.enum(['YOUTUBE', 'VIMEO']), embedUrl: z.string() }),
    z.object({ id: z.string(), type: z.literal('TEXT'), title: z.string(), format: z.enum(['PLAIN', 'RICH']), body: z.string() }),
  ]),
);
export type StorefrontShownSection = z.output<typeof storefrontShownSectionSchema>;

const storefrontPublicSchema = lazySchema(() =>
  z.object({
    storeCode: z.string(),
    storeName: z.string(),
    version: z.number().int(),
    publishedAt: z.string(),
    sections: z.array(storefrontShownSectionSchema),
  }),
);
export type StorefrontPublic = z.output<typeof storefrontPublicSchema>;

const publishedSchema = lazySchema(() =>
  z.object({
    version: z.number().int().positive(),
    publishedAt: z.string(),
    sections: z.array(storefrontSectionSchema),
  }),
);

const storefrontStateSchema = lazySchema(() =>
  z.object({
    storeCode: z.string(),
    draft: z.object({ sections: z.array(storefrontSectionSchema), updatedAt: z.string().nullable() }),
    /** null: never published. */
    published: publishedSchema.nullable(),
    /** Whether the draft differs from the published version (there is something to publish or discard). */
    draftChanged: z.boolean(),
    /** The public preview's page path. */
    publicPath: z.string(),
    /** The draft as shoppers would see it (the live preview): what the catalog hides left out. */
    preview: z.array(storefrontShownSectionSchema),
  }),
);
export type StorefrontState = z.output<typeof storefrontStateSchema>;

// ── Calls ──

const sellerAccess = featureCallAccess(storefrontFeature);
const draftErrors = [
  'STOREFRONT_SECTION_INVALID',
  'STOREFRONT_TOO_MANY_SECTIONS',
  'STOREFRONT_SHOWCASE_TOO_MANY_PRODUCTS',
  'STOREFRONT_PRODUCT_NOT_IN_STORE',
  'STOREFRONT_BANNER_IMAGE_UNKNOWN',
  'STOREFRONT_VIDEO_URL_INVALID',
  'STOREFRONT_TEXT_UNSAFE',
] as const;

export const storefrontCalls = {
  state: defineCall({
    method: 'GET',
    path: storefrontPaths.storefront,
    summary: "The store's storefront: the draft's sections and the published version.",
    access: sellerAccess,
    answer: storefrontStateSchema,
    errors: [],
  }),
  saveDraft: defineCall({
    method: 'PUT',
    path: storefrontPaths.draft,
    summary: "Replaces the draft's sections (added, edited, removed, in their new order); the published version is untouched.",
    access: sellerAccess,
    body: storefrontDraftRequestSchema,
    answer: storefrontStateSchema,
    errors: draftErrors,
    invalid: { body: 'STOREFRONT_SECTION_INVALID' },
  }),
  discardDraft: defineCall({
    method: 'DELETE',
    path: storefrontPaths.draft,
    summary: 'Discards the draft: it becomes the published version again (or empty, never published).',
    access: sellerAccess,
    answer: storefrontStateSchema,
    errors: [],
  }),
  publish: defineCall({
    method: 'POST',
    path: storefrontPaths.publish,
    summary: 'Publishes the draft as the next version; an empty draft is refused.',
    access: sellerAccess,
    answer: storefrontStateSchema,
    errors: ['STOREFRONT_DRAFT_EMPTY', ...draftErrors],
  }),
  catalog: defineCall({
    method: 'GET',
    path: storefrontPaths.catalog,
    summary: "The store's products and categories with what the storefront hides, the categories in the storefront's order.",
    access: sellerAccess,
    answer: storefrontCatalogSchema,
    errors: [],
  }),
  saveCatalog: defineCall({
    method: 'PUT',
    path: storefrontPaths.catalog,
    summary: 'Chooses the products and categories the storefront hides, and the order of the categories.',
    access: sellerAccess,
    body: storefrontCatalogRequestSchema,
    answer: storefrontCatalogSchema,
    errors: ['STOREFRONT_CATALOG_INVALID', 'STOREFRONT_PRODUCT_NOT_IN_STORE', 'STOREFRONT_CATEGORY_UNKNOWN'],
    invalid: { body: 'STOREFRONT_CATALOG_INVALID' },
  }),
  bannerImage: defineCall({
    method: 'GET',
    path: storefrontPaths.bannerImagePattern,
    summary: "A banner image's bytes, for anyone: the published storefront shows it.",
    access: { public: true },
    params: lazySchema(() => z.object({ imageId: z.string().uuid() })),
    answer: { file: 'image/*' },
    errors: ['NOT_FOUND'],
    invalid: { params: 'NOT_FOUND' },
  }),
  publicStorefront: defineCall({
    method: 'GET',
    path: storefrontPaths.publicPattern,
    summary: "A store's published storefront as shoppers see it (hidden and inactive products and hidden categories left out).",
    access: { public: true },
    params: lazySchema(() => z.object({ storeCode: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) })),
    answer: storefrontPublicSchema,
    errors: ['STOREFRONT_NOT_PUBLISHED'],
    invalid: { params: 'STOREFRONT_NOT_PUBLISHED' },
  }),
} as const;
