import { internalRouteDefinitions, type RouteHandle } from '@seller-portal/session-guard';
import type { RouteObject } from 'react-router-dom';

const notFound = async () => ({ Component: (await import('../routes/not-found')).NotFound });

/**
 * The §2.4 routes of one internal module with their metadata, so the guard decides on them (403 without the
 * permission). Their pages are not built yet: whoever passes the guard sees the not-found view.
 */
export function internalModuleRoutes(module: string): RouteObject[] {
  return internalRouteDefinitions
    .filter((definition) => definition.module === module)
    .map((definition) => ({ path: definition.path, handle: { meta: definition.meta } satisfies RouteHandle, lazy: notFound }));
}
