import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { learningFeature } from '@seller-portal/contracts/education';

/** §2.7: Seller Learning is public and keeps the header; a new page starts at its top. */
const publicPage = { public: true, resetScroll: true } as const;

/** The paths of Seller Learning's pages (§2.5), the same for the portal and the server-rendered HTML. */
export const learningPagePaths = [
  'learning',
  'learning/news',
  'learning/news/:slug',
  'learning/guide',
  'learning/guide/article/:slug',
  'learning/search',
  'learning/search/video',
] as const;

/**
 * Seller Learning (contracts' `learningFeature`): news, guides, articles, videos and the search, public with the
 * header; a signed-in seller also sees their reading progress.
 */
export const learningManifest = defineFeatureManifest(learningFeature, {
  routes: learningPagePaths.map((path) => ({ path, meta: publicPage })),
  load: () => import('./routes'),
});
