import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The review queue's pages (paths relative to the app root; their metadata comes from the manifest), each its own chunk. */
export function storeReviewsRoutes(): FeatureModuleExports {
  return {
    routes: [
      { path: 'store-review', lazy: async () => ({ Component: (await import('./components/ReviewListPage')).ReviewListPage }) },
      { path: 'store-review/:reviewId', lazy: async () => ({ Component: (await import('./components/ReviewDetailPage')).ReviewDetailPage }) },
    ],
  };
}
