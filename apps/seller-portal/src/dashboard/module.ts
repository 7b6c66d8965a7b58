import type { FeatureModuleExports } from '@seller-portal/session-guard';

/** The dashboard module's routes (§2.5 /dashboard and the apps' half-native /dashboard/apps, which has no header). */
export const routes: FeatureModuleExports['routes'] = [
  { path: 'dashboard', lazy: () => import('../routes/dashboard') },
  { path: 'dashboard/apps', lazy: () => import('../routes/dashboard') },
];
