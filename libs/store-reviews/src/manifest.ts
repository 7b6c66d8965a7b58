import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { storeReviewsFeature } from '@seller-portal/contracts/store-reviews';

/**
 * The console's review queue of stores (contracts' `storeReviewsFeature`, INTERNAL_STORE-REVIEW): legal data change
 * requests and onboarding submissions, each with its values before and after and one decision.
 */
export const storeReviewsManifest = defineFeatureManifest(storeReviewsFeature, {
  routes: [{ path: 'store-review' }, { path: 'store-review/:reviewId' }],
  load: async () => (await import('./routes')).storeReviewsRoutes(),
});
