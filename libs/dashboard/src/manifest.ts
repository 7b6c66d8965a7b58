import type { FeatureManifest, RouteMeta } from '@seller-portal/app-runtime';
import type { DashboardSlots } from './slots';

// Every signed-in session has a dashboard; what it shows depends on the session's mode and codes.
const meta: RouteMeta = { resetScroll: true };
// §2.5 the tasks are a store's: what needs the seller, each kind by the codes the session holds.
const taskMeta: RouteMeta = { mode: 'STORE', resetScroll: true };

/**
 * The dashboard (§2.5): the store's figures and tasks, the account summary, the shortcuts the session's codes open and
 * the pickup points; and `/task`, every task that needs the seller.
 * `features` names the app's modules, whose manifests offer the shortcuts (read when the page renders, so the
 * list may include the dashboard itself). `slots` are what other features put on the page, composed by the app
 * (features do not import each other).
 */
export function createDashboardManifest(features: () => readonly FeatureManifest[], slots: DashboardSlots = {}): FeatureManifest {
  return {
    name: 'dashboard',
    prefixes: ['/dashboard', '/task'],
    apps: ['portal'],
    // /dashboard/apps is the apps' half-native dashboard, without the header (§2.8).
    routes: [
      { path: 'dashboard', meta },
      { path: 'dashboard/apps', meta },
      { path: 'task', meta: taskMeta },
    ],
    i18nNamespace: 'dashboard',
    load: async () => (await import('./routes')).dashboardRoutes(features, slots),
  };
}
