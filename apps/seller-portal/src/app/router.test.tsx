import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import type { Session } from '@seller-portal/contracts/core';
import { accessibilities, internalSession, storeSession } from '@seller-portal/contracts/testing';
import { createI18n, I18nextProvider, type Language } from '@seller-portal/i18n';
import { patchModuleRoutes } from '@seller-portal/app-runtime';
import { appConfigKeys, sessionKeys } from '@seller-portal/session-guard';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { isRoutedBy } from './module-routing';
import { moduleRegistry } from './modules';
import { portalRoutes } from './router';

afterEach(cleanup);

const signedIn = {
  menus: [{ code: 'dashboard', name: 'menu.dashboard', url: '/dashboard' }],
  customFields: { channelId: 'Web', displayName: 'Sari', storeName: 'Toko Demo Sejahtera' },
};
const seller = storeSession({ ...signedIn, accessibilities: accessibilities('STORE_ORDER') });
const internal = internalSession({ ...signedIn, accessibilities: accessibilities('INTERNAL_ANNOUNCEMENT') });

/** The portal's real route tree and module registry, the session already known; the page runtime (startup) is left out. */
function renderAt(path: string, value: Session | null, lang: Language = 'en') {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(sessionKeys.current(), value);
  queryClient.setQueryData(appConfigKeys.all, {});
  const router = createMemoryRouter(portalRoutes(<Outlet />), { initialEntries: [path], patchRoutesOnNavigation: patchModuleRoutes(moduleRegistry, 'shell') });
  render(
    <I18nextProvider i18n={createI18n({ lng: lang })}>
      <JotaiProvider store={createStore()}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={createApiClient({ baseUrl: 'http://127.0.0.1:9' })}>
            <RouterProvider router={router} />
          </ApiClientProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </I18nextProvider>,
  );
  return router;
}

describe('portal routes (§2.1, §2.4, §4.3)', () => {
  const rows = [
    { name: 'a STORE user on /announcement gets 403', path: '/announcement', session: seller, heading: 'No access' },
    { name: 'a STORE user on an announcement by code gets 403', path: '/announcement/ANN-1', session: seller, heading: 'No access' },
    { name: 'internal staff with the permission: the announcement form', path: '/announcement/create', session: internal, heading: 'Create announcement' },
    { name: 'internal staff without the API center permission get 403', path: '/api-center', session: internal, heading: 'No access' },
    { name: 'the dashboard module registers its routes on a deep link', path: '/dashboard', session: seller, heading: 'Hello, Sari' },
    { name: 'the half-native dashboard of the apps', path: '/dashboard/apps', session: seller, heading: 'Hello, Sari' },
    { name: 'a module that is not built yet shows not found', path: '/return', session: seller, heading: 'Page not found' },
    { name: 'an unknown path shows not found to visitors too', path: '/no-such-page', session: null, heading: 'Page not found' },
    { name: '/error with an empty child is 404', path: '/error', session: null, heading: 'Page not found' },
    { name: '/error/500', path: '/error/500', session: null, heading: 'Fixing up the server' },
    { name: '/error/503', path: '/error/503', session: null, heading: "We're under maintenance" },
    { name: '/error/403', path: '/error/403', session: null, heading: 'No access' },
    { name: '/error/408', path: '/error/408', session: null, heading: 'The request timed out' },
    { name: '/error/504 has no view of its own: not found', path: '/error/504', session: null, heading: 'Page not found' },
    { name: '/404', path: '/404', session: seller, heading: 'Page not found' },
  ];
  it.each(rows)('$name', async ({ path, session: value, heading }) => {
    renderAt(path, value);
    expect(await screen.findByRole('heading', { name: heading }, { timeout: 5000 })).toBeTruthy();
  });

  it('an unauthenticated visitor on a protected page goes to sign-in carrying the page (§2.9)', async () => {
    const router = renderAt('/dashboard?tab=2', null);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/sign-in?redirectUri=%2Fdashboard%3Ftab%3D2'));
  });

  it.each([
    ['/forgot-password?email=a%40b.test', '/forgot-password/v2?email=a%40b.test'],
    ['/reset-password?token=abc', '/reset-password/v2?token=abc'],
  ])('the old path %s redirects to %s keeping the query', async (from, to) => {
    const router = renderAt(from, null);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(to));
  });

  it('the 403 view is in the page language', async () => {
    renderAt('/announcement', seller, 'id');
    expect(await screen.findByRole('heading', { name: 'Tidak ada akses' }, { timeout: 5000 })).toBeTruthy();
  });
});

describe('which paths the router serves (§2.10: the others are full page loads)', () => {
  const routes = portalRoutes(<Outlet />);
  it.each([
    ['/sign-in', true],
    ['/create-password', true],
    ['/forgot-password', true],
    ['/error/503', true],
    ['/dashboard', true],
    ['/announcement/ANN-1', true],
    ['/conversations/C-1', true],
    ['/learning/guide/article/a-guide', true],
    // Not built: no feature serves it, so a link to it is a full page load (which shows the not-found view).
    ['/return', false],
    ['/legacy-report', false],
    ['/product', false],
  ])('%s → %s', (path, routed) => {
    expect(isRoutedBy(routes, path)).toBe(routed);
  });
});
