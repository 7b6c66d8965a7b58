import { createApiClient } from '@seller-portal/api-client';
import { bliklanBalanceQueryKey, dashboardFirstCalls, dashboardSummaryQueryKey } from '@seller-portal/contracts/analytics';
import { apiPaths, featureOfCallAccess, holdsAccess, type Session } from '@seller-portal/contracts/core';
import { accessibilities, internalSession, storeSession } from '@seller-portal/contracts/testing';
import { sessionKeys, sessionQueryOptions } from '@seller-portal/session-guard';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dashboardKeys, figureCodes, figurePrefetches, prefetchFigures } from './dashboard';

/** A server that answers the session and every other GET with an empty value, and counts the reads by path. */
function server(session: Session | null) {
  const reads = new Map<string, number>();
  const fetch: typeof globalThis.fetch = async (input) => {
    const path = new URL(String(input)).pathname;
    reads.set(path, (reads.get(path) ?? 0) + 1);
    const value = path === apiPaths.session ? session : {};
    const signedOut = path === apiPaths.session && !session;
    return new Response(
      JSON.stringify(signedOut ? { success: false, status: 'UNAUTHORIZED', value: null, errorCode: 'PE401001' } : { success: true, status: 'OK', value }),
      {
        status: signedOut ? 401 : 200,
        headers: { 'content-type': 'application/json' },
      },
    );
  };
  return { reads, client: createApiClient({ baseUrl: 'http://127.0.0.1:9', fetch }) };
}

const everyFigure = storeSession({ accessibilities: accessibilities('STORE_ORDER', figureCodes.rating, figureCodes.ads) });

describe('figurePrefetches: what the figures are drawn from', () => {
  it.each([
    ['a store with every code: the summary, the rating and the ads balance', everyFigure, 3],
    ['a store without the rating’s and the ads’ codes: the summary alone', storeSession(), 1],
    ['a store with the rating’s code', storeSession({ accessibilities: accessibilities(figureCodes.rating) }), 2],
    ['another mode: none', internalSession({ accessibilities: accessibilities(figureCodes.rating, figureCodes.ads) }), 0],
  ])('%s', (_, session, count) => {
    const { client } = server(session);
    expect(figurePrefetches(client, session)).toHaveLength(count);
  });

  it('are the calls of the dashboard’s preloaded first calls the session may make (the server preloads those)', async () => {
    for (const session of [everyFigure, storeSession(), storeSession({ accessibilities: accessibilities(figureCodes.ads) }), internalSession()]) {
      const { reads, client } = server(session);
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      await Promise.all(figurePrefetches(client, session).map((prefetch) => prefetch(queryClient)));
      const allowed = dashboardFirstCalls.calls.filter((call) => {
        const declared = featureOfCallAccess(call.access);
        return declared !== undefined && holdsAccess(session, declared.access);
      });
      expect([...reads.keys()].sort()).toEqual(allowed.map((call) => call.path).sort());
    }
  });
});

describe('prefetchFigures: /dashboard’s route loader', () => {
  it('reads the session once, then puts the figures’ answers in the cache before the page asks', async () => {
    const { reads, client } = server(everyFigure);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The page's own read of the session, started at the same time, is joined rather than repeated.
    const pageRead = queryClient.fetchQuery(sessionQueryOptions(client));
    await prefetchFigures({ queryClient, client });
    await pageRead;
    expect(reads.get(apiPaths.session)).toBe(1);
    for (const key of [dashboardSummaryQueryKey, dashboardKeys.named('rating-badges'), bliklanBalanceQueryKey])
      expect(queryClient.getQueryState(key)?.status).toBe('success');
  });

  it('asks nothing more for a signed-out visitor (the guard sends them to sign in)', async () => {
    const { reads, client } = server(null);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchFigures({ queryClient, client });
    expect(queryClient.getQueryData(sessionKeys.current())).toBeNull();
    expect([...reads.keys()]).toEqual([apiPaths.session]);
  });

  it('takes a session the cache holds already (a later visit) without reading it again', async () => {
    const { reads, client } = server(everyFigure);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(sessionKeys.current(), everyFigure);
    await prefetchFigures({ queryClient, client });
    expect(reads.get(apiPaths.session)).toBeUndefined();
    expect(reads.size).toBe(3);
  });
});
