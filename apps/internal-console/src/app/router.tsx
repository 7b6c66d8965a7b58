import { useResetScroll } from '@seller-portal/session-guard';
import { createBrowserRouter, Outlet } from 'react-router-dom';
import { consoleBasename } from './basename';
import { RootErrorBoundary } from './root-error-boundary';


function RootLayout() {
  useResetScroll();
  return <Outlet />;
}

export function createConsoleRouter() {
  return createBrowserRouter(
    [
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
            children: [{ index: true, lazy: () => import('../routes/home') }],
          },
          { path: '*', lazy: () => import('../routes/error') },
        ],
      },
    ],
    { basename: consoleBasename },
  );
}
