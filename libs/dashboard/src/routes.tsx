import { prefetchingLoader, type FeatureModuleExports } from '@seller-portal/app-runtime';
import { prefetchFigures } from './api/dashboard';

/** The dashboard pages (paths relative to the app root; their metadata comes from the manifest). */
export function dashboardRoutes(): FeatureModuleExports {
  const page = async () => ({ Component: (await import('./DashboardPage')).DashboardPage });
  // The figures' queries start with the navigation, beside the page's chunk and the session's answer.
  const loader = prefetchingLoader(prefetchFigures);
  return {
    routes: [
      { path: 'dashboard', lazy: page, loader },
      { path: 'dashboard/apps', lazy: page, loader },
      { path: 'task', lazy: async () => ({ Component: (await import('./TasksPage')).TasksPage }) },
    ],
  };
}
