import { declareFeature } from '@seller-portal/contracts/core';

/**
 * Settlements (§2.5 `/settlements` and `/settlements/document`, §6 STORE_STORE-WALLET_VIEW): what each completed order
 * pays the store. A COMPLETED order gets one settlement line: its gross (the items' total), the marketplace's
 * commission by the items' categories, the seller's shipping subsidy and ads deductions, and the net, which waits in
 * the wallet's pending balance until the line's settlement date and then moves to the available balance (SETTLED).
 * Lines group into months (the store's calendar, WIB) with their totals, a fee invoice and a settlement statement.
 */
export const settlementsFeature = /* @__PURE__ */ declareFeature({
  name: 'settlements',
  prefixes: ['/settlements'],
  access: { mode: 'STORE', codes: ['STORE_STORE-WALLET_VIEW'] },
  apps: ['portal'],
  menu: [{ code: 'settlements', labelKey: 'menu.settlements', to: '/settlements', position: 51, group: 'finance' }],
});
