import type { FeatureManifest, RouteMeta } from '@seller-portal/app-runtime';

const meta: RouteMeta = { mode: 'INTERNAL', permission: 'partners_notification', resetScroll: true };

/** Partner notifications for internal staff: event-based and manual notifications to sellers (§2.4). */
export const partnerNotificationsManifest: FeatureManifest = {
  name: 'partner-notifications',
  prefixes: ['/partners-notification'],
  apps: ['portal', 'console'],
  routes: [
    { path: 'partners-notification', meta },
    { path: 'partners-notification/event/:code', meta },
    { path: 'partners-notification/manual/:id', meta },
  ],
  shortcuts: [{ labelKey: 'partnersNotification', to: '/partners-notification', requires: ['INTERNAL_NOTIFICATION'] }],
  i18nNamespace: 'partner-notifications',
};
