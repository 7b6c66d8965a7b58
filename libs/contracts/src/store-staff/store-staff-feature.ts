import { declareFeature } from '@seller-portal/contracts/core';

/**
 * The store's staff and the pickup points each one serves (`/store/staff`, the store's owner only: the server refuses
 * anyone else with PE403001). A staff member assigned to some pickup points sees only their orders (list, counts,
 * detail, actions), their figures on the dashboard and their MPP chat rooms; one with none assigned, and the owner,
 * every pickup point of the store.
 */
export const storeStaffFeature = /* @__PURE__ */ declareFeature({
  name: 'store-staff',
  prefixes: ['/store/staff'],
  access: { mode: 'STORE', codes: ['STORE_MANAGE-STORE_STORE-INFORMATION'] },
  apps: ['portal'],
  menu: [{ code: 'store-staff', labelKey: 'menu.storeStaff', to: '/store/staff', position: 30, group: 'store' }],
});
