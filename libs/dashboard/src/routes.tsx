import type { FeatureManifest, FeatureModuleExports } from '@seller-portal/app-runtime';
import { shortcutsOf } from './shortcuts';
import type { DashboardSlots } from './slots';

/** The dashboard pages (paths relative to the app root; their metadata comes from the manifest). */
export function dashboardRoutes(features: () => readonly FeatureManifest[], slots: DashboardSlots = {}): FeatureModuleExports {
  const page = async () => {
    const { DashboardPage } = await import('./DashboardPage');
    return { Component: () => <DashboardPage shortcuts={shortcutsOf(features())} slots={slots} /> };
  };
  return {
    routes: [
      { path: 'dashboard', lazy: page },
      { path: 'dashboard/apps', lazy: page },
      { path: 'task', lazy: async () => ({ Component: (await import('./TasksPage')).TasksPage }) },
    ],
  };
}
