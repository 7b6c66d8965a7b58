import { createApiClient, type ApiClient } from '@seller-portal/api-client';
import type { Session } from '@seller-portal/contracts/core';
import { internalSession, storeSession, vendorSession } from '@seller-portal/contracts/testing';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWebEngagementTracker, engagementGlobalName } from '../engagement/web-tracker';
import type { EngagementTracker } from '../engagement/engagement-tracker';
import { createLoginTrackingMemory, loginIdentityOf, shouldTrackLogin, trackLogin, trackLogout, type LoginTrackingMemory } from './login-tracking';

describe('shouldTrackLogin (§4.11)', () => {
  const rows: { name: string; session: Session | null | undefined; sessionLoaded: boolean; expected: boolean }[] = [
    { name: 'an external-only STORE session once loaded', session: storeSession(), sessionLoaded: true, expected: true },
    { name: 'not before the session is loaded', session: storeSession(), sessionLoaded: false, expected: false },
    { name: 'not without a session', session: null, sessionLoaded: true, expected: false },
    { name: 'not while the session is unknown', session: undefined, sessionLoaded: true, expected: false },
    {
      name: 'not for an amphibi user (two modes), even in STORE mode',
      session: storeSession({ modes: ['STORE', 'INTERNAL'] }),
      sessionLoaded: true,
      expected: false,
    },
    {
      name: 'not for INTERNAL',
      session: internalSession(),
      sessionLoaded: true,
      expected: false,
    },
    {
      name: 'not for VENDOR',
      session: vendorSession({ mode: { type: 'VENDOR', code: 'V-1', state: null } }),
      sessionLoaded: true,
      expected: false,
    },
    { name: 'not without a chosen mode', session: storeSession({ mode: null }), sessionLoaded: true, expected: false },
    { name: 'not without a store code', session: storeSession({ mode: { type: 'STORE', code: null, state: null } }), sessionLoaded: true, expected: false },
    { name: 'not with a blank store code', session: storeSession({ mode: { type: 'STORE', code: ' ', state: null } }), sessionLoaded: true, expected: false },
    { name: 'not without a user id', session: storeSession({ userId: '' }), sessionLoaded: true, expected: false },
    {
      name: 'a STORE session awaiting agreement still counts',
      session: storeSession({ mode: { type: 'STORE', code: 'DEMO-60001', state: 'AGREEMENT-APPROVAL' } }),
      sessionLoaded: true,
      expected: true,
    },
  ];
  it.each(rows)('$name', ({ session: s, sessionLoaded, expected }) => {
    expect(shouldTrackLogin(s, sessionLoaded)).toBe(expected);
  });

  it('the identity is the store code and user id', () => {
    expect(loginIdentityOf(storeSession())).toEqual({ storeCode: 'DEMO-60001', userId: 'U-1' });
  });
});

/** The datavisor gateway is a third party behind our /backend: a real HTTP peer stands in for it. */
let server: Server;
let baseUrl: string;
let received: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
let answerStatus = 200;

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      received.push({ method: request.method ?? '', path: url.pathname, query: url.searchParams, body: text ? JSON.parse(text) : null });
      const ok = answerStatus === 200;
      response.writeHead(answerStatus, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ success: ok, status: ok ? 'OK' : 'ERROR', value: null, errorCode: ok ? null : 'PMU500000', errorMessage: null, requestId: 'r' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The vendor global the engagement script defines, recording the ids it is given. */
function defineEngagementGlobal(): string[] {
  const ids: string[] = [];
  const noop = () => undefined;
  Object.assign(window, {
    [engagementGlobalName]: {
      add_unique_user_id: (id: string) => ids.push(id),
      update_unique_user_id: noop,
      add_email: noop,
      add_mobile: noop,
      add_user_name: noop,
      add_user_attribute: noop,
      track_event: noop,
      logout: () => ids.push('logout'),
    },
  });
  return ids;
}

let client: ApiClient;
let memory: LoginTrackingMemory;
let tracker: EngagementTracker;

beforeEach(() => {
  received = [];
  answerStatus = 200;
  client = createApiClient({ baseUrl });
  memory = createLoginTrackingMemory();
  tracker = createWebEngagementTracker({ host: 'https://engagement.example.test/sdk.js' });
});

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[engagementGlobalName];
});

describe('trackLogin (§4.11, §7, §9)', () => {
  it('posts SELLER_LOGIN with the standard query and logs the tracker in as storeCode-userId', async () => {
    const ids = defineEngagementGlobal();
    const result = await trackLogin(storeSession(), true, { client, tracker, memory, environment: { production: true } });
    expect(result).toEqual({ outcome: 'tracked', eventSent: true, trackerLoggedIn: true });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', path: '/backend/gws/datavisor/event', body: { eventCode: 'SELLER_LOGIN' } });
    expect(received[0].query.get('storeId')).toBe('10001');
    expect(ids).toEqual(['DEMO-60001-U-1']);
  });

  it('outside production the tracker id carries the environment prefix', async () => {
    const ids = defineEngagementGlobal();
    await trackLogin(storeSession(), true, { client, tracker, memory, environment: { production: false, prefix: 'stg' } });
    expect(ids).toEqual(['stg-DEMO-60001-U-1']);
  });

  it('tracks at most once per user', async () => {
    defineEngagementGlobal();
    const deps = { client, tracker, memory, environment: { production: true } };
    const first = trackLogin(storeSession(), true, deps);
    const second = trackLogin(storeSession(), true, deps);
    expect(await second).toEqual({ outcome: 'already-tracked' });
    expect((await first).outcome).toBe('tracked');
    expect((await trackLogin(storeSession({ userId: 'U-2' }), true, deps)).outcome).toBe('tracked');
    expect(received).toHaveLength(2);
  });

  it.each([
    ['before the session is loaded', storeSession(), false],
    ['for an INTERNAL session', internalSession(), true],
    ['without a session', null, true],
  ] as const)('skips %s and calls nothing', async (_name, s, loaded) => {
    const ids = defineEngagementGlobal();
    expect(await trackLogin(s, loaded, { client, tracker, memory, environment: { production: true } })).toEqual({ outcome: 'skipped' });
    expect(received).toHaveLength(0);
    expect(ids).toEqual([]);
    expect(memory.size).toBe(0);
  });

  it('reports a failed event and still logs the tracker in, without throwing', async () => {
    answerStatus = 500;
    const ids = defineEngagementGlobal();
    const onError = vi.fn();
    const result = await trackLogin(storeSession(), true, { client, tracker, memory, environment: { production: true }, onError });
    expect(result).toEqual({ outcome: 'tracked', eventSent: false, trackerLoggedIn: true });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ errorCode: 'PMU500000' }), 'event');
    expect(ids).toEqual(['DEMO-60001-U-1']);
  });

  it('reports a tracker that never becomes ready and still sends the event', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    try {
      const onError = vi.fn();
      const pending = trackLogin(storeSession(), true, { client, tracker, memory, environment: { production: true }, onError });
      await vi.advanceTimersByTimeAsync(10_000);
      const result = await pending;
      expect(result).toEqual({ outcome: 'tracked', eventSent: true, trackerLoggedIn: false });
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/not yet ready/) }), 'tracker');
    } finally {
      vi.useRealTimers();
    }
  });

  it('with no tracker host configured the event is still sent and nothing breaks', async () => {
    const disabled = createWebEngagementTracker({ host: null });
    const result = await trackLogin(storeSession(), true, { client, tracker: disabled, memory, environment: { production: true } });
    expect(result).toEqual({ outcome: 'tracked', eventSent: true, trackerLoggedIn: true });
    expect(received).toHaveLength(1);
  });
});

describe('trackLogout', () => {
  it('after a tracked login ends the tracker identity and forgets the login', async () => {
    const ids = defineEngagementGlobal();
    const deps = { client, tracker, memory, environment: { production: true } };
    await trackLogin(storeSession(), true, deps);
    expect(await trackLogout(deps)).toBe(true);
    expect(ids).toEqual(['DEMO-60001-U-1', 'logout']);
    expect((await trackLogin(storeSession(), true, deps)).outcome).toBe('tracked');
  });

  it('without a tracked login does nothing', async () => {
    const ids = defineEngagementGlobal();
    expect(await trackLogout({ tracker, memory })).toBe(false);
    expect(ids).toEqual([]);
  });
});
