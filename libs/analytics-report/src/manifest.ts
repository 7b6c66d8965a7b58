import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { analyticsReportFeature } from '@seller-portal/contracts/analytics-report';

/** §2.5/§2.7 `/unsubscribe/analytics`: public, opened from an analytics report email's signed link (contracts' `analyticsReportFeature`). */
export const analyticsReportManifest = defineFeatureManifest(analyticsReportFeature, {
  routes: [{ path: 'unsubscribe/analytics', meta: { public: true } }],
  load: async () => (await import('./routes')).analyticsReportRoutes(),
});
