import type { FeatureManifest, RouteMeta } from '@seller-portal/app-runtime';

/** §6: every STORE session's, owner or staff; no code of its own. */
const meta: RouteMeta = { mode: 'STORE', resetScroll: true };

/**
 * The seller's notification center (§2.5): `/notification`, the list with read state, and `/settings/notification`,
 * the preferences per channel and category. The header's bell is `NotificationBell`, which the portal puts in the
 * shell's header.
 */
export const notificationsManifest: FeatureManifest = {
  name: 'notifications',
  prefixes: ['/notification', '/settings/notification'],
  apps: ['portal'],
  routes: [
    { path: 'notification', meta },
    { path: 'settings/notification', meta },
  ],
  shortcuts: [],
  i18nNamespace: 'notifications',
  load: async () => (await import('./routes/notification-routes')).notificationRoutes(),
};
