import type { ServerModule } from '../server-module';
import { seedDemoManualNotifications } from './demo';
import { ManualNotificationRepository } from './repository';
import { manualNotificationRoutes } from './routes';
import { manualNotifications } from './schema';
import { ManualNotificationService } from './service';

export { demoManualNotificationIds } from './demo';
export type { ManualNotificationService } from './service';

declare module '../server-module' {
  interface Services {
    manualNotifications: ManualNotificationService;
  }
}

/** How often the scheduler looks for due notifications. */
export const manualNotificationSchedulerEveryMs = 15_000;

/**
 * §7 manual notifications: written by internal staff (one §6 code per action, an audit entry per change) and sent
 * through the notification service now or by this module's scheduler, exactly once whatever the number of server
 * processes.
 */
export const manualNotificationsModule: ServerModule = {
  name: 'manual-notifications',
  tables: { manualNotifications },
  create: ({ database, clock, services }) => {
    const repository = new ManualNotificationRepository(database.db);
    const service = new ManualNotificationService({
      repository,
      audit: services.audit,
      clock,
      delivery: services.notifications,
    });
    return {
      provides: { manualNotifications: service },
      routes: () => manualNotificationRoutes(service),
      jobs: [
        {
          name: 'scheduled manual notifications',
          everyMs: manualNotificationSchedulerEveryMs,
          claim: 'own-rows',
          run: (now) => service.sendDue(now),
          backlog: (now) => repository.dueCount(now),
        },
      ],
    };
  },
  seedDemo: (db, now) => seedDemoManualNotifications(new ManualNotificationRepository(db), now),
};
