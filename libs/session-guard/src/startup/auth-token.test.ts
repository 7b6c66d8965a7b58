import { createApiClient } from '@seller-portal/api-client';
import { apiPaths } from '@seller-portal/contracts/core';
import { storeSession } from '@seller-portal/contracts/testing';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { sessionKeys, sessionQueryOptions } from '../api/session';
import { authTokenHandling, isConfirmSignInState, startup } from './startup';

const chromeDesktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const chromeAndroid = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

describe('a ?authToken= link (§4.1) signs in at once only inside the apps', () => {
  it.each([
    { name: 'a desktop browser asks first', userAgent: chromeDesktop, handling: 'CONFIRM' },
    { name: 'a phone browser asks first', userAgent: chromeAndroid, handling: 'CONFIRM' },
    { name: 'no user agent asks first', userAgent: '', handling: 'CONFIRM' },
    { name: 'the Android app webview hands over', userAgent: `${chromeAndroid} MTA-Android/1.174.0`, handling: 'SIGN_IN' },
    {
      name: 'the iOS app webview hands over',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MTA-iOS/2.3.0',
      handling: 'SIGN_IN',
    },
  ])('$name', ({ userAgent, handling }) => {
    expect(authTokenHandling(userAgent)).toBe(handling);
  });
});

describe('the confirmation page state', () => {
  it.each([
    { name: 'a token and a redirectUri', state: { authToken: 'abc', redirectUri: '/orders' }, ok: true },
    { name: 'a token alone', state: { authToken: 'abc', redirectUri: null }, ok: true },
    { name: 'no state (the page opened directly)', state: null, ok: false },
    { name: 'an empty token', state: { authToken: '', redirectUri: null }, ok: false },
    { name: 'something else', state: { usr: 1 }, ok: false },
  ])('$name', ({ state, ok }) => {
    expect(isConfirmSignInState(state)).toBe(ok);
  });
});

describe('the apps’ hand-off (§4.1 authToken inside the app webview)', () => {
  const androidApp = `${chromeAndroid} MTA-Android/1.174.0`;
  const envelope = (status: number, value: unknown) =>
    new Response(
      JSON.stringify(status === 200 ? { success: true, status: 'OK', value } : { success: false, status: 'UNAUTHORIZED', value: null, errorCode: 'PE403002' }),
      {
        status,
        headers: { 'content-type': 'application/json' },
      },
    );

  it('a session read that left before the token signed in is asked again, so startup routes the new session', async () => {
    // The page's own session read leaves at mount, without a cookie; the server answers it only after the token's
    // sign-in has set one (a busy server), with the 401 of a request that carried none.
    let signedIn: () => void = () => undefined;
    const signInAnswered = new Promise<void>((resolve) => (signedIn = resolve));
    let cookie = false;
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const path = new URL(String(input)).pathname;
      if (path === apiPaths.config) return envelope(200, {});
      if (path === apiPaths.signIn) {
        cookie = true;
        signedIn();
        return envelope(200, { username: 'staff@demo.test', next: 'SESSION' });
      }
      if (path === apiPaths.session) {
        const withCookie = cookie;
        if (!withCookie) await signInAnswered;
        return withCookie ? envelope(200, storeSession()) : envelope(401, null);
      }
      throw new Error(`unexpected ${init?.method ?? 'GET'} ${path}`);
    };
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9', fetch });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const pageRead = queryClient.fetchQuery(sessionQueryOptions(client));
    const navigate = vi.fn();

    const result = await startup({
      client,
      queryClient,
      location: { pathname: '/', search: '?authToken=one-time' },
      navigate,
      notify: () => undefined,
      userAgent: androidApp,
      cookies: '',
      storage: null,
    });

    expect(result.session).not.toBeNull();
    expect(navigate).toHaveBeenCalledWith('/dashboard', { replace: true });
    expect(await pageRead).not.toBeNull();
  });

  it('a first load with a token to sign in with reads the session after the sign-in, whatever the page read before it', async () => {
    let signedIn = false;
    const reads = { session: 0 };
    const fetch: typeof globalThis.fetch = async (input) => {
      const path = new URL(String(input)).pathname;
      if (path === apiPaths.config) return envelope(200, {});
      if (path === apiPaths.session) {
        reads.session += 1;
        return signedIn ? envelope(200, storeSession()) : envelope(401, null);
      }
      signedIn = true;
      return envelope(200, { username: 'staff@demo.test', next: 'SESSION' });
    };
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9', fetch });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The route's loader read the session before the token's sign-in (its first load's read): not signed in yet.
    await queryClient.fetchQuery(sessionQueryOptions(client));
    expect(queryClient.getQueryData(sessionKeys.current())).toBeNull();
    const result = await startup({
      client,
      queryClient,
      location: { pathname: '/dashboard', search: '?authToken=abc' },
      navigate: vi.fn(),
      notify: vi.fn(),
      storage: null,
      userAgent: androidApp,
      cookies: 'ever-logged-in=true',
      firstLoad: true,
    });
    expect(result.session).toEqual(storeSession());
    expect(reads.session).toBe(2);
  });
});
