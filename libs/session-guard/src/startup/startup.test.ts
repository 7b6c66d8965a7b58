import { createApiClient } from '@seller-portal/api-client';
import { apiPaths } from '@seller-portal/contracts/core';
import { storeSession } from '@seller-portal/contracts/testing';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { appConfigKeys } from '../api/app-config';
import { sessionKeys, sessionQueryOptions } from '../api/session';
import { startup } from './startup';

const envelope = (status: number, value: unknown) =>
  new Response(
    JSON.stringify(status === 200 ? { success: true, status: 'OK', value } : { success: false, status: 'ERROR', value: null, errorCode: 'PMU500000' }),
    {
      status,
      headers: { 'content-type': 'application/json' },
    },
  );

/** A server that counts the reads and answers config and session (signed in or not). */
function server(options: { session: unknown; configFailures?: number }) {
  const reads = { config: 0, session: 0 };
  let configFailures = options.configFailures ?? 0;
  const fetch: typeof globalThis.fetch = async (input) => {
    const path = new URL(String(input)).pathname;
    if (path === apiPaths.config) {
      reads.config += 1;
      if (configFailures > 0) {
        configFailures -= 1;
        return envelope(503, null);
      }
      return envelope(200, { 'seller-rebranding-dashboard': 'true' });
    }
    if (path === apiPaths.session) {
      reads.session += 1;
      return options.session ? envelope(200, options.session) : envelope(401, null);
    }
    throw new Error(`unexpected ${path}`);
  };
  return { reads, client: createApiClient({ baseUrl: 'http://127.0.0.1:9', fetch }) };
}

describe('startup before the query client is there (the first paint of /sign-in goes without it)', () => {
  it('reads the config and the session at once, and the cache takes those answers when it comes, without asking again', async () => {
    const { reads, client } = server({ session: null });
    let deliver: (queryClient: QueryClient) => void = () => undefined;
    const later = new Promise<QueryClient>((resolve) => (deliver = resolve));
    const navigate = vi.fn();

    const result = await startup({
      client,
      queryClient: later,
      location: { pathname: '/sign-in', search: '' },
      navigate,
      notify: vi.fn(),
      isPublicPage: true,
      storage: null,
      cookies: 'has-login-history=true',
    });
    expect(result.session).toBeNull();
    expect(result.plan).toEqual({ branch: 'signedOut', to: null, steps: [] });
    expect(navigate).not.toHaveBeenCalled();

    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    deliver(queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryData(sessionKeys.current())).toBeNull());
    expect(queryClient.getQueryData(appConfigKeys.all)).toEqual({ 'seller-rebranding-dashboard': 'true' });
    expect(reads).toEqual({ config: 1, session: 1 });
  });

  it('a signed-in visitor at the root is routed as before (§4.2), the routing code loaded beside the reads', async () => {
    const { client } = server({ session: storeSession() });
    const navigate = vi.fn();
    const queryClient = Promise.resolve(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const result = await startup({
      client,
      queryClient,
      location: { pathname: '/', search: '' },
      navigate,
      notify: vi.fn(),
      storage: null,
      cookies: 'ever-logged-in=true',
    });
    expect(result.plan?.branch).toBe('store');
    expect(navigate).toHaveBeenCalledWith('/dashboard', { replace: true });
  });

  it('a config read that fails is retried by the cache once it is there, as the cache’s own read would be', async () => {
    const { reads, client } = server({ session: null, configFailures: 1 });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, retryDelay: 0 } } });
    const navigate = vi.fn();
    const result = await startup({
      client,
      queryClient: Promise.resolve(queryClient),
      location: { pathname: '/sign-in', search: '' },
      navigate,
      notify: vi.fn(),
      isPublicPage: true,
      storage: null,
    });
    expect(result.config).toEqual({ 'seller-rebranding-dashboard': 'true' });
    expect(reads.config).toBe(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    { name: 'at the root, the visitor goes to sign-in', pathname: '/', isPublicPage: false, to: '/sign-in' },
    { name: 'on /sign-in, the visitor stays', pathname: '/sign-in', isPublicPage: true, to: null },
  ])('a browser where nobody has signed in (no §3 login cookies) is signed out without asking the server: $name', async ({ pathname, isPublicPage, to }) => {
    const { reads, client } = server({ session: storeSession() });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const navigate = vi.fn();
    const result = await startup({
      client,
      queryClient: Promise.resolve(queryClient),
      location: { pathname, search: '' },
      navigate,
      notify: vi.fn(),
      isPublicPage,
      storage: null,
      cookies: 'Partners-Language=en',
    });
    expect(result.session).toBeNull();
    expect(reads.session).toBe(0);
    if (to) expect(navigate).toHaveBeenCalledWith(to, { replace: true });
    else expect(navigate).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(queryClient.getQueryState(sessionKeys.current())?.status).toBe('success'));
    // The cache's next read (after a sign-in) asks the server.
    await queryClient.invalidateQueries({ queryKey: sessionKeys.all, refetchType: 'all' });
    expect(reads.session).toBe(1);
    expect(queryClient.getQueryData(sessionKeys.current())).not.toBeNull();
  });
});

describe('startup joining a page’s read', () => {
  it('asks again when the page that made the read goes away first (its cancel is no config failure)', async () => {
    const { reads, client } = server({ session: null });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { configQueryOptions } = await import('../api/app-config');
    const { QueryObserver } = await import('@tanstack/react-query');
    // The shell's config observer starts the read, then the guard sends the visitor away and it unsubscribes.
    const observer = new QueryObserver(queryClient, configQueryOptions(client));
    const stop = observer.subscribe(() => undefined);
    const navigate = vi.fn();
    const started = startup({ client, queryClient, location: { pathname: '/dashboard', search: '' }, navigate, notify: vi.fn(), storage: null, cookies: '' });
    stop();
    const result = await started;
    expect(result.config).toEqual({ 'seller-rebranding-dashboard': 'true' });
    expect(navigate).not.toHaveBeenCalledWith(expect.stringMatching(/^\/error\//), expect.anything());
    expect(reads.config).toBe(2);
  });

  it.each([
    { name: 'the page’s first startup takes the session this page load has read (a route’s loader)', firstLoad: true, sessionReads: 1 },
    { name: 'a later startup (at the root) reads the session again', firstLoad: false, sessionReads: 2 },
  ])('$name', async ({ firstLoad, sessionReads }) => {
    const { reads, client } = server({ session: storeSession() });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.fetchQuery(sessionQueryOptions(client));
    const result = await startup({
      client,
      queryClient,
      location: { pathname: '/dashboard', search: '' },
      navigate: vi.fn(),
      notify: vi.fn(),
      storage: null,
      cookies: 'ever-logged-in=true',
      firstLoad,
    });
    expect(result.session).toEqual(storeSession());
    expect(reads.session).toBe(sessionReads);
  });
});
