import type { RateLimitSettings } from './rate-limits';

/**
 * The settings every module may read: the server's own (where it is reached, the web apps, the limits several
 * modules share). A module's own settings are its own (`ServerModule.settings`), parsed by the module.
 */
export interface ServerSettings {
  webRoot: string | null;
  signInRateLimitPerMinute: number;
  accountRateLimitPerMinute: number;
  rateLimits: RateLimitSettings;
  publicUrl: string;
}
