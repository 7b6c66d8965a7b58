import type { ServerModule, SettingsOf } from '../server-module';
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
    const service = new EventService({
      repository: new EventRepository(database.db),
      audit: services.audit,
      clock,
      deliver: (request) => services.notifications.deliver(request),
    });
    return { routes: () => eventRoutes(service, own.triggerToken) };
  },
  seedDemo: (db, now) => seedDemoEvents(new EventRepository(db), now),
};
