import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { defaultRateLimits, type RateLimitSettings } from './rate-limits';

/** Everything the server reads from the environment (documented in apps/api/README.md). */
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded database; unused when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl: string | null;
  /** `auto`: seed a new embedded database only; `on`: always (idempotent); `off`: never. */
  seedDemo: 'auto' | 'on' | 'off';
  nodeEnv: string;
  logLevel: LogLevel;
  /** Folder holding seller-portal/, internal-console/ and chat-widget/; null = each app's dist folder. */
  webRoot: string | null;
  /** Which proxies may set X-Forwarded-* (Fastify `trustProxy`); none by default. */
  trustProxy: boolean | string;
  signInRateLimitPerMinute: number;
  /** Per-address limit of the code, forgot-password and registration calls (per minute). */
  accountRateLimitPerMinute: number;
  /** Caps of the realtime sockets: per session, per client address, and the longest replay on resume. */
  realtime: { socketsPerSession: number; socketsPerAddress: number; replayMaxEvents: number };
  /** The limits of the customer-token calls and of uploads (per minute). */
  rateLimits: RateLimitSettings;
  /**
   * Origin of the links in mail (reset/create password) and of the CAS service URL: PUBLIC_URL, else the listen
   * address. Never a request's Host or X-Forwarded-Host, which whoever sends the request chooses.
   */
  publicUrl: string;
  /** smtp(s)://… ; null keeps mail in the outbox table only. */
  smtpUrl: string | null;
  mailFrom: string;
  /** GET /dev/outbox: never in production; DEV_OUTBOX=1, or unset without SMTP while listening on loopback. */
  devOutbox: boolean;
  /** The secret /dev/outbox asks for: DEV_OUTBOX_KEY, else drawn at each start (and printed); null while it is off. */
  devOutboxKey: string | null;
  /** Days a password stays valid (PE401004 after); 0 = passwords do not expire. */
  passwordMaxAgeDays: number;
  google: { clientId: string; jwksUrl: string; issuers: string[] } | null;
  facebook: { appId: string; appSecret: string; graphUrl: string } | null;
  /** CAS servers per email domain, written into the sso_domains table at start-up. */
  casDomains: { domain: string; serverUrl: string }[];
  /** IMAGE_ORIGINS: the origins the pages may show images from besides their own (the policy's img-src). */
  imageOrigins: string[];
  /**
   * Chat token secrets (null: the published development values, never in production) and the Firebase service
   * account, if any.
   */
  chat: {
    tokenSecret: string | null;
    customerTokenSecret: string | null;
    firebaseServiceAccount: { project_id: string; client_email: string; private_key: string } | null;
  };
  /** The partner notification events' trigger token (null: the published development value, never in production). */
  notificationEventTriggerToken: string | null;
  /** The service token of the marketplace's order reports (null: the published development value, never in production). */
  orderServiceToken: string | null;
  /** The bearer token of `GET /metrics` (null: no metrics route). */
  metricsToken: string | null;
  /** SIGTERM: how long the process keeps serving while `/readyz` answers 503, before it stops accepting. */
  shutdownDelayMs: number;
  /** SIGTERM: how long the drain may take before the process exits anyway (with 1). */
  shutdownTimeoutMs: number;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const perMinute = (fallback: number) => z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(fallback));

const envSchema = z.object({
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(4200)),
  HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('.data')),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
  ),
  SEED_DEMO: z.preprocess(blankToUndefined, z.enum(['0', '1']).optional()),
  NODE_ENV: z.preprocess(blankToUndefined, z.string().default('development')),
  LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(logLevels).default('info')),
  WEB_ROOT: z.preprocess(blankToUndefined, z.string().optional()),
  TRUST_PROXY: z.preprocess(blankToUndefined, z.string().default('false')),
  SIGN_IN_RATE_LIMIT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(60)),
  ACCOUNT_RATE_LIMIT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(30)),
  REALTIME_SOCKETS_PER_SESSION: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(10)),
  REALTIME_SOCKETS_PER_ADDRESS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(200)),
  REALTIME_REPLAY_MAX_EVENTS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).default(1000)),
  CUSTOMER_ORDER_RATE_LIMIT: perMinute(defaultRateLimits.customerOrdersPerMinute),
  STORE_ORDER_RATE_LIMIT: perMinute(defaultRateLimits.storeOrdersPerMinute),
  CUSTOMER_CHAT_RATE_LIMIT: perMinute(defaultRateLimits.customerChatMessagesPerMinute),
  STORE_CHAT_RATE_LIMIT: perMinute(defaultRateLimits.storeChatMessagesPerMinute),
  UPLOAD_RATE_LIMIT: perMinute(defaultRateLimits.uploadsPerMinute),
  PUBLIC_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(blankToUndefined, z.string().default('Seller Center <no-reply@seller-portal.local>')),
  DEV_OUTBOX: z.preprocess(blankToUndefined, z.enum(['0', '1']).optional()),
  DEV_OUTBOX_KEY: z.preprocess(blankToUndefined, z.string().min(16, 'must hold at least 16 characters').optional()),
  PASSWORD_MAX_AGE_DAYS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).default(90)),
  GOOGLE_CLIENT_ID: z.preprocess(blankToUndefined, z.string().optional()),
  GOOGLE_JWKS_URL: z.preprocess(blankToUndefined, z.url().default('https://www.googleapis.com/oauth2/v3/certs')),
  GOOGLE_ISSUERS: z.preprocess(blankToUndefined, z.string().default('https://accounts.google.com,accounts.google.com')),
  FACEBOOK_APP_ID: z.preprocess(blankToUndefined, z.string().optional()),
  FACEBOOK_APP_SECRET: z.preprocess(blankToUndefined, z.string().optional()),
  FACEBOOK_GRAPH_URL: z.preprocess(blankToUndefined, z.url().default('https://graph.facebook.com/v19.0')),
  CAS_DOMAINS: z.preprocess(blankToUndefined, z.string().optional()),
  IMAGE_ORIGINS: z.preprocess(blankToUndefined, z.string().optional()),
  CHAT_TOKEN_SECRET: z.preprocess(blankToUndefined, z.string().min(32, 'must hold at least 32 characters').optional()),
  CHAT_CUSTOMER_TOKEN_SECRET: z.preprocess(blankToUndefined, z.string().min(32, 'must hold at least 32 characters').optional()),
  FIREBASE_SERVICE_ACCOUNT: z.preprocess(blankToUndefined, z.string().optional()),
  NOTIFICATION_EVENT_TRIGGER_TOKEN: z.preprocess(blankToUndefined, z.string().min(32, 'must hold at least 32 characters').optional()),
  ORDER_SERVICE_TOKEN: z.preprocess(blankToUndefined, z.string().min(32, 'must hold at least 32 characters').optional()),
  METRICS_TOKEN: z.preprocess(blankToUndefined, z.string().min(32, 'must hold at least 32 characters').optional()),
  SHUTDOWN_DELAY_MS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).default(0)),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(25_000)),
});

const firebaseServiceAccountSchema = z.object({ project_id: z.string().min(1), client_email: z.string().min(1), private_key: z.string().min(1) });

/** FIREBASE_SERVICE_ACCOUNT: the key file's JSON itself, or the path of the file. */
export function parseFirebaseServiceAccount(raw: string | undefined, cwd: string): ServerConfig['chat']['firebaseServiceAccount'] {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw.trim().startsWith('{') ? raw : readFileSync(resolve(cwd, raw), 'utf8'));
  } catch {
    throw new Error('Invalid environment: FIREBASE_SERVICE_ACCOUNT: neither a service account JSON nor a readable file holding one');
  }
  const parsed = firebaseServiceAccountSchema.safeParse(json);
  if (!parsed.success) throw new Error('Invalid environment: FIREBASE_SERVICE_ACCOUNT: needs project_id, client_email and private_key');
  return { project_id: parsed.data.project_id, client_email: parsed.data.client_email, private_key: parsed.data.private_key };
}

/** Reads and checks the environment; throws one message naming every bad variable. */
export function readServerConfig(env: Record<string, string | undefined>, cwd: string = process.cwd()): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.PUBLIC_URL) {
    throw new Error(
      'Invalid environment: PUBLIC_URL: required when NODE_ENV=production. Set it to the origin users reach the portal at ' +
        '(for example https://seller.example.com): links in mail and the CAS service URL are built from it.',
    );
  }
  if (production && e.DEV_OUTBOX === '1') {
    throw new Error('Invalid environment: DEV_OUTBOX: the outbox page shows sign-in codes and reset links and never runs in production.');
  }
  const devOutbox = !production && (e.DEV_OUTBOX === '1' || (e.DEV_OUTBOX === undefined && !e.SMTP_URL && isLoopbackHost(e.HOST)));
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    seedDemo: e.SEED_DEMO === '1' ? 'on' : e.SEED_DEMO === '0' ? 'off' : 'auto',
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    webRoot: e.WEB_ROOT ? resolve(cwd, e.WEB_ROOT) : null,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    signInRateLimitPerMinute: e.SIGN_IN_RATE_LIMIT,
    accountRateLimitPerMinute: e.ACCOUNT_RATE_LIMIT,
    realtime: {
      socketsPerSession: e.REALTIME_SOCKETS_PER_SESSION,
      socketsPerAddress: e.REALTIME_SOCKETS_PER_ADDRESS,
      replayMaxEvents: e.REALTIME_REPLAY_MAX_EVENTS,
    },
    rateLimits: {
      customerOrdersPerMinute: e.CUSTOMER_ORDER_RATE_LIMIT,
      storeOrdersPerMinute: e.STORE_ORDER_RATE_LIMIT,
      customerChatMessagesPerMinute: e.CUSTOMER_CHAT_RATE_LIMIT,
      storeChatMessagesPerMinute: e.STORE_CHAT_RATE_LIMIT,
      uploadsPerMinute: e.UPLOAD_RATE_LIMIT,
    },
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : listenOrigin(e.HOST, e.PORT),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    // The page shows codes and reset links: asked for, or by default only on a loopback-only server without real
    // mail; never in production. It answers requests from this machine, not through a proxy, with the key only
    // (modules/delivery/routes.ts).
    devOutbox,
    devOutboxKey: devOutbox ? (e.DEV_OUTBOX_KEY ?? randomBytes(24).toString('base64url')) : null,
    passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
    google: e.GOOGLE_CLIENT_ID ? { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL, issuers: splitList(e.GOOGLE_ISSUERS) } : null,
    facebook:
      e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
        ? { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET, graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/+$/, '') }
        : null,
    casDomains: parseCasDomains(e.CAS_DOMAINS),
    imageOrigins: parseImageOrigins(e.IMAGE_ORIGINS),
    // Production never uses the published development secrets: unset, each process draws its own, so chat tokens
    // work only with the process that minted them (set CHAT_TOKEN_SECRET for several processes) and no customer
    // token passes until the marketplace's shared CHAT_CUSTOMER_TOKEN_SECRET is set.
    chat: {
      tokenSecret: e.CHAT_TOKEN_SECRET ?? (production ? randomBytes(32).toString('base64url') : null),
      customerTokenSecret: e.CHAT_CUSTOMER_TOKEN_SECRET ?? (production ? randomBytes(32).toString('base64url') : null),
      firebaseServiceAccount: parseFirebaseServiceAccount(e.FIREBASE_SERVICE_ACCOUNT, cwd),
    },
    // Production never accepts the published development token: unset, each process draws one nobody knows, so no
    // trigger passes until the marketplace's NOTIFICATION_EVENT_TRIGGER_TOKEN is set.
    notificationEventTriggerToken: e.NOTIFICATION_EVENT_TRIGGER_TOKEN ?? (production ? randomBytes(32).toString('base64url') : null),
    // The same for the marketplace's order reports (deliveries): none passes until ORDER_SERVICE_TOKEN is set.
    orderServiceToken: e.ORDER_SERVICE_TOKEN ?? (production ? randomBytes(32).toString('base64url') : null),
    metricsToken: e.METRICS_TOKEN ?? null,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}

/** `http://host:port` of the listen address; a wildcard address (all interfaces) is reached as localhost here. */
export function listenOrigin(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** Whether a listen host accepts connections from this machine only. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function splitList(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** `https://img.example.com,https://cdn.example.net` → their origins; anything but an https address stops the start. */
export function parseImageOrigins(raw: string | undefined): string[] {
  if (!raw) return [];
  return splitList(raw).map((item) => {
    let url: URL | null = null;
    try {
      url = new URL(item);
    } catch {
      // Reported below.
    }
    if (url?.protocol !== 'https:') throw new Error(`Invalid environment: IMAGE_ORIGINS: "${item}" is not an https origin`);
    return url.origin;
  });
}

/** `domain=https://cas.example/cas,other.example=https://…` → rows of the sso_domains table. */
export function parseCasDomains(raw: string | undefined): { domain: string; serverUrl: string }[] {
  if (!raw) return [];
  return splitList(raw).map((pair) => {
    const at = pair.indexOf('=');
    const domain = pair.slice(0, at).trim().toLowerCase();
    const serverUrl = pair
      .slice(at + 1)
      .trim()
      .replace(/\/+$/, '');
    if (at <= 0 || !/^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain) || !/^https?:\/\//.test(serverUrl)) {
      throw new Error(`Invalid environment: CAS_DOMAINS: "${pair}" is not domain=https://cas-server/cas`);
    }
    return { domain, serverUrl };
  });
}

/** `true`/`false`, or a comma-separated list of addresses/subnets (proxy-addr names such as loopback allowed). */
export function parseTrustProxy(raw: string): boolean | string {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return raw;
}
