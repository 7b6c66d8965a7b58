import { ApiClientProvider, createApiClient, shouldRetryQuery } from '@seller-portal/api-client';
import { createI18n, I18nextProvider } from '@seller-portal/i18n';
import { createUnauthorizedHandler } from '@seller-portal/session-guard';
import { Toaster } from '@seller-portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';

/** Everything the app holds once per page load, created on first render. */
function createAppContext() {
  const i18n = createI18n();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: shouldRetryQuery } } });
  // §8: a 401 on a non-public call forgets the session; the route guard then sends the user to sign-in.
  const client = createApiClient({ on401: createUnauthorizedHandler(queryClient) });
  return { i18n, queryClient, client, store: createStore(), router: createAppRouter() };
}

export function App() {
  const [{ i18n, queryClient, client, store, router }] = useState(createAppContext);
  return (
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>
            <RouterProvider router={router} />
            <Toaster />
          </ApiClientProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </I18nextProvider>
  );
}
