import { MountedFeaturesProvider, parseExternalModulePaths, useAppContext, useDevice } from '@seller-portal/app-runtime';
import { neverSignedIn, useAppConfig } from '@seller-portal/session-guard';
import { PublicLayout } from '@seller-portal/shell';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { publicFeatures } from '../app/public-routing';

// A visitor who signs in on this page load and comes back to a public page sees it in the signed-in shell, as a seller does.
const ShellRoute = lazy(async () => {
  const [shell] = await Promise.all([import('./shell'), import('../app/shell-slots').then(({ preloadShellSlots }) => preloadShellSlots())]);
  return { default: shell.Component };
});

/**
 * §2.10 the navigation helper's rules on a public page: every path is the router's (a path no feature serves ends on
 * the not-found page under the shell) except the config's external module paths.
 */
function usePublicNavigationRules(): void {
  const app = useAppContext();
  const { data: config } = useAppConfig();
  const { isApp } = useDevice();
  useEffect(() => {
    if (app) app.navigationRules.current = { isRouted: () => true, externalModulePaths: parseExternalModulePaths(config), isApp };
  }, [app, config, isApp]);
}

function PublicFrame() {
  usePublicNavigationRules();
  return (
    <MountedFeaturesProvider features={publicFeatures}>
      <PublicLayout>
        <Outlet />
      </PublicLayout>
    </MountedFeaturesProvider>
  );
}

/**
 * The frame of the public pages (§2.2, Seller Learning) for a browser where nobody has signed in: the public header
 * and footer around the page, without the module registry, the signed-in shell or its slots.
 */
function PublicRoute() {
  if (!neverSignedIn(document.cookie)) {
    return (
      <Suspense fallback={null}>
        <ShellRoute />
      </Suspense>
    );
  }
  return <PublicFrame />;
}

export const Component = PublicRoute;
