import { moduleSettings } from '../server-module';
import { defaultSessionCacheOptions, type SessionCacheOptions } from './session-cache';

declare module '../server-module' {
  interface ModuleSettingsGiven {
    sessionCache: SessionCacheOptions;
    /** How often batched last-seen times are written. */
    lastSeenFlushMs: number;
  }
}

/** No variable: the cache and the last-seen batching are tests' to change. */
export const sessionSettings = moduleSettings({
  env: {},
  resolve: (given) => ({ cache: given.sessionCache ?? defaultSessionCacheOptions, lastSeenFlushMs: given.lastSeenFlushMs ?? 10_000 }),
});
