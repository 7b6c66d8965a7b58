import { authRoutes, SignInPage } from '@seller-portal/auth';
import { type PatchRoutesArgs, type QueryClientSource, type RouteHandle } from '@seller-portal/app-runtime';
import { oldPathRedirects, redirectKeepingQuery } from '@seller-portal/session-guard';
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject, type RouterContextProvider } from 'react-router-dom';
import { RootErrorBoundary } from './root-error-boundary';
import { RootLayout } from './root-layout';

function RedirectKeepingQuery({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate to={redirectKeepingQuery(to, location)} replace />;
}

const publicPage: RouteHandle = { meta: { public: true } };
const accountPaths = new Set(authRoutes.map((route) => route.path));

/**
 * /sign-in is where every signed-out visit and every 401 lands (§2.9): it comes with the first load instead of
 * a second round trip. The other account pages stay lazy.
 */
const accountRoutes: RouteObject[] = authRoutes.map((route) =>
  route.path === 'sign-in' ? { path: route.path, handle: route.handle, Component: SignInPage } : route,
);

/** §2.1 the error pages: /404 and /error with children 500, 503, 403, 404, 408; an empty child is 404. */
const errorRoutes: RouteObject[] = [
  { path: '404', handle: publicPage, lazy: () => import('../routes/error') },
  {
    path: 'error',
    handle: publicPage,
    children: [
      { index: true, lazy: () => import('../routes/error') },
      ...['500', '503', '403', '404', '408'].map((code) => ({ path: code, lazy: () => import('../routes/error') })),
    ],
  },
];

/**
 * The portal's routes: the shell routes of §2.1, the account pages, and the guarded shell that hosts §2.4 and
 * the modules. `root` replaces the root layout (tests leave out the page runtime).
 */
export function portalRoutes(root: ReactNode = <RootLayout />): RouteObject[] {
  return [
    {
      id: 'root',
      element: root,
      errorElement: <RootErrorBoundary />,
      // The first page's chunk is still on its way: an empty, busy page rather than a flash of something else.
      hydrateFallbackElement: <div aria-busy="true" />,
      children: [
        { index: true, lazy: () => import('../routes/startup') },
        ...accountRoutes,
        ...oldPathRedirects
          .filter(({ from }) => !accountPaths.has(from))
          .map(({ from, to }) => ({ path: from, handle: publicPage, element: <RedirectKeepingQuery to={to} /> })),
        ...errorRoutes,
        {
          id: 'shell',
          // The frame draws once the slots that must hear the socket's first events are here too (`samePass`).
          lazy: async () => (await Promise.all([import('../routes/shell'), import('./shell-slots').then(({ preloadShellSlots }) => preloadShellSlots())]))[0],
          // Modules (§2.4 internal areas included) patch their routes in here at runtime; a path nobody serves is not found.
          children: [{ path: '*', lazy: () => import('../routes/not-found') }],
        },
      ],
    },
  ];
}

/**
 * The routes with each lazy part waiting for `ready` as well: /sign-in draws without the query client, every other
 * page's code needs it, so the first visit to one brings it (if the idle load after the first paint has not).
 */
export function awaitingBeforeLazyParts(routes: RouteObject[], ready: () => Promise<unknown>): RouteObject[] {
  return routes.map((route) => {
    const lazy = route.lazy;
    const waiting = typeof lazy === 'function' ? async () => (await Promise.all([lazy(), ready()]))[0] : lazy;
    const children = route.children && awaitingBeforeLazyParts(route.children, ready);
    return { ...route, lazy: waiting, ...(children ? { children } : {}) } as RouteObject;
  });
}

export function createAppRouter(queries: QueryClientSource, getContext?: () => RouterContextProvider) {
  // The module registry loads with the first path that needs it, not with every first page (/sign-in stays light); in a
  // browser where nobody has signed in, a public page's routes come without it (`public-routing.ts`).
  const patchRoutesOnNavigation = async (args: PatchRoutesArgs) => {
    const [{ patchRoutes }] = await Promise.all([import('./public-routing'), queries.load()]);
    await patchRoutes(args);
  };
  return createBrowserRouter(
    awaitingBeforeLazyParts(portalRoutes(), () => queries.load()),
    // A feature's route may start its page's first queries as the navigation begins (`prefetchingLoader`).
    { patchRoutesOnNavigation, getContext },
  );
}
