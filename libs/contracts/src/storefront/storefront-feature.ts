import { declareFeature } from '@seller-portal/contracts/core';

/**
 * The storefront builder (§2.5 `/store-layout`, `/store-catalog`, §6 STORE_MANAGE-STORE_STORE-INFORMATION): the
 * store's page as a list of sections (banners, a product showcase, the category list, a video, text), edited as a
 * draft and published as a numbered version; and which of the store's products and categories the page shows. The
 * published page is public at `/store-layout/preview/:storeCode` (§2.8: no footer on either page).
 */
export const storefrontFeature = /* @__PURE__ */ declareFeature({
  name: 'storefront',
  prefixes: ['/store-layout', '/store-catalog'],
  access: { mode: 'STORE', codes: ['STORE_MANAGE-STORE_STORE-INFORMATION'] },
  apps: ['portal'],
  menu: [
    { code: 'store-layout', labelKey: 'menu.storefront', to: '/store-layout', position: 30, group: 'store' },
    { code: 'store-catalog', labelKey: 'menu.storefrontCatalog', to: '/store-catalog', position: 31, group: 'store' },
  ],
});
