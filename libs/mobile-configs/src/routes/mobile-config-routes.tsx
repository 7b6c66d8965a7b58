import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** §2.4 the mobile config pages (paths relative to the app root; their metadata comes from the manifest), each its own chunk. */
export function mobileConfigRoutes(): FeatureModuleExports {
  return {
    routes: [
      { path: 'mobile-config', lazy: async () => ({ Component: (await import('../components/MobileConfigListPage')).MobileConfigListPage }) },
      { path: 'mobile-config/create', lazy: async () => ({ Component: (await import('../components/MobileConfigFormPage')).MobileConfigCreatePage }) },
      { path: 'mobile-config/:key/edit', lazy: async () => ({ Component: (await import('../components/MobileConfigFormPage')).MobileConfigEditPage }) },
      { path: 'mobile-config/:key/view', lazy: async () => ({ Component: (await import('../components/MobileConfigViewPage')).MobileConfigViewPage }) },
    ],
  };
}
