import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { notificationsFeature } from '@seller-portal/contracts/notifications';
import { BellPlaceholder } from './components/BellPlaceholder';

/**
 * The seller's notification center (§2.5, contracts' `notificationsFeature`): `/notification`, the list with read
 * state, and `/settings/notification`, the preferences per channel and category; and the header's bell, a chunk of
 * its own (the first page never carries it) whose place the header keeps while it loads.
 */
export const notificationsManifest = defineFeatureManifest(notificationsFeature, {
  routes: [{ path: 'notification' }, { path: 'settings/notification' }],
  load: async () => (await import('./routes/notification-routes')).notificationRoutes(),
  slots: [{ place: 'header', load: () => import('./components/NotificationBell'), Placeholder: BellPlaceholder }],
});
