import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The storefront pages (paths relative to the app root; their metadata comes from the manifest), each its own chunk. */
export function storefrontRoutes(): FeatureModuleExports {
  return {
    routes: [
      { path: 'store-layout', lazy: async () => ({ Component: (await import('./components/StoreLayoutPage')).StoreLayoutPage }) },
      { path: 'store-layout/preview/:storeCode', lazy: async () => ({ Component: (await import('./components/PublicStorefrontPage')).PublicStorefrontPage }) },
      { path: 'store-catalog', lazy: async () => ({ Component: (await import('./components/StoreCatalogPage')).StoreCatalogPage }) },
    ],
  };
}
