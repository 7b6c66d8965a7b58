import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The product pages (paths relative to the app root; their metadata comes from the manifest), each its own chunk. */
export function productRoutes(): FeatureModuleExports {
  return {
    routes: [
      { path: 'external/product/active/all', lazy: async () => ({ Component: (await import('../pages/ProductListPage')).ProductListPage }) },
      { path: 'product-review', lazy: async () => ({ Component: (await import('../pages/ProductReviewPage')).ProductReviewPage }) },
    ],
  };
}
