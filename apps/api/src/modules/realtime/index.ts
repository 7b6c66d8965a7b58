import { purgeEveryMs, type ServerModule } from '../server-module';
import { RealtimeRepository } from './repository';
import { realtimeRoutes } from './routes';
import { realtimeEvents } from './schema';
import { RealtimeService } from './service';

export { RealtimeService, sessionAudiences, type RealtimeAuthenticator } from './service';
export type { RealtimePrincipal } from './connection';
export type { NewEvent as RealtimeEvent } from './repository';

declare module '../server-module' {
  interface Services {
    realtime: RealtimeService;
  }
}

/**
 * The realtime socket and its fan-out (DESIGN.md "Realtime"): stored events NOTIFYed by id, every process
 * LISTENing and forwarding to its sockets, resume by id, a heartbeat that drops dead sockets and closes those
 * whose session ended, and a purge of events older than a week.
 */
export const realtimeModule: ServerModule = {
  name: 'realtime',
  tables: { realtimeEvents },
  create: async ({ database, clock, log, settings, services }) => {
    const realtime = new RealtimeService({ database, repository: new RealtimeRepository(database.db), sessions: services.sessions, clock, log });
    await realtime.start();
    return {
      provides: { realtime },
      routes: () => realtimeRoutes(realtime),
      jobs: [
        { name: 'realtime heartbeat', everyMs: settings.realtimeHeartbeatMs, claim: 'per-process', run: (now) => realtime.sweep(now) },
        { name: 'old realtime events', everyMs: purgeEveryMs, claim: 'lease', run: (now) => realtime.purge(now) },
      ],
      close: () => realtime.close(),
    };
  },
};
