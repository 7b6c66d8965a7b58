import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** The dashboard pages (paths relative to the app root; their metadata comes from the manifest). */
export function dashboardRoutes(): FeatureModuleExports {
  const page = async () => ({ Component: (await import('./DashboardPage')).DashboardPage });
  return {
    routes: [
      { path: 'dashboard', lazy: page },
      { path: 'dashboard/apps', lazy: page },
      { path: 'task', lazy: async () => ({ Component: (await import('./TasksPage')).TasksPage }) },
    ],
  };
}
