import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { pickupPointsFeature } from '@seller-portal/contracts/pickup-points';

/**
 * The store's pickup points (contracts' `pickupPointsFeature`, STORE_MANAGE-STORE_STORE-INFORMATION): the list with
 * the schedules that cannot work, and one pickup point's page (`new` adds one).
 */
export const pickupPointsManifest = defineFeatureManifest(pickupPointsFeature, {
  routes: [{ path: 'store/address' }, { path: 'store/address/:pickupPointCode' }],
  load: async () => (await import('./routes')).pickupPointsRoutes(),
});
