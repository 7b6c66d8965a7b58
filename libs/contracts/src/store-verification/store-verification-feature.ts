import { declareFeature } from '@seller-portal/contracts/core';

/**
 * Identity verification (§4.5 /store/verification): the owner's pages and the ID-verification modal are a STORE
 * session's; the §2.7 QR capture pages are public (the phone's token is the proof).
 */
export const storeVerificationFeature = /* @__PURE__ */ declareFeature({
  name: 'store-verification',
  prefixes: ['/store/verification'],
  access: { mode: 'STORE' },
  apps: ['portal', 'console'],
  // §4.5 internal staff review the photos (the console's `/store/verification/review`, and the portal's for an INTERNAL session).
  actions: { review: { mode: 'INTERNAL', codes: ['INTERNAL_IDENTITY-REVIEW'] } },
  menu: [
    {
      code: 'identity-review',
      labelKey: 'menu.identityReview',
      to: '/store/verification/review',
      position: 66,
      access: { mode: 'INTERNAL', codes: ['INTERNAL_IDENTITY-REVIEW'] },
    },
  ],
});
