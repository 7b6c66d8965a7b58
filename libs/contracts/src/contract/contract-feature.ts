import { declareFeature } from '@seller-portal/contracts/core';

/**
 * The contract and its margins (§2.5 `/contract`, `/contract/margin/:id`, `/contract/base-margin/:parentCategoryCode`;
 * §2.7 public pages with the header). Everyone sees the marketplace's standard terms and its base margins per
 * category (the commission it charges by default, public as in every marketplace); a STORE session holding
 * STORE_MANAGE-STORE_STORE-INFORMATION also sees its store's contract (term, version, the signed version as a PDF)
 * and its own margins: agreements that override the base margin of a category for a period. Settlements charge a
 * completed order's items by these margins.
 */
export const contractFeature = /* @__PURE__ */ declareFeature({
  name: 'contract',
  prefixes: ['/contract'],
  access: { mode: 'STORE', codes: ['STORE_MANAGE-STORE_STORE-INFORMATION'] },
  apps: ['portal'],
  menu: [{ code: 'contract', labelKey: 'menu.contract', to: '/contract', position: 40, group: 'store' }],
});
