import { accessOf } from '@seller-portal/contracts/core';
import { manualNotificationTitle, partnerNotificationsFeature, type ManualNotificationContent } from '@seller-portal/contracts/partner-notifications';
import type { ServerModule } from '../server-module';
import { textMatch } from '../shared/search-sources';
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
      // The palette finds manual notifications by their words (the list's keyword search) for staff who may open
      // one (the page's codes: the partner notification area's and the reading code).
      searchSources: () => [
        {
          kind: 'manual-notification',
          access: accessOf(partnerNotificationsFeature, 'manualSeePage'),
          search: async ({ query, language, limit }) =>
            (await repository.page({ keyword: query, status: null, category: null, page: 0, size: limit })).rows.map((row) => {
              const title = manualNotificationTitle(row.content as ManualNotificationContent, language) || row.id;
              return {
                kind: 'manual-notification',
                id: row.id,
                title,
                detail: `${row.category} · ${row.status}`,
                path: `/partners-notification/manual/${encodeURIComponent(row.id)}`,
                match: textMatch(query, row.id, title),
              };
            }),
        },
      ],
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
