import { ApiClientProvider, createApiClient, shouldRetryQuery, type ApiClient } from '@seller-portal/api-client';
import { I18nextProvider, loadI18n, type i18n, type ResourceBundle } from '@seller-portal/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createUnauthorizedHandler } from '../api/session';

/** A data router, as `createBrowserRouter` makes it. */
export type AppRouter = ComponentProps<typeof RouterProvider>['router'];

/** What a web app holds once per page load (its jotai atoms live in jotai's default store, one per page). */
export interface AppContext<Router extends AppRouter = AppRouter> {
  i18n: i18n;
  queryClient: QueryClient;
  client: ApiClient;
  router: Router;
}

export interface CreateAppContextOptions<Router extends AppRouter> {
  /** Called first: a data router starts loading the first page's modules while the texts download. */
  createRouter: () => Router;
  /** Namespaces the app needs from its first render (bundles of both languages). */
  resources?: ResourceBundle[];
}

/**
 * The page's router, texts (of its language only), query client and API client. §8: a 401 on a non-public call
 * forgets the session; the route guard then sends the user to sign-in.
 */
export async function createAppContext<Router extends AppRouter>({ createRouter, resources }: CreateAppContextOptions<Router>): Promise<AppContext<Router>> {
  const router = createRouter();
  const i18n = await loadI18n({ resources });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: shouldRetryQuery } } });
  const client = createApiClient({ on401: createUnauthorizedHandler(queryClient) });
  return { i18n, queryClient, client, router };
}

/** An app's pages with the texts, the server state and the API client of its context; `children` sit beside the pages (the toasts). */
export function AppRoot({ context, children }: { context: AppContext; children?: ReactNode }) {
  return (
    <I18nextProvider i18n={context.i18n}>
      <QueryClientProvider client={context.queryClient}>
        <ApiClientProvider client={context.client}>
          <RouterProvider router={context.router} />
          {children}
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
