import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { createI18n, I18nextProvider, type Language } from '@seller-portal/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

/** Every request of a page rendered here fails at once: tests of what a page does before it calls the server. */
export const unreachableClient = createApiClient({ baseUrl: 'http://127.0.0.1:9' });

/** Renders routes the way the portal does (i18n, TanStack Query, the API client, a data router). */
export function renderRoutes(routes: RouteObject[], { lng = 'id', path }: { lng?: Language; path: string }) {
  const i18n = createI18n({ lng });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={unreachableClient}>
          <RouterProvider router={router} />
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { router, i18n, queryClient };
}

/** One element at one path, with a catch-all that shows where a navigation went. */
export function renderPage(element: ReactNode, { lng = 'id', path, pattern }: { lng?: Language; path: string; pattern?: string }) {
  return renderRoutes(
    [
      { path: pattern ?? path.split('?')[0], element },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { lng, path },
  );
}
