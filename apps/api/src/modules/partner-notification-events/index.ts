import { accessOf } from '@seller-portal/contracts/core';
import { partnerNotificationsFeature } from '@seller-portal/contracts/partner-notifications';
import type { ServerModule, SettingsOf } from '../server-module';
import { textMatch } from '../shared/search-sources';
import { seedDemoEvents } from './demo';
import { EventRepository } from './repository';
import { eventRoutes } from './routes';
import { notificationEventDeliveries, notificationEventRules, notificationEvents, topicPayloadSamples } from './schema';
import { EventService } from './service';
import { partnerNotificationEventSettings } from './settings';

export { demoEvents } from './demo';
export { devNotificationEventTriggerToken } from './settings';

/**
 * Partner notification events (§2.4, §7 "Partner notification events", event/histories, topic/payload/sample):
 * internal staff keep the events, their rules and templates (every change in the audit log); the marketplace's
 * systems trigger them with the service token, and the notification center delivers to the stores the rules reach.
 */
export const partnerNotificationEventsModule: ServerModule<SettingsOf<typeof partnerNotificationEventSettings>> = {
  name: 'partner-notification-events',
  tables: { notificationEvents, notificationEventRules, notificationEventDeliveries, topicPayloadSamples },
  settings: partnerNotificationEventSettings,
  create: ({ database, clock, services, own }) => {
    const repository = new EventRepository(database.db);
    const service = new EventService({
      repository,
      audit: services.audit,
      clock,
      deliver: (request) => services.notifications.deliver(request),
    });
    return {
      // The palette finds events by code or name for staff who may open the partner notification pages.
      searchSources: () => [
        {
          kind: 'partner-event',
          access: accessOf(partnerNotificationsFeature),
          search: async ({ query, limit }) =>
            (await repository.searchHits(query, limit)).map((row) => ({
              kind: 'partner-event',
              id: row.code,
              title: row.name,
              detail: `${row.code} · ${row.status}`,
              path: `/partners-notification/event/${encodeURIComponent(row.code)}`,
              match: textMatch(query, row.code, row.name),
            })),
        },
      ],
      routes: () => eventRoutes(service, own.triggerToken),
    };
  },
  seedDemo: (db, now) => seedDemoEvents(new EventRepository(db), now),
};
