import { ApiClientProvider, createApiClient, shouldRetryQuery, type ApiClient } from '@seller-portal/api-client';
import { I18nextProvider, loadI18n, type i18n } from '@seller-portal/i18n';
import { createUnauthorizedHandler, sessionGuardResources } from '@seller-portal/session-guard';
import { Toaster } from '@seller-portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { createConsoleRouter } from './router';

/** Everything the console holds once per page load (jotai atoms live in jotai's default store, one per page). */
export interface AppContext {
  i18n: i18n;
  queryClient: QueryClient;
  client: ApiClient;
  router: ReturnType<typeof createConsoleRouter>;
}

export async function createAppContext(): Promise<AppContext> {
  // The router starts loading the first page's modules at once, while the texts of the page's language download.
  const router = createConsoleRouter();
  const i18n = await loadI18n({ resources: [sessionGuardResources] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: shouldRetryQuery } } });
  // §8: a 401 on a non-public call forgets the session; the route guard then sends the user to sign-in.
  const client = createApiClient({ on401: createUnauthorizedHandler(queryClient) });
  return { i18n, queryClient, client, router };
}

export function App({ context: { i18n, queryClient, client, router } }: { context: AppContext }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <RouterProvider router={router} />
          <Toaster />
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
