import { declareFeature } from '@seller-portal/contracts/core';

/**
 * The review queue of stores in the internal console: what a seller asks of the marketplace and a person decides.
 * Each item has a kind (a change of the store's legal data, an onboarding V2 submission, …), the values before and
 * after, and one decision by a member of staff; a store has at most one item of a kind waiting.
 */
export const storeReviewsFeature = /* @__PURE__ */ declareFeature({
  name: 'store-reviews',
  prefixes: ['/store-review'],
  access: { mode: 'INTERNAL', codes: ['INTERNAL_STORE-REVIEW'] },
  apps: ['console'],
  menu: [{ code: 'store-reviews', labelKey: 'menu.storeReviews', to: '/store-review', position: 60 }],
});
