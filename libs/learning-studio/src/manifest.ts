import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { learningStudioFeature } from '@seller-portal/contracts/education';

/**
 * Seller Learning's authoring for internal staff (contracts' `learningStudioFeature`, INTERNAL_SELLER-LEARNING): the
 * list of articles and videos by state, and their editors in Indonesian and English with preview, schedule, publish
 * and unpublish. Outside `/learning/*`, which holds the public learning pages.
 */
export const learningStudioManifest = defineFeatureManifest(learningStudioFeature, {
  routes: [
    { path: 'learning-studio' },
    { path: 'learning-studio/articles/new' },
    { path: 'learning-studio/articles/:id' },
    { path: 'learning-studio/videos/new' },
    { path: 'learning-studio/videos/:id' },
  ],
  load: async () => (await import('./routes/learning-studio-routes')).learningStudioRoutes(),
});
