import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The staff's CMS pages (paths relative to the app root; their metadata comes from the manifest), each its own chunk. */
export function cmsContentRoutes(): FeatureModuleExports {
  return {
    routes: [
      { path: 'cms-content', lazy: async () => ({ Component: (await import('./CmsListPage')).CmsListPage }) },
      { path: 'cms-content/:code', lazy: async () => ({ Component: (await import('./CmsEditPage')).CmsEditPage }) },
    ],
  };
}
