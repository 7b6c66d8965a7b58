import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { settlementsFeature } from '@seller-portal/contracts/settlements';

/**
 * Settlements (§2.5 `/settlements` and `/settlements/document`, contracts' `settlementsFeature`): the months with their
 * totals, the lines per completed order with filters and the Excel export, and each month's fee invoice and
 * settlement statement. §2.8's layout rules hide the header and footer on a phone (`device-layout`).
 */
export const settlementsManifest = defineFeatureManifest(settlementsFeature, {
  routes: [{ path: 'settlements' }, { path: 'settlements/document' }],
  load: () => import('./routes'),
});
