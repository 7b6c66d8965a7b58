import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The staff page (paths relative to the app root; its metadata comes from the manifest). */
export function storeStaffRoutes(): FeatureModuleExports {
  return { routes: [{ path: 'store/staff', lazy: async () => ({ Component: (await import('./components/StoreStaffPage')).StoreStaffPage }) }] };
}
