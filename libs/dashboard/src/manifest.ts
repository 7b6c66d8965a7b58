import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { dashboardFeature } from '@seller-portal/contracts/analytics';

/**
 * The dashboard (§2.5, contracts' `dashboardFeature`): the store's figures and tasks, the account summary, the
 * shortcuts and figures the mounted features declare for the session, the other features' dashboard parts, and the
 * pickup points; and `/task`, every task that needs the seller (a store's). /dashboard/apps is the apps'
 * half-native dashboard, without the header (§2.8).
 */
export const dashboardManifest = defineFeatureManifest(dashboardFeature, {
  routes: [{ path: 'dashboard' }, { path: 'dashboard/apps' }, { path: 'task', action: 'tasks' }],
  load: async () => (await import('./routes')).dashboardRoutes(),
});
