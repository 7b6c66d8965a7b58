import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/**
 * §2.4 the API center's pages (paths relative to the app root; their metadata comes from the manifest), each its own
 * chunk: the list never carries Redoc, which only the specification page imports, when it shows a document.
 */
export function apiCenterRoutes(): FeatureModuleExports {
  return {
    routes: [
      { path: 'api-center', lazy: async () => ({ Component: (await import('../components/ApiCenterPage')).ApiCenterPage }) },
      { path: 'api-center/:id', lazy: async () => ({ Component: (await import('../components/SpecificationPage')).SpecificationPage }) },
    ],
  };
}
