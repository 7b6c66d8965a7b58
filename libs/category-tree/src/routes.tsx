import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The category-tree pages (paths relative to the app root; their metadata comes from the manifest). */
export function categoryTreeRoutes(): FeatureModuleExports {
  return { routes: [{ path: 'category-tree', lazy: async () => ({ Component: (await import('./CategoryTreePage')).CategoryTreePage }) }] };
}
