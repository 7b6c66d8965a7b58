import { declareFeature } from '@seller-portal/contracts/core';

/**
 * The store's information (§2.5 `/store/info`, §6 STORE_MANAGE-STORE_STORE-INFORMATION): its profile (logo,
 * description, contact) saved at once, its owner and identity verification, and its legal data (name, business type,
 * NPWP, the owner's identity), which changes only through a request internal staff review.
 */
export const storeInfoFeature = /* @__PURE__ */ declareFeature({
  name: 'store-info',
  prefixes: ['/store/info'],
  access: { mode: 'STORE', codes: ['STORE_MANAGE-STORE_STORE-INFORMATION'] },
  apps: ['portal'],
  menu: [{ code: 'store-info', labelKey: 'menu.storeInfo', to: '/store/info', position: 10, group: 'store' }],
});
