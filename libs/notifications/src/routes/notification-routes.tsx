import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/** §2.5 the notification pages (paths relative to the app root; their metadata comes from the manifest), each its own chunk. */
export function notificationRoutes(): FeatureModuleExports {
  return {
    routes: [
      { path: 'notification', lazy: async () => ({ Component: (await import('../components/NotificationListPage')).NotificationListPage }) },
      { path: 'settings/notification', lazy: async () => ({ Component: (await import('../components/NotificationSettingsPage')).NotificationSettingsPage }) },
    ],
  };
}
