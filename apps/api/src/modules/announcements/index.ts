import type { ServerModule } from '../server-module';
export { demoAnnouncementCodes, demoAnnouncementStore } from './demo';
import { seedDemoAnnouncements } from './demo';
import { AnnouncementRepository } from './repository';
import { announcementRoutes } from './routes';
import { announcementHistory, announcements, announcementUserStates } from './schema';
import { AnnouncementService } from './service';

/**
 * §4.4 / §7 announcements: what sellers see and do (running list, popups by code, read/stop/ignore/acknowledge),
 * the agreement approval, and the management calls of INTERNAL_ANNOUNCEMENT with their audit log and report.
 */
export const announcementsModule: ServerModule = {
  name: 'announcements',
  tables: { announcements, announcementUserStates, announcementHistory },
  create: ({ database, clock, random, services }) => {
    const service = new AnnouncementService({ repository: new AnnouncementRepository(database.db), sessions: services.sessions, clock, random });
    return { routes: () => announcementRoutes(service) };
  },
  seedDemo: (db, now) => seedDemoAnnouncements(new AnnouncementRepository(db), now),
};
