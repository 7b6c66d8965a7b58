import { declareFeature } from '@seller-portal/contracts/core';

/**
 * Inbound purchase orders (§2.5 `/ipo`, §6 STORE_FBB-CENTER; header hidden on phones and tablets, §2.8): a store of
 * the marketplace's fulfilment programme tells a fulfilment warehouse which of its products it sends, how many, and
 * the day they arrive, so the warehouse can book the dock and count them in. An order is SUBMITTED until the
 * warehouse receives it (RECEIVED); the seller may cancel it before that (CANCELLED).
 */
export const ipoFeature = /* @__PURE__ */ declareFeature({
  name: 'ipo',
  prefixes: ['/ipo'],
  access: { mode: 'STORE', codes: ['STORE_FBB-CENTER'] },
  apps: ['portal'],
  menu: [{ code: 'ipo', labelKey: 'menu.ipo', to: '/ipo', position: 45, group: 'store' }],
});
