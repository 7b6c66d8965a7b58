import type { FeatureManifest, RouteMeta } from '@seller-portal/app-runtime';
import type { DashboardSlots } from './slots';

// Every signed-in session has a dashboard; what it shows depends on the session's mode and codes.
const meta: RouteMeta = { resetScroll: true };

/**
 * The dashboard (§2.5): the account summary, the shortcuts the session's codes open and the pickup points.
 * `features` names the app's modules, whose manifests offer the shortcuts (read when the page renders, so the
 * list may include the dashboard itself). `slots` are what other features put on the page, composed by the app
 * (features do not import each other).
 */
export function createDashboardManifest(features: () => readonly FeatureManifest[], slots: DashboardSlots = {}): FeatureManifest {
  return {
    name: 'dashboard',
    prefixes: ['/dashboard'],
    apps: ['portal'],
    // /dashboard/apps is the apps' half-native dashboard, without the header (§2.8).
    routes: [
      { path: 'dashboard', meta },
      { path: 'dashboard/apps', meta },
    ],
    i18nNamespace: 'dashboard',
    load: async () => (await import('./routes')).dashboardRoutes(features, slots),
  };
}
