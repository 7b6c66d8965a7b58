import type { FeatureManifest, RouteMeta } from '@seller-portal/app-runtime';

// §6: orders need STORE mode and STORE_ORDER; staff without it see the "No access" view, never an order.
const meta: RouteMeta = { mode: 'STORE', permission: 'STORE_ORDER', resetScroll: true };

/**
 * Orders (§2.5 `/order-list`): the list with status tabs, filters kept in the address, search, sorting and a
 * virtualised table; an order's detail with its actions (accept, ship, cancel, packing label); bulk actions, the
 * export to Excel with the §3 bulk process modal, and new orders live through the realtime socket. Named `order`
 * (§1 module name), it takes the place of the portal's placeholder, whose dashboard shortcut stays where it is.
 */
export const ordersManifest: FeatureManifest = {
  name: 'order',
  prefixes: ['/order-list'],
  apps: ['portal'],
  routes: [
    { path: 'order-list', meta },
    { path: 'order-list/:orderNumber', meta },
  ],
  shortcuts: [],
  i18nNamespace: 'orders',
  load: () => import('./routes'),
};
