import type { FastifyServerOptions } from 'fastify';
import { defaultRateLimits, type RateLimitSettings } from './config/rate-limits';
import type { ServerSettings } from './config/server-settings';
import type { Database } from './db/open-database';
import type { ModuleSettingsGiven } from './modules/server-module';
import type { Clock, Random } from './runtime';

export type { RateLimitSettings } from './config/rate-limits';

/** What `buildApp` is given for the server itself; settings default to the secure choice when absent. */
export interface ServerDeps {
  database: Database;
  clock?: Clock;
  random?: Random;
  /** Fastify logger options; off by default (tests). */
  logger?: FastifyServerOptions['logger'];
  /** See modules/static/web-apps.ts `webAppRoot`. */
  webRoot?: string | null;
  /** Which proxies may set X-Forwarded-* (request protocol, host and client address); none by default. */
  trustProxy?: boolean | string;
  signInRateLimitPerMinute?: number;
  /** Per-address limit of the code, forgot-password and registration calls (per minute). */
  accountRateLimitPerMinute?: number;
  /** The limits of the customer-token calls and of uploads; each absent one its default. */
  rateLimits?: Partial<RateLimitSettings>;
  /** Origin of mailed links and the CAS service URL (config: PUBLIC_URL or the listen address), never a request's Host. */
  publicUrl: string;
  /** Production: every server cookie `__Host-` prefixed and Secure. */
  secureCookies?: boolean;
  /** Origins the pages may show images from besides their own (IMAGE_ORIGINS: product photos, announcement images). */
  imageOrigins?: readonly string[];
  /** The bearer token Prometheus scrapes `/metrics` with; absent: no `/metrics` route. */
  metricsToken?: string | null;
}

/**
 * What `buildApp` is given: the server's deps and, beside them, the modules' own settings by the keys each module
 * declares (`ModuleSettingsGiven`: `passwordMaxAgeDays`, `smtp`, `chat`, …); each module applies its defaults.
 */
export type AppDeps = ServerDeps & Partial<ModuleSettingsGiven>;

/** The settings every module reads, every default applied. */
export function serverSettings(deps: ServerDeps): ServerSettings {
  return {
    webRoot: deps.webRoot ?? null,
    signInRateLimitPerMinute: deps.signInRateLimitPerMinute ?? 60,
    accountRateLimitPerMinute: deps.accountRateLimitPerMinute ?? 30,
    rateLimits: { ...defaultRateLimits, ...deps.rateLimits },
    publicUrl: deps.publicUrl,
  };
}
