import { announcementsFeature, type SellerAnnouncement } from '@seller-portal/contracts/announcements';
import { accessOf } from '@seller-portal/contracts/core';
import type { ServerModule } from '../server-module';
import { textMatch } from '../shared/search-sources';
import type { ResolvedSession } from '../session';
export { demoAnnouncementCodes } from './demo';
import { seedDemoAnnouncements } from './demo';
import { AnnouncementRepository } from './repository';
import { announcementRoutes } from './routes';
import { announcementHistory, announcements, announcementUserStates } from './schema';
import { AnnouncementService } from './service';

/** What the seller's tasks read: the announcements running for the caller that they have not acknowledged. */
export interface SellerAnnouncements {
  toAcknowledge(current: ResolvedSession): Promise<SellerAnnouncement[]>;
}

declare module '../server-module' {
  interface Services {
    announcements: SellerAnnouncements;
  }
}

/**
 * §4.4 / §7 announcements: what sellers see and do (running list, popups by code, read/stop/ignore/acknowledge),
 * the agreement approval, and the management calls of INTERNAL_ANNOUNCEMENT with their audit log and report.
 */
export const announcementsModule: ServerModule = {
  name: 'announcements',
  tables: { announcements, announcementUserStates, announcementHistory },
  create: ({ database, clock, random, services }) => {
    const repository = new AnnouncementRepository(database.db);
    const service = new AnnouncementService({ repository, sessions: services.sessions, clock, random });
    const announcements: SellerAnnouncements = { toAcknowledge: (current) => service.running(current) };
    return {
      provides: { announcements },
      // The palette finds announcements by code or title for staff who may open the announcement pages.
      searchSources: () => [
        {
          kind: 'announcement',
          access: accessOf(announcementsFeature),
          search: async ({ query, language, limit }) =>
            (await repository.searchHits(query, limit)).map((row) => {
              const title = (language === 'en' ? row.titleEn : row.titleId) || row.titleId;
              return {
                kind: 'announcement',
                id: row.code,
                title,
                detail: row.code,
                path: `/announcement/${encodeURIComponent(row.code)}`,
                match: textMatch(query, row.code, title),
              };
            }),
        },
      ],
      routes: () => announcementRoutes(service),
    };
  },
  seedDemo: (db, now) => seedDemoAnnouncements(new AnnouncementRepository(db), now),
};
