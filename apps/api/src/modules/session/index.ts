import { purgeEveryMs, type ServerModule, type SettingsOf } from '../server-module';
import { LastSeenTracker } from './last-seen';
import { SessionRepository } from './repository';
import { sessionRoutes } from './routes';
import { endedSessions, sessions as sessionsTable } from './schema';
import { SessionService } from './service';
import { SessionCache } from './session-cache';
import { SessionInvalidation } from './session-invalidation';
import { sessionSettings } from './settings';

export { SessionService, sessionEndCodes, type SignInMethod } from './service';
export type { SessionEndReason } from './repository';
export type { SessionClient } from './repository';
export type { ResolvedSession } from '../../http/resolved-session';
export type { Reauthenticate } from './reauthenticate';
export type { ChosenMode } from './session-value';
export type { SessionCacheOptions } from './session-cache';
export { signedIn, storeCodeOf } from './signed-in';
export { sessionAnswer } from './session-answer';
export { LastSeenTracker } from './last-seen';
export { clearServerCookie, clearSessionCookie, readServerCookie, readSessionCookie, setServerCookie, setSessionCookie } from './session-cookie';

declare module '../server-module' {
  interface Services {
    sessions: SessionService;
    lastSeen: LastSeenTracker;
  }
}

/**
 * Sessions: rows keyed by the hash of the cookie value, a per-process cache invalidated across processes by
 * NOTIFY, batched last-seen writes, and the session calls of §7.
 */
export const sessionModule: ServerModule<SettingsOf<typeof sessionSettings>> = {
  name: 'session',
  tables: { sessions: sessionsTable, endedSessions },
  settings: sessionSettings,
  create: async ({ database, clock, random, log, settings, own }) => {
    const cache = new SessionCache(clock, own.cache);
    const invalidation = new SessionInvalidation(database, cache, log);
    await invalidation.start();
    const repository = new SessionRepository(database.db);
    const lastSeen = new LastSeenTracker(repository);
    const sessions = new SessionService({ repository, cache, invalidation, lastSeen, clock, random });
    const flush = () => lastSeen.flush().catch((error: unknown) => log.warn({ err: error }, 'last-seen times were not written'));
    return {
      provides: { sessions, lastSeen },
      routes: (services) => sessionRoutes(sessions, { reauthenticate: services.reauthenticate, accountRateLimitPerMinute: settings.accountRateLimitPerMinute }),
      jobs: [
        { name: 'last-seen flush', everyMs: own.lastSeenFlushMs, claim: 'per-process', run: flush },
        { name: 'expired sessions', everyMs: purgeEveryMs, claim: 'lease', run: () => sessions.purgeExpired() },
      ],
      close: async () => {
        await flush();
        await invalidation.close();
      },
    };
  },
};
