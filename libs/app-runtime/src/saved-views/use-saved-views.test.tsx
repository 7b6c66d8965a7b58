import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { savedViewCallsOf } from '@seller-portal/contracts/saved-views';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useSavedViews, type SavedViewsOptions } from './use-saved-views';

const view = (id: string, filters: Record<string, string>) => ({ id, name: id, filters, shared: false, mine: true, ownerName: 'Sari', updatedAt: 1 });
const ready = view('6a1f8f3e-3c1d-4e0a-9a51-000000000001', { status: 'READY_TO_SHIP', sort: 'oldest' });
const fresh = view('6a1f8f3e-3c1d-4e0a-9a51-000000000002', { status: 'NEW' });

/** The views call answers the list; a save is refused with `refusal` when given. */
function fakeServer(defaultViewId: string | null, refusal?: string) {
  return vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body =
      init?.method === 'POST' && refusal
        ? { success: false, status: 'CONFLICT', errorCode: refusal, errorMessage: refusal }
        : { success: true, status: 'OK', value: { views: [ready, fresh], defaultViewId, canShare: true } };
    return new Response(JSON.stringify(body), { status: body.success ? 200 : 409, headers: { 'content-type': 'application/json' } });
  });
}

// A list's view calls as a domain declares them (the orders' in the orders contract); declared here, so this library's
// tests depend on no domain's contract.
const calls = savedViewCallsOf('orders', z.object({ status: z.string().optional(), sort: z.string().optional() }), { modes: ['STORE'] });

const options: SavedViewsOptions = {
  calls,
  // The list's names a view keeps, in a stable order (the pages pass their own address mapping).
  filtersOf: (address) => Object.fromEntries(['status', 'sort'].flatMap((key) => (address.get(key) ? [[key, address.get(key) as string]] : []))),
  errorText: (error) => `refused: ${(error as { errorCode?: string }).errorCode}`,
  savedText: (name) => `saved ${name}`,
  limit: 20,
  toast: vi.fn(),
};

function renderAt(address: string, fetch: typeof globalThis.fetch) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={createApiClient({ baseUrl: 'http://127.0.0.1:9', fetch })}>
        <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
      </ApiClientProvider>
    </QueryClientProvider>
  );
  return renderHook(() => ({ views: useSavedViews(options), search: useLocation().search }), { wrapper });
}

afterEach(cleanup);

describe('a list’s saved views over its address', () => {
  it('an address without filters waits for the default view, then shows it, keeping what else the address holds', async () => {
    const { result } = renderAt('/order-list?item=42', fakeServer(ready.id));
    expect(result.current.views.awaitingDefault).toBe(true);
    await waitFor(() => expect(result.current.views.awaitingDefault).toBe(false));
    await waitFor(() => expect(new URLSearchParams(result.current.search).get('status')).toBe('READY_TO_SHIP'));
    expect(new URLSearchParams(result.current.search).get('item')).toBe('42');
    expect(result.current.views.menu.currentViewId).toBe(ready.id);
  });

  it('an address with filters wins over the default, and is the view that holds the same filters', async () => {
    const { result } = renderAt('/order-list?status=NEW', fakeServer(ready.id));
    expect(result.current.views.awaitingDefault).toBe(false);
    await waitFor(() => expect(result.current.views.menu.views).toHaveLength(2));
    expect(result.current.search).toBe('?status=NEW');
    expect(result.current.views.menu.currentViewId).toBe(fresh.id);
  });

  it('applying a view writes its filters alone into the address; a refused save is said in the menu', async () => {
    const { result } = renderAt('/order-list?status=NEW&page=3', fakeServer(null, 'SAVED_VIEW_LIMIT_REACHED'));
    await waitFor(() => expect(result.current.views.menu.views).toHaveLength(2));
    act(() => result.current.views.menu.onApply(ready.id));
    await waitFor(() => expect(result.current.search).toBe('?status=READY_TO_SHIP&sort=oldest'));
    let saved = true;
    await act(async () => {
      saved = await result.current.views.menu.onSave({ name: 'Lagi', shared: false, makeDefault: false });
    });
    expect(saved).toBe(false);
    expect(result.current.views.menu.error).toBe('refused: SAVED_VIEW_LIMIT_REACHED');
    act(() => result.current.views.menu.onOpen());
    expect(result.current.views.menu.error).toBeNull();
  });
});
