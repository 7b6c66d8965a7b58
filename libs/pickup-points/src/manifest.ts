import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { pickupPointsFeature } from '@seller-portal/contracts/pickup-points';

/** The pages of contracts' `pickupPointsFeature`: The store's pickup points: address over Indonesia's regions, map pin, contact, opening hours and courier pickup schedules, and the schedules that cannot work */
export const pickupPointsManifest = defineFeatureManifest(pickupPointsFeature, {
  routes: [{ path: 'store/address' }],
  load: async () => (await import('./routes')).pickupPointsRoutes(),
});
