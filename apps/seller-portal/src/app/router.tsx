import { createBrowserRouter } from 'react-router-dom';
import { RootErrorBoundary } from './root-error-boundary';
import { RootLayout } from './root-layout';

/** §2.1 shell routes; every page is a lazy chunk. Feature modules mount at their prefixes here. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RootErrorBoundary />,
      // The first page's chunk is still on its way: an empty, busy page rather than a flash of something else.
      hydrateFallbackElement: <div aria-busy="true" />,
      children: [
        { index: true, lazy: () => import('../routes/startup') },
        { path: 'sign-in', lazy: () => import('../routes/sign-in') },
        { path: 'sign-out', lazy: () => import('../routes/sign-out') },
        { path: '404', lazy: () => import('../routes/error') },
        { path: 'error/:code?', lazy: () => import('../routes/error') },
        {
          lazy: () => import('../routes/shell'),
          children: [{ path: 'dashboard', lazy: () => import('../routes/dashboard') }],
        },
        { path: '*', lazy: () => import('../routes/error') },
      ],
    },
  ]);
}
