import { purgeEveryMs, type ServerModule, type SettingsOf } from '../server-module';
import { RealtimeRepository, RealtimeSocketRepository } from './repository';
import { realtimeRoutes } from './routes';
import { realtimeEvents, realtimeSockets } from './schema';
import { RealtimeService } from './service';
import { realtimeSettings } from './settings';

export { RealtimeService, pickupPointAudiences, sessionAudiences, type RealtimeAuthenticator, type RealtimeLimits } from './service';
export type { RealtimePrincipal } from './connection';
export type { NewEvent as RealtimeEvent } from './repository';

declare module '../server-module' {
  interface Services {
    realtime: RealtimeService;
  }
}

/**
 * The realtime socket and its fan-out (DESIGN.md "Realtime"): stored events NOTIFYed by id, every process
 * LISTENing and forwarding to its sockets, resume by id (a page at a time, or a `resync`), caps on sockets per
 * session and per address shared by every process, a heartbeat that drops dead sockets, closes those whose session
 * ended and renews the sockets' leases, and a purge of events older than a week.
 */
export const realtimeModule: ServerModule<SettingsOf<typeof realtimeSettings>> = {
  name: 'realtime',
  tables: { realtimeEvents, realtimeSockets },
  settings: realtimeSettings,
  create: async ({ database, clock, random, log, own, services }) => {
    const realtime = new RealtimeService({
      database,
      repository: new RealtimeRepository(database.db),
      sockets: new RealtimeSocketRepository(database.db),
      sessions: services.sessions,
      clock,
      random,
      log,
      limits: own,
      // Built later (store-staff): read when a socket opens, by then every module is.
      staffScope: (userId, storeCode) => services.staffScope.pickupPointsOf(userId, storeCode),
    });
    await realtime.start();
    return {
      provides: { realtime },
      routes: () => realtimeRoutes(realtime),
      jobs: [
        { name: 'realtime heartbeat', everyMs: own.heartbeatMs, claim: 'per-process', run: (now) => realtime.sweep(now) },
        { name: 'old realtime events', everyMs: purgeEveryMs, claim: 'lease', run: (now) => realtime.purge(now) },
      ],
      close: () => realtime.close(),
    };
  },
};
