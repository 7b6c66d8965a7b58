import { createModuleRegistry, mountedIn, patchModuleRoutes, useResetScroll } from '@seller-portal/app-runtime';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { consoleBasename } from './basename';
import { consoleFeatures } from './features';
import { RootErrorBoundary } from './root-error-boundary';

function RootLayout() {
  useResetScroll();
  return <Outlet />;
}

const notBuilt = async () => ({ Component: (await import('../routes/not-built')).NotBuilt });

/**
 * §2.4 the console mounts the features of `features.ts` from their manifests through the same registry as the
 * seller portal, behind the same guard: a feature's routes are patched in on the first visit to its paths.
 */
export const consoleRegistry = createModuleRegistry(
  consoleFeatures.filter((feature) => mountedIn(feature, 'console')),
  { notBuilt },
);

/** The router's `patchRoutesOnNavigation`: one per router, since it remembers what it patched into that router. */
export function consolePatchRoutes() {
  return patchModuleRoutes(consoleRegistry, 'guarded');
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
          id: 'guarded',
          lazy: () => import('../routes/guarded'),
          children: [{ index: true, lazy: () => import('../routes/home') }],
        },
        { path: '*', lazy: () => import('../routes/error') },
      ],
    },
  ];
}

export function createConsoleRouter() {
  return createBrowserRouter(consoleRoutes(), { basename: consoleBasename, patchRoutesOnNavigation: consolePatchRoutes() });
}
