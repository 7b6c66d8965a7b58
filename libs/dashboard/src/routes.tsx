import type { FeatureManifest, FeatureModuleExports } from '@seller-portal/app-runtime';
import { shortcutsOf } from './shortcuts';

/** The dashboard pages (paths relative to the app root; their metadata comes from the manifest). */
export function dashboardRoutes(features: () => readonly FeatureManifest[]): FeatureModuleExports {
  const page = async () => {
    const { DashboardPage } = await import('./DashboardPage');
    return { Component: () => <DashboardPage shortcuts={shortcutsOf(features())} /> };
  };
  return {
    routes: [
      { path: 'dashboard', lazy: page },
      { path: 'dashboard/apps', lazy: page },
    ],
  };
}
