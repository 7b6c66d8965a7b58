import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { sellerOnboardingFeature } from '@seller-portal/contracts/onboarding';

/** Onboarding V2 of a new store (§4.2 step 5, contracts' `sellerOnboardingFeature`): store details, pickup address and documents, then the store goes live. */
export const sellerOnboardingManifest = defineFeatureManifest(sellerOnboardingFeature, {
  routes: [{ path: 'onboarding-v2' }],
  load: () => import('./routes'),
});
