import { resolve } from 'node:path';
import { z } from 'zod';

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
  /** Which proxies may set X-Forwarded-* (Fastify `trustProxy`). */
  trustProxy: boolean | string;
  signInRateLimitPerMinute: number;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const envSchema = z.object({
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(4200)),
  HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('.data')),
  DATABASE_URL: z.preprocess(blankToUndefined, z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional()),
  SEED_DEMO: z.preprocess(blankToUndefined, z.enum(['0', '1']).optional()),
  NODE_ENV: z.preprocess(blankToUndefined, z.string().default('development')),
  LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(logLevels).default('info')),
  WEB_ROOT: z.preprocess(blankToUndefined, z.string().optional()),
  TRUST_PROXY: z.preprocess(blankToUndefined, z.string().default('loopback,linklocal,uniquelocal')),
  SIGN_IN_RATE_LIMIT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(60)),
});

/** Reads and checks the environment; throws one message naming every bad variable. */
export function readServerConfig(env: Record<string, string | undefined>, cwd: string = process.cwd()): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
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
  };
}

/** `true`/`false`, or a comma-separated list of addresses/subnets (proxy-addr names such as loopback allowed). */
export function parseTrustProxy(raw: string): boolean | string {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return raw;
}
