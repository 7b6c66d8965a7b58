import { createApiClient } from '@seller-portal/api-client';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClientSource } from '../app/query-client-source';
import type { FeatureStartupDeps } from './feature-modules';
import { pageClientsContext } from './page-clients';
import { prefetchingLoader } from './page-loader';

describe('prefetchingLoader', () => {
  it('starts the page’s queries with the page’s clients as the navigation begins, and holds the navigation for none of them', async () => {
    const queryClient = new QueryClient();
    const queries = createQueryClientSource(async () => queryClient);
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9', fetch: vi.fn() });
    const started: FeatureStartupDeps[] = [];
    // A prefetch whose answer never comes: the page is routed all the same.
    const prefetch = (deps: FeatureStartupDeps) => {
      started.push(deps);
      return new Promise<void>(() => undefined);
    };
    const router = createMemoryRouter(
      [
        { path: '/', element: null },
        { path: '/figures', element: null, loader: prefetchingLoader(prefetch) },
      ],
      { getContext: pageClientsContext(queries, client) },
    );
    await router.navigate('/figures');
    expect(router.state.location.pathname).toBe('/figures');
    expect(router.state.navigation.state).toBe('idle');
    await vi.waitFor(() => expect(started).toHaveLength(1));
    expect(started[0].queryClient).toBe(queryClient);
    expect(started[0].client).toBe(client);
    router.dispose();
  });

  it('leaves a failed prefetch to the page (the navigation goes on, nothing is thrown)', async () => {
    const queries = createQueryClientSource(async () => new QueryClient());
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9', fetch: vi.fn() });
    const failed = vi.fn(async () => Promise.reject(new Error('no answer')));
    const router = createMemoryRouter([{ path: '/', element: null, loader: prefetchingLoader(failed) }], { getContext: pageClientsContext(queries, client) });
    await vi.waitFor(() => expect(failed).toHaveBeenCalled());
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.errors).toBeNull();
    router.dispose();
  });

  it('prefetches nothing in a router that was not given the page’s clients (a test’s): the page asks as it draws', async () => {
    const prefetch = vi.fn(async () => undefined);
    const router = createMemoryRouter([{ path: '/', element: null, loader: prefetchingLoader(prefetch) }]);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.errors).toBeNull();
    expect(prefetch).not.toHaveBeenCalled();
    router.dispose();
  });
});
