import { declareFeature } from '@seller-portal/contracts/core';

/** Onboarding V2 of a new store (§4.2 step 5 /onboarding-v2). */
export const sellerOnboardingFeature = /* @__PURE__ */ declareFeature({
  name: 'seller-onboarding',
  prefixes: ['/onboarding-v2'],
  access: { mode: 'STORE' },
  apps: ['portal'],
});
