import { ApiClientProvider, createApiClient, type ApiClient } from '@seller-portal/api-client';
import { I18nextProvider, loadI18n, type i18n, type ResourceBundle } from '@seller-portal/i18n';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import { RouterProvider, type RouterContextProvider } from 'react-router-dom';
import { defaultNavigationRules } from '../navigation/default-rules';
import type { PageNavigationRules } from '../navigation/navigation';
import { pageClientsContext } from '../routing/page-clients';
import { createQueryClientSource, fixedQueryClientSource, type QueryClientSource } from './query-client-source';

/** A data router, as `createBrowserRouter` makes it. */
export type AppRouter = ComponentProps<typeof RouterProvider>['router'];

/**
 * What a web app holds once per page load: its router, texts, server state, API client and the page's
 * §2.10 navigation rules (its jotai atoms live in jotai's default store, one per page). Nothing page-wide
 * lives in a module variable, so two apps (or two tests) on one page never share it.
 */
export interface AppContext<Router extends AppRouter = AppRouter> {
  i18n: i18n;
  /** The server-state cache; see `CreateAppContextOptions.queriesAfterFirstPaint`. */
  queries: QueryClientSource;
  client: ApiClient;
  router: Router;
  /** The app sets them once it knows its routes, config and device; until then every path is routed. */
  navigationRules: { current: PageNavigationRules };
}

export interface CreateAppContextOptions<Router extends AppRouter> {
  /**
   * Called first, with the page's query client source and the context its routes' loaders read (the router's
   * `getContext`, for `prefetchingLoader`): a data router starts loading the first page's modules while the texts download.
   */
  createRouter: (queries: QueryClientSource, getContext: () => RouterContextProvider) => Router;
  /** Namespaces the app needs from its first render (bundles of both languages). */
  resources?: ResourceBundle[];
  /** §8 what a 401 on a non-public call does (the session library re-reads the session; the guard redirects). */
  onUnauthorized?: (queryClient: QueryClient) => () => void;
  /**
   * The query client's code (TanStack Query) loads after the first paint, not with the first load: an app whose first
   * page draws without it (the portal's /sign-in) sets this, and its other pages' routes wait for `queries.load()`.
   */
  queriesAfterFirstPaint?: boolean;
}

/** The page's router, texts (of its language only), query client and API client. */
export async function createAppContext<Router extends AppRouter>({
  createRouter,
  resources,
  onUnauthorized,
  queriesAfterFirstPaint = false,
}: CreateAppContextOptions<Router>): Promise<AppContext<Router>> {
  const queries = createQueryClientSource(async () => (await import('./query-client')).createQueryClient());
  const on401 = onUnauthorized
    ? () => {
        if (queries.current) onUnauthorized(queries.current)();
        else void queries.load().then((queryClient) => onUnauthorized(queryClient)());
      }
    : undefined;
  const client = createApiClient({ on401 });
  const router = createRouter(queries, pageClientsContext(queries, client));
  const [i18n] = await Promise.all([loadI18n({ resources }), queriesAfterFirstPaint ? null : queries.load()]);
  return { i18n, queries, client, router, navigationRules: { current: defaultNavigationRules } };
}

const AppContextValue = createContext<AppContext | null>(null);

/** The app context of the page, or null outside `AppRoot` (a test or a story renders without one). */
export function useAppContext(): AppContext | null {
  return useContext(AppContextValue);
}

/** The page's query client source: the app context's, or one over the client a test or a story provides. */
export function useQueryClientSource(): QueryClientSource {
  const app = useAppContext();
  const provided = useContext(QueryClientContext);
  return useMemo(() => app?.queries ?? fixedQueryClientSource(provided), [app, provided]);
}

/** The query client as the context holds it: subscribed to focus and network events while the app is on the page. */
function useMountedQueryClient(queries: QueryClientSource): QueryClient | undefined {
  const queryClient = useSyncExternalStore(queries.subscribe, () => queries.current) ?? undefined;
  useEffect(() => {
    // When the first render was committed: `npm run bench` counts the JavaScript asked for before it as the first load.
    performance.mark('app-first-commit');
    if (queries.current) return;
    // Once the first frame is on the screen and the page is idle, not in the first load's way (a frame's callback
    // still runs before its paint); whatever needs the client sooner loads it itself.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const load = () => void queries.load();
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(load, { timeout: 2000 });
        else load();
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [queries]);
  useEffect(() => {
    if (!queryClient) return;
    queryClient.mount();
    return () => queryClient.unmount();
  }, [queryClient]);
  return queryClient;
}

/** An app's pages with the texts, the server state and the API client of its context; `children` sit beside the pages (the toasts). */
export function AppRoot({ context, children }: { context: AppContext; children?: ReactNode }) {
  const queryClient = useMountedQueryClient(context.queries);
  return (
    <AppContextValue.Provider value={context}>
      <I18nextProvider i18n={context.i18n}>
        <QueryClientContext.Provider value={queryClient}>
          <ApiClientProvider client={context.client}>
            <RouterProvider router={context.router} />
            {children}
          </ApiClientProvider>
        </QueryClientContext.Provider>
      </I18nextProvider>
    </AppContextValue.Provider>
  );
}
