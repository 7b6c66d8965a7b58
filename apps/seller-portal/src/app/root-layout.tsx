import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';

// Startup, the page's runtime and its overlays load beside the first page, not before it (/sign-in stays light).
const RootRuntime = lazy(() => import('./root-runtime'));

/** The root of every page: a slot for the download-app banner, the page, and the page's runtime. */
export function RootLayout() {
  return (
    <>
      <div id="app-banner-slot" />
      <Outlet />
      <Suspense fallback={null}>
        <RootRuntime />
      </Suspense>
    </>
  );
}
