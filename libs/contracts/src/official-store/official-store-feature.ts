import { declareFeature } from '@seller-portal/contracts/core';

/**
 * The official store (§2.5 `/officialpages/upgrade`, `/official/upgrade`, `/official/renewal`): a store applies to
 * become OFFICIAL with its brand and the brand's documents (trademark certificate, and the brand owner's authorisation
 * letter when the store is not the brand owner); internal staff review it in the console (`/official/review`,
 * INTERNAL_OFFICIAL-STORE_REVIEW) and an approval adds OFFICIAL to the store's business types for a term. Before the
 * term ends the store applies to renew it, with the same review; reminders arrive as notifications.
 */
export const officialStoreFeature = /* @__PURE__ */ declareFeature({
  name: 'official-store',
  prefixes: ['/official', '/officialpages'],
  access: { mode: 'STORE', codes: ['STORE_MANAGE-STORE_STORE-INFORMATION'] },
  apps: ['portal', 'console'],
  actions: { review: { mode: 'INTERNAL', codes: ['INTERNAL_OFFICIAL-STORE_REVIEW'] } },
  menu: [
    { code: 'official-store', labelKey: 'menu.officialStore', to: '/officialpages/upgrade', position: 35, group: 'store' },
    {
      code: 'official-store-review',
      labelKey: 'menu.officialStoreReview',
      to: '/official/review',
      position: 65,
      access: { mode: 'INTERNAL', codes: ['INTERNAL_OFFICIAL-STORE_REVIEW'] },
    },
  ],
});
