import { accountPaths, type DevOutboxEntry } from '@seller-portal/contracts/accounts';
import { apiPaths, cookieNames, type Envelope } from '@seller-portal/contracts/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { composeApp, type AppDeps } from '../../src/app';
import type { JobRunner } from '../../src/modules/jobs';
import type { NotificationService } from '../../src/modules/notifications';
import type { PasswordService } from '../../src/modules/password';
import type { RealtimeService } from '../../src/modules/realtime';
import type { BackgroundJob } from '../../src/modules/server-module';
import type { LastSeenTracker, SessionService } from '../../src/modules/session';
import type { Database, DriverName } from '../../src/db/open-database';
import type { Clock } from '../../src/runtime';
import { checkAnswer } from './answer-check';
import { openTestDatabase } from './test-database';

/** What tests reach of a test server's modules; the test server's composition adds them, the production app has none. */
declare module 'fastify' {
  interface FastifyInstance {
    /** Services whose background work tests wait for (batched last-seen writes, forgot-password mail). */
    accounts: { sessions: SessionService; lastSeen: LastSeenTracker; passwords: PasswordService };
    /** The realtime hub: tests publish through it and count its sockets. */
    realtime: RealtimeService;
    /** The modules' background jobs, so tests run one at the time they choose instead of waiting for its timer. */
    jobs: readonly BackgroundJob[];
    /** Runs a job as its timer would, through its lease (tests run one in two servers at once). */
    jobRunner: JobRunner;
    /** The notification center's delivery: tests deliver through it as the senders do. */
    notifications: NotificationService;
  }
}

/** A clock the test moves by hand (lockouts and expiry without sleeping). */
export class TestClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
  /** The raw Set-Cookie lines. */
  setCookies: string[];
}

/** The configured public origin of test servers: mailed links and the CAS service URL use it, whatever the request says. */
export const testPublicUrl = 'http://seller-portal.test';

/** The key test servers' dev outbox asks for (`?key=` or the X-Dev-Outbox-Key header). */
export const testDevOutboxKey = 'test-dev-outbox-key';

/** A dev outbox address with the test servers' key; `query` adds further parameters. */
export function devOutboxUrl(path: string, query: Record<string, string> = {}): string {
  return `${path}?${new URLSearchParams({ key: testDevOutboxKey, ...query }).toString()}`;
}

export interface TestServer {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly clock: TestClock;
  readonly baseUrl: string;
  call<T = unknown>(method: string, path: string, init?: { body?: unknown; cookie?: string; headers?: Record<string, string> }): Promise<Answer<T>>;
  /** Signs in and returns the `sp_session=…` cookie pair. */
  signIn(username: string, password: string): Promise<string>;
  /** What the server sent (the dev outbox), newest first; `to` narrows to one recipient. */
  outbox(to?: string): Promise<DevOutboxEntry[]>;
  /** The code of the newest message to `to`. */
  latestCode(to: string): Promise<string>;
}

/** The cookies a browser would hold: Set-Cookie lines in, a Cookie header out. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  constructor(initial?: string) {
    if (initial) this.set(initial);
  }

  /** Takes `name=value` pairs (a Cookie header) or Set-Cookie lines; a cleared or expired cookie goes. */
  set(...lines: string[]): this {
    for (const line of lines) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /expires=thu, 01 jan 1970/i.test(a));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The sp_session pair from Set-Cookie lines, or null when none sets it (or it is being cleared). */
export function sessionCookieOf(setCookies: string[]): string | null {
  const line = setCookies.find((c) => c.startsWith(`${cookieNames.session}=`));
  const pair = line?.split(';')[0];
  return pair && pair !== `${cookieNames.session}=` ? pair : null;
}

/** The customer and upload limits of test servers: tests of a limit set it low. */
const testRateLimits = {
  customerOrdersPerMinute: 10_000,
  storeOrdersPerMinute: 10_000,
  customerChatMessagesPerMinute: 10_000,
  storeChatMessagesPerMinute: 10_000,
  uploadsPerMinute: 10_000,
};

/** Starts the real server on a random port of 127.0.0.1 with a fresh database. */
export async function startTestServer(
  driver: DriverName,
  options: Omit<Partial<AppDeps>, 'clock'> & { clock?: TestClock; database?: Database } = {},
): Promise<TestServer & { close(): Promise<void> }> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openTestDatabase(driver));
  const clock = options.clock ?? new TestClock();
  // Many calls come from 127.0.0.1 in one minute; tests of the limits set their own.
  const { app, services, jobs, jobRunner } = await composeApp({
    signInRateLimitPerMinute: 10_000,
    accountRateLimitPerMinute: 10_000,
    devOutbox: true,
    devOutboxKey: testDevOutboxKey,
    publicUrl: testPublicUrl,
    ...options,
    rateLimits: { ...testRateLimits, ...options.rateLimits },
    database,
    clock,
  });
  app.decorate('accounts', { sessions: services.sessions, lastSeen: services.lastSeen, passwords: services.passwords });
  app.decorate('realtime', services.realtime);
  app.decorate('jobs', jobs);
  app.decorate('jobRunner', jobRunner);
  app.decorate('notifications', services.notifications);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('server has no address');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const call: TestServer['call'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    let body: string | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(baseUrl + path, { method, headers, body });
    const text = await response.text();
    // A file (an XLSX download, a PDF) is not an envelope: its body reads as null.
    const parsed = text && !/spreadsheetml|octet-stream|^application\/pdf|^image\//.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : null;
    // Every answer of a declared call is held to the API document the server publishes.
    checkAnswer(app, method, path, response.status, response.headers.get('content-type'), parsed);
    return { status: response.status, headers: response.headers, body: parsed, setCookies: response.headers.getSetCookie() };
  };

  const signIn = async (username: string, password: string) => {
    const answer = await call('POST', apiPaths.signIn, { body: { username, password } });
    const cookie = sessionCookieOf(answer.setCookies);
    if (answer.status !== 200 || !cookie) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(answer.body)}`);
    return cookie;
  };

  const outbox = async (to?: string) => {
    await app.accounts.passwords.drain();
    const response = await fetch(baseUrl + devOutboxUrl(accountPaths.devOutboxJson, to ? { to } : {}));
    if (response.status !== 200) throw new Error(`the dev outbox answered ${response.status}`);
    return (await response.json()) as DevOutboxEntry[];
  };

  const latestCode = async (to: string) => {
    const [latest] = await outbox(to);
    if (!latest?.code) throw new Error(`no code was sent to ${to}`);
    return latest.code;
  };

  return {
    app,
    database,
    clock,
    baseUrl,
    call,
    signIn,
    outbox,
    latestCode,
    close: async () => {
      await app.close();
      if (ownsDatabase) await database.close();
    },
  };
}

/** `startTestServer` once for the enclosing describe block, closed after it. */
export function useTestServer(driver: DriverName, options: Parameters<typeof startTestServer>[1] = {}): TestServer {
  let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
  beforeAll(async () => {
    server = await startTestServer(driver, options);
  });
  afterAll(async () => {
    await server?.close();
  });
  const current = () => {
    if (!server) throw new Error('the test server is not started yet');
    return server;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get clock() {
      return current().clock;
    },
    get baseUrl() {
      return current().baseUrl;
    },
    call: (...args) => current().call(...args),
    signIn: (...args) => current().signIn(...args),
    outbox: (...args) => current().outbox(...args),
    latestCode: (...args) => current().latestCode(...args),
  };
}

export const demo = {
  seller: { username: 'seller@demo.test', password: 'Seller#2026' },
  staff: { username: 'staff@demo.test', password: 'Staff#2026' },
  chatStaff: { username: 'chatstaff@demo.test', password: 'Chatstaff#2026' },
  internal: { username: 'internal@demo.test', password: 'Internal#2026' },
  amphibi: { username: 'amphibi@demo.test', password: 'Amphibi#2026' },
  vendor: { username: 'vendor@demo.test', password: 'Vendor#2026' },
  mfa: { username: 'mfa@demo.test', password: 'Mfa#2026' },
  expired: { username: 'expired@demo.test', password: 'Expired#2026' },
  noPassword: { username: 'nopassword@demo.test', password: 'anything-at-all' },
  deactivated: { username: 'deactivated@demo.test', password: 'Deactivated#2026' },
  closed: { username: 'closed@demo.test', password: 'Closed#2026' },
  onboarding: { username: 'onboarding@demo.test', password: 'Onboarding#2026' },
  agreement: { username: 'agreement@demo.test', password: 'Agreement#2026' },
  announcement: { username: 'announcement@demo.test', password: 'Announcement#2026' },
} as const;
