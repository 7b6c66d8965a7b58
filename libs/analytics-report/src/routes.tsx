import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The analytics-report page (paths relative to the app root; their metadata comes from the manifest). */
export function analyticsReportRoutes(): FeatureModuleExports {
  return { routes: [{ path: 'unsubscribe/analytics', lazy: async () => ({ Component: (await import('./AnalyticsReportPage')).AnalyticsReportPage }) }] };
}
