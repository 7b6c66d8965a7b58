import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The pickup-points pages (paths relative to the app root; their metadata comes from the manifest). */
export function pickupPointsRoutes(): FeatureModuleExports {
  return { routes: [{ path: 'store/address', lazy: async () => ({ Component: (await import('./PickupPointsPage')).PickupPointsPage }) }] };
}
