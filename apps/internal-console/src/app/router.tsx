import { createModuleRegistry, mountedIn, patchModuleRoutes, useResetScroll, type PatchRoutesArgs, type QueryClientSource } from '@seller-portal/app-runtime';
import { createBrowserRouter, Outlet, type RouteObject, type RouterContextProvider } from 'react-router-dom';
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

/** A path of the site as the app's routes know it: '/console/announcement' is '/announcement'. */
export function withoutBasename(path: string, basename = consoleBasename): string {
  if (path === basename) return '/';
  return path.startsWith(`${basename}/`) ? path.slice(basename.length) : path;
}

/**
 * The router's `patchRoutesOnNavigation`: one per router, since it remembers what it patched into that router.
 * React Router hands it the whole address path, basename included, while the manifests' prefixes are the app's own.
 */
export function consolePatchRoutes() {
  const patch = patchModuleRoutes(consoleRegistry, 'guarded');
  return (args: PatchRoutesArgs) => patch({ ...args, path: withoutBasename(args.path) });
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

export function createConsoleRouter(_queries?: QueryClientSource, getContext?: () => RouterContextProvider) {
  return createBrowserRouter(consoleRoutes(), { basename: consoleBasename, patchRoutesOnNavigation: consolePatchRoutes(), getContext });
}
