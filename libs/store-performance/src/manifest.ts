import type { FeatureManifest, RouteMeta } from '@seller-portal/app-runtime';

const meta: RouteMeta = { mode: 'STORE', permission: 'STORE_REPORT_SELLER-RATING', resetScroll: true };

/**
 * Store performance (§2.5 /report/performance, STORE_REPORT_SELLER-RATING): rating, chat response rate and time,
 * on-time shipping and cancellation rate over a chosen period, with charts.
 */
export const storePerformanceManifest: FeatureManifest = {
  name: 'store-performance',
  prefixes: ['/report/performance'],
  apps: ['portal'],
  routes: [{ path: 'report/performance', meta }],
  shortcuts: [{ labelKey: 'rating', to: '/report/performance', requires: ['STORE_REPORT_SELLER-RATING'] }],
  i18nNamespace: 'store-performance',
  load: () => import('./routes'),
};
