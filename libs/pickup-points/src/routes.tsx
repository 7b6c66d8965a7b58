import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The pickup point pages (paths relative to the app root; their metadata comes from the manifest), each its own chunk. */
export function pickupPointsRoutes(): FeatureModuleExports {
  return {
    routes: [
      { path: 'store/address', lazy: async () => ({ Component: (await import('./components/PickupPointListPage')).PickupPointListPage }) },
      { path: 'store/address/:pickupPointCode', lazy: async () => ({ Component: (await import('./components/PickupPointEditPage')).PickupPointEditPage }) },
    ],
  };
}
