import type { ServerModule, SettingsOf } from '../server-module';
import { seedOfficialStoreDemo } from './demo';
import { OfficialStoreRepository } from './repository';
import { officialStoreRoutes } from './routes';
import { officialStoreApplications, officialStoreDocuments } from './schema';
import { OfficialStoreService } from './service';
import { officialStoreSettings } from './settings';

/** How often the job looks for reminders to send and terms that ended: reminders are by the day, an hour is close enough. */
const sweepEveryMs = 60 * 60_000;

/**
 * The official store (§2.5 `/officialpages/upgrade`, `/official/upgrade`, `/official/renewal`; the console's
 * `/official/review`): applications with their brand documents (judged by their content, 10 MB at most), their review
 * by internal staff, OFFICIAL in the store's business types for a term (OFFICIAL_STORE_TERM_DAYS, which the
 * settlements read: 7 days to settle), renewals in the window before the term ends, the reminders 30 and 7 days
 * before it as notifications, and the lapse of a term not renewed.
 */
export const officialStoreModule: ServerModule<SettingsOf<typeof officialStoreSettings>> = {
  name: 'official-store',
  tables: { officialStoreApplications, officialStoreDocuments },
  settings: officialStoreSettings,
  create: ({ database, clock, random, services, settings, own, log }) => {
    const service = new OfficialStoreService({
      repository: new OfficialStoreRepository(database.db),
      sessions: services.sessions,
      notifications: services.notifications,
      clock,
      random,
      terms: own,
      log,
    });
    return {
      routes: () => officialStoreRoutes(service, { uploadsPerMinute: settings.rateLimits.uploadsPerMinute }),
      jobs: [
        {
          name: 'official store terms',
          everyMs: sweepEveryMs,
          claim: 'lease',
          run: async (now) => {
            const swept = await service.sweep(now);
            if (swept.reminded || swept.lapsed || swept.purged) log.info(swept, 'official store reminders sent, terms lapsed, documents purged');
          },
        },
      ],
    };
  },
  seedDemo: seedOfficialStoreDemo,
};
