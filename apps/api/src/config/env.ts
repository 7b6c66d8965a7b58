import { resolve } from 'node:path';
import { z } from 'zod';
import { blankToUndefined, flag, integerOr, optionalText, secret, splitList, textOr, type EnvContext, type EnvironmentSource } from './env-variables';
import { defaultRateLimits, type RateLimitSettings } from './rate-limits';

/**
 * What the server itself reads from the environment (documented in apps/api/README.md); each module reads its own
 * variables (`ServerModule.settings`), through `readServerConfig`'s sources.
 */
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
  /** The limits of the customer-token calls and of uploads (per minute). */
  rateLimits: RateLimitSettings;
  /**
   * Origin of the links in mail (reset/create password) and of the CAS service URL: PUBLIC_URL, else the listen
   * address. Never a request's Host or X-Forwarded-Host, which whoever sends the request chooses.
   */
  publicUrl: string;
  /** IMAGE_ORIGINS: the origins the pages may show images from besides their own (the policy's img-src). */
  imageOrigins: string[];
  /** The bearer token of `GET /metrics` (null: no metrics route). */
  metricsToken: string | null;
  /** SIGTERM: how long the process keeps serving while `/readyz` answers 503, before it stops accepting. */
  shutdownDelayMs: number;
  /** SIGTERM: how long the drain may take before the process exits anyway (with 1). */
  shutdownTimeoutMs: number;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const perMinute = (fallback: number) => integerOr(fallback, 1);

/** The server's own variables; the modules' are theirs (their descriptors' `settings.env`). */
export const serverEnvSchema = z.object({
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(4200)),
  HOST: textOr('127.0.0.1'),
  DATA_DIR: textOr('.data'),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
  ),
  SEED_DEMO: flag(),
  NODE_ENV: textOr('development'),
  LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(logLevels).default('info')),
  WEB_ROOT: optionalText(),
  TRUST_PROXY: textOr('false'),
  SIGN_IN_RATE_LIMIT: perMinute(60),
  ACCOUNT_RATE_LIMIT: perMinute(30),
  CUSTOMER_ORDER_RATE_LIMIT: perMinute(defaultRateLimits.customerOrdersPerMinute),
  STORE_ORDER_RATE_LIMIT: perMinute(defaultRateLimits.storeOrdersPerMinute),
  CUSTOMER_CHAT_RATE_LIMIT: perMinute(defaultRateLimits.customerChatMessagesPerMinute),
  STORE_CHAT_RATE_LIMIT: perMinute(defaultRateLimits.storeChatMessagesPerMinute),
  UPLOAD_RATE_LIMIT: perMinute(defaultRateLimits.uploadsPerMinute),
  PUBLIC_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  IMAGE_ORIGINS: optionalText(),
  METRICS_TOKEN: secret(32),
  SHUTDOWN_DELAY_MS: integerOr(0, 0),
  SHUTDOWN_TIMEOUT_MS: integerOr(25_000, 1),
});

/**
 * Reads and checks the environment: the server's variables and those of every source (each module's settings),
 * checked together so one message names every bad variable. The answer is the server's config with what each source
 * made of its variables beside it (the keys `buildApp` takes for that module).
 */
export function readServerConfig(
  env: Record<string, string | undefined>,
  cwd: string = process.cwd(),
  sources: readonly EnvironmentSource[] = [],
): ServerConfig {
  const schema = sources.reduce<z.ZodObject<z.ZodRawShape>>((all, source) => all.extend(source.env.shape), serverEnvSchema);
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data as z.output<typeof serverEnvSchema>;
  const production = e.NODE_ENV === 'production';
  if (production && !e.PUBLIC_URL) {
    throw new Error(
      'Invalid environment: PUBLIC_URL: required when NODE_ENV=production. Set it to the origin users reach the portal at ' +
        '(for example https://seller.example.com): links in mail and the CAS service URL are built from it.',
    );
  }
  const config: ServerConfig = {
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
    rateLimits: {
      customerOrdersPerMinute: e.CUSTOMER_ORDER_RATE_LIMIT,
      storeOrdersPerMinute: e.STORE_ORDER_RATE_LIMIT,
      customerChatMessagesPerMinute: e.CUSTOMER_CHAT_RATE_LIMIT,
      storeChatMessagesPerMinute: e.STORE_CHAT_RATE_LIMIT,
      uploadsPerMinute: e.UPLOAD_RATE_LIMIT,
    },
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : listenOrigin(e.HOST, e.PORT),
    imageOrigins: parseImageOrigins(e.IMAGE_ORIGINS),
    metricsToken: e.METRICS_TOKEN ?? null,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
  const context: EnvContext = { production, cwd, host: e.HOST };
  for (const source of sources) {
    for (const [key, value] of Object.entries(source.fromEnv?.(parsed.data, context) ?? {})) {
      // Two sources answering one key would silently override each other.
      if (key in config) throw new Error(`Two settings sources answer "${key}"`);
      Object.assign(config, { [key]: value });
    }
  }
  return config;
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

/** `true`/`false`, or a comma-separated list of addresses/subnets (proxy-addr names such as loopback allowed). */
export function parseTrustProxy(raw: string): boolean | string {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return raw;
}
