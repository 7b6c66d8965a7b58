import { createApiClient, ApiClientProvider } from '@seller-portal/api-client';
import type { Session } from '@seller-portal/contracts/core';
import { accessibilities, storeSession } from '@seller-portal/contracts/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { sessionKeys } from '../api/session';
import type { RouteHandle } from '@seller-portal/app-runtime';
import { RequireSession } from './require-session';

afterEach(cleanup);

const seller = storeSession({ accessibilities: accessibilities('STORE_ORDER') });

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

/** Renders the guard with a session already known, the way the app has it after startup. */
function renderAt(path: string, session: Session | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionKeys.current(), session);
  const router = createMemoryRouter(
    [
      { path: '/sign-in', element: <Where />, handle: { meta: { public: true } } satisfies RouteHandle },
      { path: '/start', element: <Where />, handle: { meta: { public: true } } satisfies RouteHandle },
      {
        element: <RequireSession pending={<p>waiting</p>} forbidden={<p>no access</p>} failed={<p>failed</p>} />,
        children: [
          { path: '/dashboard', element: <p>dashboard</p> },
          { path: '/order-list', element: <p>orders</p>, handle: { meta: { mode: 'STORE', permission: 'STORE_ORDER' } } satisfies RouteHandle },
          { path: '/announcement', element: <p>announcements</p>, handle: { meta: { permission: 'announcement' } } satisfies RouteHandle },
          { path: '/promo', element: <p>promo</p>, handle: { meta: { publicRedirect: '/start' } } satisfies RouteHandle },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={createApiClient({ baseUrl: 'http://127.0.0.1:9' })}>
        <RouterProvider router={router} />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
}

describe('RequireSession (§4.3, §2.9)', () => {
  const rows = [
    { name: 'a signed-in user sees the page', path: '/dashboard', session: seller, text: 'dashboard' },
    { name: 'held mode and accessibility', path: '/order-list', session: seller, text: 'orders' },
    { name: 'a missing accessibility shows 403', path: '/announcement', session: seller, text: 'no access' },
    {
      name: 'no session goes to sign-in with the page as redirectUri',
      path: '/order-list?page=2',
      session: null,
      text: 'at /sign-in?redirectUri=%2Forder-list%3Fpage%3D2',
    },
    { name: 'no session on a route with publicRedirect keeps the query', path: '/promo?ref=mail', session: null, text: 'at /start?ref=mail' },
  ];
  it.each(rows)('$name', async ({ path, session, text }) => {
    renderAt(path, session);
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
