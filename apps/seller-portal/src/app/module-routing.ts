import { patchModuleRoutes, routeMetaOf, type PatchRoutesArgs } from '@seller-portal/app-runtime';
import { matchPath, matchRoutes, type RouteObject } from 'react-router-dom';
import { moduleRegistry } from './modules';

/** §1, §2.5: the module of a path registers its routes under the guarded shell when first needed. */
export const patchRoutes: (args: PatchRoutesArgs) => Promise<void> = patchModuleRoutes(moduleRegistry, 'shell');

/** §2.10 a path is routed when a module serves it or a route other than the not-found one matches it. */
export function isRoutedBy(routes: RouteObject[], pathname: string): boolean {
  if (moduleRegistry.moduleFor(pathname)) return true;
  const matched = matchRoutes(routes, pathname);
  return Boolean(matched && matched[matched.length - 1].route.path !== '*');
}

/**
 * §8 a page the apps' webview cannot show: its route says `webOnly`, in its feature's manifest (known before the
 * feature's chunk loads) or on a loaded route.
 */
export function isWebOnlyBy(routes: RouteObject[], pathname: string): boolean {
  const module = moduleRegistry.moduleFor(pathname);
  if (module?.routes?.some((route) => route.meta.webOnly && matchPath({ path: `/${route.path}`, end: true }, pathname))) return true;
  return (matchRoutes(routes, pathname) ?? []).some((match) => routeMetaOf(match.route.handle)?.webOnly === true);
}
