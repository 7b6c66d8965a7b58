import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The official store's pages (paths relative to the app root; their metadata comes from the manifest), each its own chunk. */
export function officialStoreRoutes(): FeatureModuleExports {
  return {
    routes: [
      { path: 'officialpages/upgrade', lazy: async () => ({ Component: (await import('./pages/OfficialLandingPage')).OfficialLandingPage }) },
      { path: 'official/upgrade', lazy: async () => ({ Component: (await import('./pages/OfficialApplicationPage')).OfficialUpgradePage }) },
      { path: 'official/renewal', lazy: async () => ({ Component: (await import('./pages/OfficialApplicationPage')).OfficialRenewalPage }) },
      { path: 'official/review', lazy: async () => ({ Component: (await import('./pages/ReviewListPage')).ReviewListPage }) },
      { path: 'official/review/:applicationId', lazy: async () => ({ Component: (await import('./pages/ReviewDetailPage')).ReviewDetailPage }) },
    ],
  };
}
