import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { storeStaffFeature } from '@seller-portal/contracts/store-staff';

/** The pages of contracts' `storeStaffFeature`: The store's staff and the pickup points each one serves, kept by the owner. */
export const storeStaffManifest = defineFeatureManifest(storeStaffFeature, {
  routes: [{ path: 'store/staff' }],
  load: async () => (await import('./routes')).storeStaffRoutes(),
});
