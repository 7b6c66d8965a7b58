import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The ads pages (paths relative to the app root; their metadata comes from the manifest). */
export const routes: FeatureModuleExports['routes'] = [
  { path: 'bliklan', lazy: async () => ({ Component: (await import('./pages/OverviewPage')).OverviewPage }) },
  { path: 'bliklanv2', lazy: async () => ({ Component: (await import('./pages/CampaignsPage')).CampaignsPage }) },
  { path: 'bliklanv2/:campaignId', lazy: async () => ({ Component: (await import('./pages/ResultsPage')).ResultsPage }) },
];
