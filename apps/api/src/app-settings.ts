import type { FastifyServerOptions } from 'fastify';
import { defaultRateLimits, type RateLimitSettings } from './config/rate-limits';
import type { Database } from './db/open-database';
import { devChatTokenSecret, type ChatTokenSettings } from './modules/chat';
import { devChatCustomerTokenSecret } from './modules/customer-tokens';
import type { SmsProvider } from './modules/delivery';
import { devOrderServiceToken } from './modules/orders';
import { devNotificationEventTriggerToken } from './modules/partner-notification-events';
import type { SessionCacheOptions } from './modules/session';
import type { FacebookConfig, GoogleConfig } from './modules/sso';
import type { Clock, Random } from './runtime';

export type { RateLimitSettings } from './config/rate-limits';

/** What `buildApp` is given: the database, and settings that default to the secure choice when absent. */
export interface AppDeps {
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
  sessionCache?: SessionCacheOptions;
  /** How often batched last-seen times are written. */
  lastSeenFlushMs?: number;
  /** How often realtime sockets are pinged (one missed pong drops them) and their sessions' ends checked. */
  realtimeHeartbeatMs?: number;
  /** Caps of the realtime sockets (REALTIME_SOCKETS_PER_SESSION, REALTIME_SOCKETS_PER_ADDRESS, REALTIME_REPLAY_MAX_EVENTS). */
  realtime?: Partial<AppSettings['realtime']>;
  /** Origin of mailed links and the CAS service URL (config: PUBLIC_URL or the listen address), never a request's Host. */
  publicUrl: string;
  /** Mail through SMTP; null/absent: the outbox table only. */
  smtp?: { url: string; from: string } | null;
  /** SMS provider; absent: the outbox table only. */
  sms?: SmsProvider | null;
  /** Production: every server cookie `__Host-` prefixed and Secure. */
  secureCookies?: boolean;
  /** Serve GET /dev/outbox to loopback clients (never in production). */
  devOutbox?: boolean;
  /** The secret /dev/outbox asks for (query `key` or header `X-Dev-Outbox-Key`); absent: a random one nobody knows. */
  devOutboxKey?: string | null;
  /** Days a password stays valid; 0 = never expires. Default 90. */
  passwordMaxAgeDays?: number;
  /** Origins the pages may show images from besides their own (IMAGE_ORIGINS: product photos, announcement images). */
  imageOrigins?: readonly string[];
  google?: GoogleConfig | null;
  facebook?: FacebookConfig | null;
  /** CAS servers per email domain, written into sso_domains at start. */
  casDomains?: readonly { domain: string; serverUrl: string }[];
  /** Chat token secrets and the Firebase service account; absent secrets are the published development values. */
  chat?: Partial<ChatTokenSettings & { customerTokenSecret: string }>;
  /** The service token the marketplace's systems trigger partner notification events with; absent: the development value. */
  notificationEvents?: { triggerToken?: string | null };
  /** The service token the marketplace's systems report order deliveries with; absent: the development value. */
  orders?: { serviceToken?: string | null };
  /** The bearer token Prometheus scrapes `/metrics` with; absent: no `/metrics` route. */
  metricsToken?: string | null;
}

/** The settings modules read, every default applied. */
export interface AppSettings {
  webRoot: string | null;
  signInRateLimitPerMinute: number;
  accountRateLimitPerMinute: number;
  rateLimits: RateLimitSettings;
  sessionCache: SessionCacheOptions | undefined;
  lastSeenFlushMs: number;
  realtimeHeartbeatMs: number;
  realtime: {
    /** Open sockets per session (a chat customer's: per customer); the oldest makes way for a new one. */
    socketsPerSession: number;
    /** Open sockets per client address; one more is refused. */
    socketsPerAddress: number;
    /** A resume with more stored events to replay than this answers `resync` (reload) instead. */
    replayMaxEvents: number;
  };
  publicUrl: string;
  smtp: { url: string; from: string } | null;
  sms: SmsProvider | null;
  devOutbox: boolean;
  devOutboxKey: string | null;
  passwordMaxAgeDays: number;
  google: GoogleConfig | null;
  facebook: FacebookConfig | null;
  casDomains: readonly { domain: string; serverUrl: string }[];
  chat: ChatTokenSettings & { customerTokenSecret: string };
  /** null: no trigger passes. */
  notificationEvents: { triggerToken: string | null };
  /** null: no delivery report passes. */
  orders: { serviceToken: string | null };
}

export function appSettings(deps: AppDeps): AppSettings {
  return {
    webRoot: deps.webRoot ?? null,
    signInRateLimitPerMinute: deps.signInRateLimitPerMinute ?? 60,
    accountRateLimitPerMinute: deps.accountRateLimitPerMinute ?? 30,
    rateLimits: { ...defaultRateLimits, ...deps.rateLimits },
    sessionCache: deps.sessionCache,
    lastSeenFlushMs: deps.lastSeenFlushMs ?? 10_000,
    realtimeHeartbeatMs: deps.realtimeHeartbeatMs ?? 30_000,
    realtime: {
      // A seller keeps 2–5 tabs open, one socket each: ten never closes one of those.
      socketsPerSession: deps.realtime?.socketsPerSession ?? 10,
      // Many people share an address behind an office's or a mobile carrier's NAT.
      socketsPerAddress: deps.realtime?.socketsPerAddress ?? 200,
      replayMaxEvents: deps.realtime?.replayMaxEvents ?? 1000,
    },
    publicUrl: deps.publicUrl,
    smtp: deps.smtp ?? null,
    sms: deps.sms ?? null,
    devOutbox: deps.devOutbox ?? false,
    devOutboxKey: deps.devOutboxKey ?? null,
    passwordMaxAgeDays: deps.passwordMaxAgeDays ?? 90,
    google: deps.google ?? null,
    facebook: deps.facebook ?? null,
    casDomains: deps.casDomains ?? [],
    chat: {
      tokenSecret: deps.chat?.tokenSecret ?? devChatTokenSecret,
      customerTokenSecret: deps.chat?.customerTokenSecret ?? devChatCustomerTokenSecret,
      firebaseServiceAccount: deps.chat?.firebaseServiceAccount ?? null,
    },
    notificationEvents: {
      triggerToken: deps.notificationEvents?.triggerToken === undefined ? devNotificationEventTriggerToken : deps.notificationEvents.triggerToken,
    },
    orders: { serviceToken: deps.orders?.serviceToken === undefined ? devOrderServiceToken : deps.orders.serviceToken },
  };
}
