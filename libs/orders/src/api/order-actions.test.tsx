import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { orderCountsQuery, useAcceptOrder } from './orders';

const orderNumber = 'ORD-20261128-0000001';
const accepted = { orderNumber, status: 'READY_TO_SHIP', version: 2 };

/** Answers the accept at once and holds every call after it (the lists loading again) until `release`. */
function serverHoldingReloads() {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const paths: string[] = [];
  let acceptAnswered = false;
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname;
    paths.push(path);
    if (path.endsWith('/accept')) acceptAnswered = true;
    else if (acceptAnswered) await held;
    const value = path.endsWith('/accept') ? accepted : { NEW: 0 };
    return new Response(JSON.stringify({ success: true, status: 'OK', value }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetch, paths, release: () => release() };
}

describe('an action on one order', () => {
  it('is done when its order is answered, while the lists still load again (a dialog opened meanwhile is not closed by a late answer)', async () => {
    const server = serverHoldingReloads();
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9', fetch: server.fetch });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>{children}</ApiClientProvider>
      </QueryClientProvider>
    );
    // The tabs' counts on the page, loaded once: the action makes them load again.
    const { result } = renderHook(() => ({ counts: useQuery(orderCountsQuery(client, {})), accept: useAcceptOrder() }), { wrapper });
    await waitFor(() => expect(result.current.counts.isSuccess).toBe(true));
    const done = vi.fn();

    result.current.accept.mutate({ orderNumber, version: 1 }, { onSuccess: done });

    await waitFor(() => expect(done).toHaveBeenCalledWith(accepted, expect.anything(), undefined, expect.anything()));
    // The counts' reload is still held by the server: the action did not wait for it.
    expect(queryClient.isFetching()).toBeGreaterThan(0);
    server.release();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });
});
