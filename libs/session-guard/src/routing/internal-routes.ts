import type { RouteMeta } from './route-meta';

/** A shell route as data: path (relative to the app root), its §2.6 metadata and the module that renders it. */
export interface RouteDefinition {
  path: string;
  meta: RouteMeta;
  /** The feature module behind the page (§1). */
  module: string;
}

const internal = (permission: string): RouteMeta => ({ mode: 'INTERNAL', permission, resetScroll: true });

/**
 * §2.4 routes for internal staff with their permissions (§6). The seller portal and the internal console
 * mount the same table behind the same guard.
 */
export const internalRouteDefinitions: readonly RouteDefinition[] = [
  { path: 'announcement', module: 'announcement', meta: internal('announcement') },
  { path: 'announcement/create', module: 'announcement', meta: internal('announcement') },
  { path: 'announcement/update', module: 'announcement', meta: internal('announcement') },
  { path: 'announcement/:code', module: 'announcement', meta: internal('announcement') },
  { path: 'partners-notification', module: 'partners-notification', meta: internal('partners_notification') },
  { path: 'partners-notification/event/:code', module: 'partners-notification', meta: internal('partners_notification') },
  { path: 'partners-notification/manual/:id', module: 'partners-notification', meta: internal('partners_notification') },
  { path: 'api-center', module: 'api-center', meta: internal('api_center') },
  { path: 'mobile-config', module: 'mobile-config', meta: internal('INTERNAL_MOBILE-CONFIG_VIEW') },
  { path: 'mobile-config/create', module: 'mobile-config', meta: internal('INTERNAL_MOBILE-CONFIG_ADD') },
  { path: 'mobile-config/:key/edit', module: 'mobile-config', meta: internal('INTERNAL_MOBILE-CONFIG_UPDATE') },
  { path: 'mobile-config/:key/view', module: 'mobile-config', meta: internal('INTERNAL_MOBILE-CONFIG_VIEW') },
];
