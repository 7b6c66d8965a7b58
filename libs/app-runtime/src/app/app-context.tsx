import { ApiClientProvider, createApiClient, shouldRetryQuery, type ApiClient } from '@seller-portal/api-client';
import { I18nextProvider, loadI18n, type i18n, type ResourceBundle } from '@seller-portal/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { defaultNavigationRules } from '../navigation/default-rules';
import type { PageNavigationRules } from '../navigation/navigation';

/** A data router, as `createBrowserRouter` makes it. */
export type AppRouter = ComponentProps<typeof RouterProvider>['router'];

/**
 * What a web app holds once per page load: its router, texts, server state, API client and the page's
 * §2.10 navigation rules (its jotai atoms live in jotai's default store, one per page). Nothing page-wide
 * lives in a module variable, so two apps (or two tests) on one page never share it.
 */
export interface AppContext<Router extends AppRouter = AppRouter> {
  i18n: i18n;
  queryClient: QueryClient;
  client: ApiClient;
  router: Router;
  /** The app sets them once it knows its routes, config and device; until then every path is routed. */
  navigationRules: { current: PageNavigationRules };
}

export interface CreateAppContextOptions<Router extends AppRouter> {
  /** Called first: a data router starts loading the first page's modules while the texts download. */
  createRouter: () => Router;
  /** Namespaces the app needs from its first render (bundles of both languages). */
  resources?: ResourceBundle[];
  /** §8 what a 401 on a non-public call does (the session library re-reads the session; the guard redirects). */
  onUnauthorized?: (queryClient: QueryClient) => () => void;
}

/** The page's router, texts (of its language only), query client and API client. */
export async function createAppContext<Router extends AppRouter>({
  createRouter,
  resources,
  onUnauthorized,
}: CreateAppContextOptions<Router>): Promise<AppContext<Router>> {
  const router = createRouter();
  const i18n = await loadI18n({ resources });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: shouldRetryQuery } } });
  const client = createApiClient({ on401: onUnauthorized?.(queryClient) });
  return { i18n, queryClient, client, router, navigationRules: { current: defaultNavigationRules } };
}

const AppContextValue = createContext<AppContext | null>(null);

/** The app context of the page, or null outside `AppRoot` (a test or a story renders without one). */
export function useAppContext(): AppContext | null {
  return useContext(AppContextValue);
}

/** An app's pages with the texts, the server state and the API client of its context; `children` sit beside the pages (the toasts). */
export function AppRoot({ context, children }: { context: AppContext; children?: ReactNode }) {
  return (
    <AppContextValue.Provider value={context}>
      <I18nextProvider i18n={context.i18n}>
        <QueryClientProvider client={context.queryClient}>
          <ApiClientProvider client={context.client}>
            <RouterProvider router={context.router} />
            {children}
          </ApiClientProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </AppContextValue.Provider>
  );
}
