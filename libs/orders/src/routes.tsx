import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The order pages (paths relative to the app root; their metadata comes from the manifest), each its own chunk. */
export const routes: FeatureModuleExports['routes'] = [
  { path: 'order-list', lazy: async () => ({ Component: (await import('./pages/OrderListPage')).OrderListPage }) },
  { path: 'order-list/:orderNumber', lazy: async () => ({ Component: (await import('./pages/OrderDetailPage')).OrderDetailPage }) },
];
