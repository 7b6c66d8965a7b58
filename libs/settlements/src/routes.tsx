import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The settlement pages (paths relative to the app root; their metadata comes from the manifest), each its own chunk. */
export const routes: FeatureModuleExports['routes'] = [
  { path: 'settlements', lazy: async () => ({ Component: (await import('./pages/SettlementsPage')).SettlementsPage }) },
  { path: 'settlements/document', lazy: async () => ({ Component: (await import('./pages/SettlementDocumentsPage')).SettlementDocumentsPage }) },
];
