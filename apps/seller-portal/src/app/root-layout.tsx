import { useDevice, useViewportClass } from '@seller-portal/app-runtime';
import { cookieNames } from '@seller-portal/contracts/core';
import { isEmbedded, showsAppBanner } from '@seller-portal/device-layout';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import RootRuntime from './root-runtime';
import styles from './root-layout.module.css';

// The banner's chunk (its own entry of the shell library: the banner, its texts) loads only on a page that shows it.
const AppBanner = lazy(() => import('./app-banner').then((banner) => ({ default: banner.AppBanner })));

function hiddenByCookie(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').includes(`${cookieNames.hideAppBanner}=true`);
}

/**
 * §2.8 the download-app banner at the top of its pages on a phone's browser. Its place is kept at the banner's height
 * from the first render, so the banner's later chunk moves nothing; the hide cookie is read here for the same reason.
 */
function AppBannerPlace() {
  const { pathname, search } = useLocation();
  const viewport = useViewportClass();
  const { isApp } = useDevice();
  const [hidden, setHidden] = useState(hiddenByCookie);
  if (hidden || !showsAppBanner({ path: pathname, viewport, isApp, embedded: isEmbedded(search) })) return null;
  return (
    <div className={styles.appBannerPlace}>
      <Suspense fallback={null}>
        <AppBanner onHide={() => setHidden(true)} />
      </Suspense>
    </div>
  );
}

/** The root of every page: the download-app banner's place, the page, and the page's runtime. */
export function RootLayout() {
  return (
    <>
      <AppBannerPlace />
      <Outlet />
      <RootRuntime />
    </>
  );
}
