import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The store-performance pages (paths relative to the app root; their metadata comes from the manifest). */
export const routes: FeatureModuleExports['routes'] = [
  { path: 'report/performance', lazy: async () => ({ Component: (await import('./StorePerformancePage')).StorePerformancePage }) },
];
