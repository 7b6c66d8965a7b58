import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { officialStoreFeature } from '@seller-portal/contracts/official-store';

/**
 * The official store (contracts' `officialStoreFeature`): the seller's landing page, application and renewal (STORE,
 * STORE_MANAGE-STORE_STORE-INFORMATION; §2.8's layout rules hide the header and footer of the application and renewal
 * on a phone, `device-layout`), and the review of the applications by internal staff (INTERNAL_OFFICIAL-STORE_REVIEW).
 */
export const officialStoreManifest = defineFeatureManifest(officialStoreFeature, {
  routes: [
    { path: 'officialpages/upgrade' },
    { path: 'official/upgrade' },
    { path: 'official/renewal' },
    { path: 'official/review', action: 'review' },
    { path: 'official/review/:applicationId', action: 'review' },
  ],
  load: async () => (await import('./routes')).officialStoreRoutes(),
});
