import { internalRouteDefinitions, useResetScroll, type RouteHandle } from '@seller-portal/session-guard';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { consoleBasename } from './basename';
import { RootErrorBoundary } from './root-error-boundary';

function RootLayout() {
  useResetScroll();
  return <Outlet />;
}

const notBuilt = async () => ({ Component: (await import('../routes/not-built')).NotBuilt });

/** §2.4 the same internal routes and metadata as the seller portal, behind the same guard. */
export function consoleInternalRoutes(): RouteObject[] {
  return internalRouteDefinitions.map((definition) => ({ path: definition.path, handle: { meta: definition.meta } satisfies RouteHandle, lazy: notBuilt }));
}

export function consoleRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RootErrorBoundary />,
      // The first page's chunk is still on its way: an empty, busy page rather than a flash of something else.
      hydrateFallbackElement: <div aria-busy="true" />,
      children: [
        { path: 'sign-in', lazy: () => import('../routes/sign-in') },
        { path: 'sign-out', lazy: () => import('../routes/sign-out') },
        { path: '404', lazy: () => import('../routes/error') },
        { path: 'error/:code?', lazy: () => import('../routes/error') },
        {
          lazy: () => import('../routes/guarded'),
          children: [{ index: true, lazy: () => import('../routes/home') }, ...consoleInternalRoutes()],
        },
        { path: '*', lazy: () => import('../routes/error') },
      ],
    },
  ];
}

export function createConsoleRouter() {
  return createBrowserRouter(consoleRoutes(), { basename: consoleBasename });
}
