import type { Session } from '@seller-portal/contracts/core';
import { accessibilities, internalSession, storeSession } from '@seller-portal/contracts/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchedRoute, RouteMeta } from '@seller-portal/app-runtime';
import { errorModeAt, errorModeForStatus } from './error-mode';
import { evaluateGuard, leaveFrameForSignIn, waitForSession, type FrameWindow, type GuardInput, type GuardOutcome } from './guard';

function session(mode: 'STORE' | 'INTERNAL', codes: string[], customFields: Session['customFields'] = {}): Session {
  const build = mode === 'STORE' ? storeSession : internalSession;
  return build({ accessibilities: accessibilities(...codes), customFields });
}

const store = session('STORE', ['STORE_ORDER']);
const internal = session('INTERNAL', ['INTERNAL_ANNOUNCEMENT']);

function at(pathname: string, ...metas: (RouteMeta | undefined)[]): MatchedRoute[] {
  return metas.map((meta, index) => ({ id: `r${index}`, pathname, params: {}, meta }));
}

const base = (overrides: Partial<GuardInput>): GuardInput => ({
  matches: at('/order-list', {}, { mode: 'STORE', permission: 'STORE_ORDER' }),
  location: { pathname: '/order-list', search: '?page=2' },
  session: store,
  sessionLoaded: true,
  timedOut: false,
  ...overrides,
});

describe('evaluateGuard: every outcome of §4.3', () => {
  const rows: { name: string; input: GuardInput; expected: GuardOutcome }[] = [
    { name: 'allowed: mode and permission held', input: base({}), expected: { kind: 'allow', errorMode: 0, publicActionHeader: false } },
    {
      name: 'public routes skip every check, even without a session',
      input: base({ matches: at('/learning/news', { public: true, publicActionHeader: true }), session: null }),
      expected: { kind: 'allow', errorMode: 0, publicActionHeader: true },
    },
    {
      name: 'the public action header is off unless a route asks',
      input: base({ matches: at('/sign-in', { public: true }), session: null }),
      expected: { kind: 'allow', errorMode: 0, publicActionHeader: false },
    },
    { name: 'wait while the session loads', input: base({ session: undefined, sessionLoaded: false }), expected: { kind: 'wait' } },
    {
      name: '401: loaded and still empty → sign-in with the page as redirectUri',
      input: base({ session: null }),
      expected: { kind: 'unauthenticated', to: '/sign-in?redirectUri=%2Forder-list%3Fpage%3D2' },
    },
    {
      name: '401: the wait timed out',
      input: base({ session: undefined, sessionLoaded: false, timedOut: true }),
      expected: { kind: 'unauthenticated', to: '/sign-in?redirectUri=%2Forder-list%3Fpage%3D2' },
    },
    {
      name: '401 with publicRedirect as a path: keeps the query',
      input: base({ session: null, matches: at('/promo', { publicRedirect: '/mulai-berjualan' }), location: { pathname: '/promo', search: '?ref=mail' } }),
      expected: { kind: 'unauthenticated', to: '/mulai-berjualan?ref=mail' },
    },
    {
      name: '401 with publicRedirect as a route name',
      input: base({
        session: null,
        matches: at('/conversations/x', { publicRedirect: 'learningNews' }),
        location: { pathname: '/conversations/x', search: '' },
      }),
      expected: { kind: 'unauthenticated', to: '/learning/news' },
    },
    {
      name: '401 with an unknown route name goes to the root path',
      input: base({ session: null, matches: at('/x', { publicRedirect: 'nowhere' }), location: { pathname: '/x', search: '?a=1' } }),
      expected: { kind: 'unauthenticated', to: '/?a=1' },
    },
    {
      name: '500: the session could not be read',
      input: base({ session: undefined, sessionLoaded: false, sessionFailed: true }),
      expected: { kind: 'error', errorMode: 500 },
    },
    { name: '403: wrong mode', input: base({ session: internal }), expected: { kind: 'error', errorMode: 403 } },
    {
      name: '403: a missing accessibility code',
      input: base({ matches: at('/announcement', { mode: 'INTERNAL', permission: 'announcement' }) }),
      expected: { kind: 'error', errorMode: 403 },
    },
    {
      name: '403: an outer record fails although the page passes',
      input: base({ matches: at('/order-list', { mode: 'INTERNAL' }, { permission: 'STORE_ORDER' }) }),
      expected: { kind: 'error', errorMode: 403 },
    },
    {
      name: '403: a permission function refuses',
      input: base({ matches: at('/order-list', { permission: (_route, copy) => copy.pickupPoints.length > 0 }) }),
      expected: { kind: 'error', errorMode: 403 },
    },
    {
      name: 'allowed: a permission list fully held',
      input: base({ session: session('STORE', ['STORE_ORDER', 'STORE_FBB-CENTER']), matches: at('/x', { permission: ['STORE_ORDER', 'STORE_FBB-CENTER'] }) }),
      expected: { kind: 'allow', errorMode: 0, publicActionHeader: false },
    },
    {
      name: '403: a page outside the whitelisted path patterns',
      input: base({ session: session('STORE', ['STORE_ORDER'], { whitelistedPagePathPatterns: ['^/dashboard$'] }) }),
      expected: { kind: 'error', errorMode: 403 },
    },
    {
      name: 'allowed: a page inside the whitelisted path patterns',
      input: base({ session: session('STORE', ['STORE_ORDER'], { whitelistedPagePathPatterns: ['^/order-list$'] }), matches: at('/order-list', {}) }),
      expected: { kind: 'allow', errorMode: 0, publicActionHeader: false },
    },
    {
      name: 'allowed: an empty whitelist restricts nothing',
      input: base({ session: session('STORE', ['STORE_ORDER'], { whitelistedPagePathPatterns: [] }) }),
      expected: { kind: 'allow', errorMode: 0, publicActionHeader: false },
    },
    {
      name: '500: a permission function that throws',
      input: base({
        matches: at('/x', {
          permission: () => {
            throw new Error('broken rule');
          },
        }),
      }),
      expected: { kind: 'error', errorMode: 500 },
    },
  ];
  it.each(rows)('$name', ({ input, expected }) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(evaluateGuard(input)).toEqual(expected);
    error.mockRestore();
  });
});

describe('waitForSession (§4.3, §9: every 100 ms, at most 10 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the session as soon as it is there', async () => {
    let snapshot: { session: Session | undefined; loaded: boolean } = { session: undefined, loaded: false };
    const reads = vi.fn(() => snapshot);
    const waiting = waitForSession(reads);
    await vi.advanceTimersByTimeAsync(250);
    expect(reads).toHaveBeenCalledTimes(3);
    snapshot = { session: store, loaded: true };
    await vi.advanceTimersByTimeAsync(100);
    await expect(waiting).resolves.toBe(store);
  });

  it('is unauthenticated when the session finished loading empty', async () => {
    const waiting = waitForSession(() => ({ session: null, loaded: true }));
    await expect(waiting).resolves.toBeNull();
  });

  it('is unauthenticated after 10 s without a session', async () => {
    const reads = vi.fn(() => ({ session: undefined, loaded: false }));
    const waiting = waitForSession(reads);
    await vi.advanceTimersByTimeAsync(9_900);
    expect(reads.mock.calls.length).toBeLessThanOrEqual(100);
    await vi.advanceTimersByTimeAsync(200);
    await expect(waiting).resolves.toBeNull();
  });
});

describe('a 401 inside a frame (§8)', () => {
  function frame(options: { framed: boolean; topOrigin: string | 'cross' }) {
    const assign = vi.fn();
    const postMessage = vi.fn();
    const self = {};
    const top = options.framed
      ? {
          location: {
            get origin(): string {
              if (options.topOrigin === 'cross') throw new DOMException('Blocked a frame', 'SecurityError');
              return options.topOrigin;
            },
            assign,
          },
        }
      : self;
    const win = { self, top, parent: { postMessage }, location: { origin: 'https://seller.example' } } as unknown as FrameWindow;
    return { win, assign, postMessage };
  }

  it('a top-level page navigates itself', () => {
    const { win, assign, postMessage } = frame({ framed: false, topOrigin: 'https://seller.example' });
    expect(leaveFrameForSignIn('/sign-in', win)).toBe('here');
    expect(assign).not.toHaveBeenCalled();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('a frame of the same site sends the top window to sign-in', () => {
    const { win, assign } = frame({ framed: true, topOrigin: 'https://seller.example' });
    expect(leaveFrameForSignIn('/sign-in?redirectUri=%2Fconversations', win)).toBe('top');
    expect(assign).toHaveBeenCalledWith('https://seller.example/sign-in?redirectUri=%2Fconversations');
  });

  it.each([
    ['a readable external parent', 'https://shop.example'],
    ['an unreadable external parent', 'cross' as const],
  ])('%s gets a message with event error and name 401', (_name, topOrigin) => {
    const { win, assign, postMessage } = frame({ framed: true, topOrigin });
    expect(leaveFrameForSignIn('/sign-in', win)).toBe('posted');
    expect(assign).not.toHaveBeenCalled();
    expect(postMessage).toHaveBeenCalledWith({ event: 'error', name: '401' }, '*');
  });
});

describe('error modes (§4.3: 0, 403, 404, 500, 503, 5011; reset at every navigation)', () => {
  it('a mode belongs to the navigation it was set on', () => {
    expect(errorModeAt({ mode: 503, locationKey: 'a' }, 'a')).toBe(503);
    expect(errorModeAt({ mode: 503, locationKey: 'a' }, 'b')).toBe(0);
    expect(errorModeAt(null, 'a')).toBe(0);
  });

  it.each([
    [403, 403],
    [404, 404],
    [500, 500],
    [502, 500],
    [503, 503],
    [400, 0],
    [401, 0],
  ])('HTTP %i → mode %i', (status, mode) => {
    expect(errorModeForStatus(status)).toBe(mode);
  });
});
