import type { FeatureManifest, RouteMeta } from '@seller-portal/app-runtime';

const meta: RouteMeta = { mode: 'INTERNAL', permission: 'partners_notification', resetScroll: true };

/**
 * Partner notifications for internal staff (§2.4): `/partners-notification` is one page with two tabs, event-based
 * notifications (the default) and manual notifications (`?tab=manual`); an event's page is `event/:code`, a manual
 * notification's `manual/:id`.
 */
export const partnerNotificationsManifest: FeatureManifest = {
  name: 'partner-notifications',
  prefixes: ['/partners-notification'],
  apps: ['portal', 'console'],
  routes: [
    { path: 'partners-notification', meta },
    { path: 'partners-notification/event/:code', meta },
    // Manual notifications: each page also needs the INTERNAL_NOTIFICATION_MANUAL- code of what it does (§6).
    { path: 'partners-notification/manual/new', meta: { ...meta, permission: ['partners_notification', 'INTERNAL_NOTIFICATION_MANUAL-SAVE'] } },
    { path: 'partners-notification/manual/:id', meta: { ...meta, permission: ['partners_notification', 'INTERNAL_NOTIFICATION_MANUAL-SEE'] } },
    { path: 'partners-notification/manual/:id/edit', meta: { ...meta, permission: ['partners_notification', 'INTERNAL_NOTIFICATION_MANUAL-EDIT'] } },
  ],
  shortcuts: [{ labelKey: 'partnersNotification', to: '/partners-notification', requires: ['INTERNAL_NOTIFICATION'] }],
  i18nNamespace: 'partner-notifications',
  load: async () => (await import('./routes/partner-notification-routes')).partnerNotificationRoutes(),
};
