import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/**
 * §2.4 the partner notification pages (paths relative to the app root; their metadata comes from the manifest), each
 * its own chunk. The landing page holds the two tabs; each tab's list is a chunk of its own too.
 */
export function partnerNotificationRoutes(): FeatureModuleExports {
  return {
    routes: [
      {
        path: 'partners-notification',
        lazy: async () => ({ Component: (await import('../components/PartnerNotificationsPage')).PartnerNotificationsPage }),
      },
      {
        path: 'partners-notification/event/:code',
        lazy: async () => ({ Component: (await import('../events/components/EventDetailPage')).EventDetailPage }),
      },
      {
        path: 'partners-notification/manual/new',
        lazy: async () => ({ Component: (await import('../manual/components/ManualNotificationForm')).ManualNotificationCreatePage }),
      },
      {
        path: 'partners-notification/manual/:id',
        lazy: async () => ({ Component: (await import('../manual/ManualNotificationPage')).ManualNotificationPage }),
      },
      {
        path: 'partners-notification/manual/:id/edit',
        lazy: async () => ({ Component: (await import('../manual/components/ManualNotificationForm')).ManualNotificationEditPage }),
      },
    ],
  };
}
