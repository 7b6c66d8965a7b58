import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import type { Session } from '@seller-portal/contracts/core';
import { accessibilities, internalSession, storeSession } from '@seller-portal/contracts/testing';
import { createI18n, I18nextProvider } from '@seller-portal/i18n';
import { sessionKeys } from '@seller-portal/session-guard';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { consolePatchRoutes, consoleRoutes, withoutBasename } from './router';

afterEach(cleanup);

function session(codes: string[], mode: 'INTERNAL' | 'STORE' = 'INTERNAL'): Session {
  const build = mode === 'STORE' ? storeSession : internalSession;
  return build({ accessibilities: accessibilities(...codes), customFields: { displayName: 'Ina Internal' } });
}

function renderAt(path: string, value: Session) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(sessionKeys.current(), value);
  const router = createMemoryRouter(consoleRoutes(), { initialEntries: [path], patchRoutesOnNavigation: consolePatchRoutes() });
  render(
    <I18nextProvider i18n={createI18n({ lng: 'en' })}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={createApiClient({ baseUrl: 'http://127.0.0.1:9' })}>
          <RouterProvider router={router} />
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the console mounts the internal routes of §2.4 behind the same guard', () => {
  const rows = [
    { name: 'announcements with the permission: the list', path: '/announcement', session: session(['INTERNAL_ANNOUNCEMENT']), heading: 'Announcements' },
    {
      name: 'announcements with the permission: the create form',
      path: '/announcement/create',
      session: session(['INTERNAL_ANNOUNCEMENT']),
      heading: 'Create announcement',
    },
    { name: 'announcements without the permission: no access', path: '/announcement', session: session(['INTERNAL_SELLER-API-CENTER']), heading: 'No access' },
    { name: 'API center with its permission', path: '/api-center', session: session(['INTERNAL_SELLER-API-CENTER']), heading: 'API center' },
    { name: 'mobile configs with VIEW: the list', path: '/mobile-config', session: session(['INTERNAL_MOBILE-CONFIG_VIEW']), heading: 'Mobile configs' },
    {
      name: 'mobile config edit needs UPDATE',
      path: '/mobile-config/generalNotifPage/edit',
      session: session(['INTERNAL_MOBILE-CONFIG_VIEW']),
      heading: 'No access',
    },
    {
      name: 'partner notifications: the landing page with its tabs',
      path: '/partners-notification',
      session: session(['INTERNAL_NOTIFICATION']),
      heading: 'Partner notifications',
    },
  ];
  it.each(rows)('$name', async ({ path, session: value, heading }) => {
    renderAt(path, value);
    // A feature's pages load as their own chunks, slower than the first render on a cold run.
    expect(await screen.findByRole('heading', { name: heading }, { timeout: 5000 })).toBeTruthy();
  });

  it.each([
    ['/console/announcement', '/announcement'],
    ['/console', '/'],
    ['/consoles/x', '/consoles/x'],
    ['/announcement', '/announcement'],
  ])('the address path %s is the route path %s', (path, routePath) => {
    expect(withoutBasename(path)).toBe(routePath);
  });

  it('a seller is pointed to the seller portal', async () => {
    renderAt('/announcement', session(['STORE_ORDER'], 'STORE'));
    expect(await screen.findByRole('link', { name: 'Go to the seller portal' })).toBeTruthy();
  });
});
