import type { ServerModule } from '../server-module';
import { seedDemoEvents } from './demo';
import { EventRepository } from './repository';
import { eventRoutes } from './routes';
import { notificationEventDeliveries, notificationEventRules, notificationEvents, topicPayloadSamples } from './schema';
import { EventService } from './service';

export { demoEvents } from './demo';
/** Other modules' calls of the marketplace's systems check their service token the same way. */

/**
 * The published development token of the trigger call (README); production without NOTIFICATION_EVENT_TRIGGER_TOKEN
 * has none, and every trigger is refused.
 */
export const devNotificationEventTriggerToken = 'dev-only-notification-event-trigger-token-do-not-use-in-production';

/**
 * Partner notification events (§2.4, §7 "Partner notification events", event/histories, topic/payload/sample):
 * internal staff keep the events, their rules and templates (every change in the audit log); the marketplace's
 * systems trigger them with the service token, and the notification center delivers to the stores the rules reach.
 */
export const partnerNotificationEventsModule: ServerModule = {
  name: 'partner-notification-events',
  tables: { notificationEvents, notificationEventRules, notificationEventDeliveries, topicPayloadSamples },
  create: ({ database, clock, services, settings }) => {
    const service = new EventService({
      repository: new EventRepository(database.db),
      audit: services.audit,
      clock,
      deliver: (request) => services.notifications.deliver(request),
    });
    return { routes: () => eventRoutes(service, settings.notificationEvents.triggerToken) };
  },
  seedDemo: (db, now) => seedDemoEvents(new EventRepository(db), now),
};
