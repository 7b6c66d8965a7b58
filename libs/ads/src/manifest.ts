import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { adsFeature } from '@seller-portal/contracts/ads';

/**
 * Ads (§2.1 `/bliklan` and `/bliklanv2`, contracts' `adsFeature`): the ads balance with its top-up (the one-time code
 * from the threshold on), the §9 promo and the balance history; the campaigns with today's results, their form with
 * the product picker, pause, resume and end; a campaign's results by day (its own code, STORE_ANALYTICS_INHOUSE-BLIKLAN).
 */
export const adsManifest = defineFeatureManifest(adsFeature, {
  routes: [{ path: 'bliklan' }, { path: 'bliklanv2' }, { path: 'bliklanv2/:campaignId', action: 'results' }],
  load: () => import('./routes'),
});
