import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { storeInfoFeature } from '@seller-portal/contracts/store-info';

/**
 * /store/info (contracts' `storeInfoFeature`, STORE_MANAGE-STORE_STORE-INFORMATION): the store's profile and logo,
 * its legal data with the change request staff review, its owner and identity verification.
 */
export const storeInfoManifest = defineFeatureManifest(storeInfoFeature, {
  routes: [{ path: 'store/info' }],
  load: async () => (await import('./routes')).storeInfoRoutes(),
});
