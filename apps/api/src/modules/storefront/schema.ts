import type { StorefrontSection } from '@seller-portal/contracts/storefront';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, timestamptz } from '../../db/columns';
import { storeRef } from '../../db/directory-schema';

/** What the storefront hides of the store's catalog, and the categories' order (codes first to last). */
export interface StorefrontCatalogChoice {
  hiddenItemIds: string[];
  hiddenCategoryCodes: string[];
  categoryOrder: string[];
}

/**
 * A store's storefront (§2.5 `/store-layout`): the draft the seller edits and the version shoppers see, each a list of
 * sections in order; `published_version` counts publications (0: never published). `catalog` is `/store-catalog`'s
 * choice of what the page shows.
 */
export const storefronts = pgTable('storefronts', {
  storeCode: storeRef().primaryKey(),
  draftSections: jsonb('draft_sections').$type<StorefrontSection[]>().notNull().default([]),
  draftUpdatedAt: timestamptz('draft_updated_at'),
  publishedSections: jsonb('published_sections').$type<StorefrontSection[]>(),
  publishedVersion: integer('published_version').notNull().default(0),
  publishedAt: timestamptz('published_at'),
  publishedBy: uuid('published_by'),
  catalog: jsonb('catalog').$type<StorefrontCatalogChoice>().notNull().default({ hiddenItemIds: [], hiddenCategoryCodes: [], categoryOrder: [] }),
});

/** A banner image a store uploaded, judged by its bytes (JPEG, PNG or WebP) before it was kept. */
export const storefrontBannerImages = pgTable(
  'storefront_banner_images',
  {
    id: uuid('id').primaryKey(),
    storeCode: storeRef(),
    mediaType: text('media_type').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: uuid('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [index('storefront_banner_images_store_idx').on(t.storeCode)],
);
