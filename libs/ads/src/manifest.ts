import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { adsFeature } from '@seller-portal/contracts/ads';

/** The pages of contracts' `adsFeature`: The seller's ads (bliklan): the ads balance, top-ups from the wallet, the §9 promo, and campaigns for the store's products with their daily results */
export const adsManifest = defineFeatureManifest(adsFeature, {
  routes: [{ path: 'bliklan' }],
  load: async () => (await import('./routes')).adsRoutes(),
});
