import { parseExternalModulePaths, useAppContext, useDevice } from '@seller-portal/app-runtime';
import { useAppConfig } from '@seller-portal/session-guard';
import { useEffect } from 'react';
import { isRoutedBy, isWebOnlyBy } from './module-routing';

/**
 * §2.10 the navigation helper learns the routes, the external module paths of the config and the device. Used
 * by the pages whose links and buttons go through the helper (the shell, the error pages, the video modal), so
 * the module registry loads with them and not with the account pages.
 */
export function useNavigationRules(): void {
  const app = useAppContext();
  const { data: config } = useAppConfig();
  const { isApp } = useDevice();
  useEffect(() => {
    if (!app) return;
    const { router } = app;
    app.navigationRules.current = {
      isRouted: (pathname) => isRoutedBy(router.routes, pathname),
      isWebOnly: (pathname) => isWebOnlyBy(router.routes, pathname),
      externalModulePaths: parseExternalModulePaths(config),
      isApp,
    };
  }, [app, config, isApp]);
}
