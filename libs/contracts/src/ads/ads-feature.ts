import { declareFeature } from '@seller-portal/contracts/core';

/**
 * The seller's ads (§2.1 `/bliklan` and `/bliklanv2`, §6 STORE_PROMO_BLIKLAN, its results STORE_ANALYTICS_INHOUSE-BLIKLAN):
 * the ads balance and its history, top-ups from the wallet, the §9 promo, and campaigns for the store's products.
 */
export const adsFeature = /* @__PURE__ */ declareFeature({
  name: 'ads',
  prefixes: ['/bliklan', '/bliklanv2'],
  access: { mode: 'STORE', codes: ['STORE_PROMO_BLIKLAN'] },
  apps: ['portal'],
  menu: [
    { code: 'bliklan', labelKey: 'menu.bliklan', to: '/bliklan', position: 10, group: 'promotion' },
    { code: 'bliklanv2', labelKey: 'menu.adsCampaigns', to: '/bliklanv2', position: 20, group: 'promotion' },
  ],
  tiles: [{ name: 'ads-balance', to: '/bliklan' }],
  // §6 names the in-house ads analytics apart: a campaign's results by day need it beside the ads code.
  actions: { results: { codes: ['STORE_PROMO_BLIKLAN', 'STORE_ANALYTICS_INHOUSE-BLIKLAN'] } },
});
