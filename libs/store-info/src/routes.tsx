import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The store-info pages (paths relative to the app root; their metadata comes from the manifest). */
export function storeInfoRoutes(): FeatureModuleExports {
  return { routes: [{ path: 'store/info', lazy: async () => ({ Component: (await import('./components/StoreInfoPage')).StoreInfoPage }) }] };
}
