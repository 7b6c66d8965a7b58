import { Outlet } from 'react-router-dom';
import RootRuntime from './root-runtime';

/** The root of every page: a slot for the download-app banner, the page, and the page's runtime. */
export function RootLayout() {
  return (
    <>
      <div id="app-banner-slot" />
      <Outlet />
      <RootRuntime />
    </>
  );
}
