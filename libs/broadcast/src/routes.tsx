import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The broadcast pages (paths relative to the app root; their metadata comes from the manifest). */
export const routes: FeatureModuleExports['routes'] = [
  { path: 'broadcast', lazy: async () => ({ Component: (await import('./BroadcastPage')).BroadcastPage }) },
];
