import { declareFeature } from '@seller-portal/contracts/core';

/**
 * A store's pickup points (§2.5 `/store/address`, `/store/address/:pickupPointCode`, §6
 * STORE_MANAGE-STORE_STORE-INFORMATION): where couriers collect the store's parcels. Each has an address placed in
 * Indonesia's regions (province → city or regency → district, Kemendagri codes) with a postal code and an optional
 * map pin, a contact phone, opening hours per day, the couriers it works with and their pickup schedules; one is the
 * store's main pickup point. Orders, their filters, chat (MPP rooms) and the session read the same pickup points.
 */
export const pickupPointsFeature = /* @__PURE__ */ declareFeature({
  name: 'pickup-points',
  prefixes: ['/store/address'],
  access: { mode: 'STORE', codes: ['STORE_MANAGE-STORE_STORE-INFORMATION'] },
  apps: ['portal'],
  menu: [{ code: 'pickup-points', labelKey: 'menu.pickupPoints', to: '/store/address', position: 20, group: 'store' }],
  shortcuts: [{ labelKey: 'pickupPoints', to: '/store/address', position: 95 }],
});
