import { apiPaths, cookieNames, type Envelope } from '@seller-portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../../src/app';
import type { Database, DriverName } from '../../src/db/open-database';
import type { Clock } from '../../src/runtime';
import { openTestDatabase } from './test-database';

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

export interface TestServer {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly clock: TestClock;
  readonly baseUrl: string;
  call<T = unknown>(method: string, path: string, init?: { body?: unknown; cookie?: string; headers?: Record<string, string> }): Promise<Answer<T>>;
  /** Signs in and returns the `sp_session=…` cookie pair. */
  signIn(username: string, password: string): Promise<string>;
}

/** The sp_session pair from Set-Cookie lines, or null when none sets it (or it is being cleared). */
export function sessionCookieOf(setCookies: string[]): string | null {
  const line = setCookies.find((c) => c.startsWith(`${cookieNames.session}=`));
  const pair = line?.split(';')[0];
  return pair && pair !== `${cookieNames.session}=` ? pair : null;
}

/** Starts the real server on a random port of 127.0.0.1 with a fresh database. */
export async function startTestServer(
  driver: DriverName,
  options: Omit<Partial<AppDeps>, 'clock'> & { clock?: TestClock; database?: Database } = {},
): Promise<TestServer & { close(): Promise<void> }> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openTestDatabase(driver));
  const clock = options.clock ?? new TestClock();
  const app = await buildApp({ ...options, database, clock });
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
    return {
      status: response.status,
      headers: response.headers,
      body: text ? JSON.parse(text) : null,
      setCookies: response.headers.getSetCookie(),
    };
  };

  const signIn = async (username: string, password: string) => {
    const answer = await call('POST', apiPaths.signIn, { body: { username, password } });
    const cookie = sessionCookieOf(answer.setCookies);
    if (answer.status !== 200 || !cookie) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(answer.body)}`);
    return cookie;
  };

  return {
    app,
    database,
    clock,
    baseUrl,
    call,
    signIn,
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
  };
}

export const demo = {
  seller: { username: 'seller@demo.test', password: 'Seller#2026' },
  staff: { username: 'staff@demo.test', password: 'Staff#2026' },
  internal: { username: 'internal@demo.test', password: 'Internal#2026' },
  amphibi: { username: 'amphibi@demo.test', password: 'Amphibi#2026' },
  vendor: { username: 'vendor@demo.test', password: 'Vendor#2026' },
  mfa: { username: 'mfa@demo.test', password: 'Mfa#2026' },
} as const;
