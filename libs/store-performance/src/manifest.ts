import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { storePerformanceFeature } from '@seller-portal/contracts/analytics';

/**
 * Store performance (§2.5 /report/performance, STORE_REPORT_SELLER-RATING, contracts' `storePerformanceFeature`):
 * rating, chat response rate and time, on-time shipping and cancellation rate over a chosen period, with charts.
 */
export const storePerformanceManifest = defineFeatureManifest(storePerformanceFeature, {
  routes: [{ path: 'report/performance' }],
  load: () => import('./routes'),
});
