import { accessOf } from '@seller-portal/contracts/core';
import { notificationsFeature } from '@seller-portal/contracts/notifications';
import type { ServerModule } from '../server-module';
import { storeCodeOf } from '../session';
import { textMatch } from '../shared/search-sources';
import { seedDemoNotifications } from './demo';
import { NotificationRepository } from './repository';
import { notificationRoutes } from './routes';
import { notificationCounters, notificationDeliveries, notificationPreferences, notifications, notificationSettings } from './schema';
import { NotificationService } from './service';

export { NotificationService, checkedDeliveryRequest, type NotificationDeliveryRecord } from './service';
export { retargetDemoOrderNotifications } from './demo';

declare module '../server-module' {
  interface Services {
    /**
     * The delivery every sender uses (partner notification events, manual notifications):
     *
     * ```ts
     * const result = await services.notifications.deliver({
     *   source: { kind: 'EVENT', code: 'ORDER_CREATED' },          // or { kind: 'MANUAL', code: manualNotificationId }
     *   category: 'ORDER',                                        // contracts' notificationCategories
     *   storeCodes: ['DEMO-60001'],                               // expanded to each store's active owner and staff
     *   content: {                                                // rendered already; only the channels present are sent
     *     IN_APP: { id: { title, body }, en: { title, body }, link: '/order-list' },
     *     EMAIL: { id: { title, body }, en: { title, body } },
     *   },
     * });
     * // → { deliveryId, recipients (distinct users), byChannel: { IN_APP: { sent, skippedByPreference, failed }, … },
     * //     unknownStoreCodes }
     * ```
     *
     * - IN_APP: one row per user and store (`notifications`, counted in `notification_counters`), published as
     *   `notification.created` on the user's realtime audience in the same transaction.
     * - EMAIL, PUSH, WHATSAPP: one message per user in the language of their notification settings, through the
     *   delivery module's outbox (`purpose` `NOTIFICATION_<category>`); mail goes on through SMTP when configured.
     *   PUSH (recipient `user:<id>`) and WHATSAPP (the user's phone number; none → failed) have no provider in
     *   this deployment and stay in the outbox with status OUTBOX.
     * - Each user's preferences (channel × category, `/settings/notification`) are honoured and counted as
     *   `skippedByPreference`; IN_APP for ACCOUNT and SYSTEM cannot be turned off.
     * - Bad content (a missing language, a title above 200 characters, no channel) throws AppError
     *   NOTIFICATION_CONTENT_INVALID, a link that is neither a portal path nor https NOTIFICATION_LINK_INVALID,
     *   before anything is written; `checkedDeliveryRequest` runs the same check without delivering.
     *
     * `deliveriesOf(source, { page, size })` lists a source's past deliveries with their outcomes.
     */
    notifications: NotificationService;
  }
}

/**
 * The seller's notification center (§2.5, §7 "Notifications"): the notifications of each user in each store with
 * kept counters, read state, preferences per channel and category, and the delivery every sender goes through.
 */
export const notificationsModule: ServerModule = {
  name: 'notifications',
  tables: { notifications, notificationCounters, notificationDeliveries, notificationPreferences, notificationSettings },
  create: ({ database, clock, settings, services }) => {
    const repository = new NotificationRepository(database.db);
    const notificationService = new NotificationService({
      repository,
      realtime: services.realtime,
      delivery: services.delivery,
      clock,
      publicUrl: settings.publicUrl,
    });
    return {
      provides: { notifications: notificationService },
      // The palette finds the caller's own notifications of the current store by their words; a hit leads where the
      // notification does (a page of the portal), else to the notification list.
      searchSources: () => [
        {
          kind: 'notification',
          access: accessOf(notificationsFeature),
          search: async ({ caller, query, language, limit }) =>
            (await repository.searchHits(caller.userId, storeCodeOf(caller), query, limit)).map((row) => {
              const title = language === 'en' ? row.titleEn : row.titleId;
              return {
                kind: 'notification',
                id: String(row.id),
                title,
                detail: language === 'en' ? row.bodyEn : row.bodyId,
                path: row.link?.startsWith('/') && !row.link.startsWith('//') ? row.link : '/notification',
                match: textMatch(query, String(row.id), title),
              };
            }),
        },
      ],
      routes: () => notificationRoutes(notificationService),
    };
  },
  seedDemo: (db, now) => seedDemoNotifications(new NotificationRepository(db), now),
};
