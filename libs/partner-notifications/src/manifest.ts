import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { partnerNotificationsFeature } from '@seller-portal/contracts/partner-notifications';

/**
 * Partner notifications for internal staff (§2.4, contracts' `partnerNotificationsFeature`): `/partners-notification`
 * is one page with two tabs, event-based notifications (the default) and manual notifications (`?tab=manual`); an
 * event's page is `event/:code`, a manual notification's `manual/:id`, each manual page behind the code of what it does.
 */
export const partnerNotificationsManifest = defineFeatureManifest(partnerNotificationsFeature, {
  routes: [
    { path: 'partners-notification' },
    { path: 'partners-notification/event/:code' },
    { path: 'partners-notification/manual/new', action: 'manualSavePage' },
    { path: 'partners-notification/manual/:id', action: 'manualSeePage' },
    { path: 'partners-notification/manual/:id/edit', action: 'manualEditPage' },
  ],
  load: async () => (await import('./routes/partner-notification-routes')).partnerNotificationRoutes(),
});
