import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { ipoFeature } from '@seller-portal/contracts/ipo';

/**
 * Inbound purchase orders (contracts' `ipoFeature`, §2.5 `/ipo`, STORE_FBB-CENTER): the stock a store sends to the
 * marketplace's fulfilment warehouses. §2.8's layout rules hide the header on phones and tablets (`device-layout`).
 */
export const ipoManifest = defineFeatureManifest(ipoFeature, {
  routes: [{ path: 'ipo' }],
  load: async () => (await import('./routes')).ipoRoutes(),
});
