import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { ordersFeature } from '@seller-portal/contracts/orders';

/**
 * Orders (§2.5 `/order-list`, contracts' `ordersFeature`): the list with status tabs, filters kept in the address,
 * search, sorting and a virtualised table; an order's detail with its actions (accept, ship, cancel, packing label);
 * bulk actions, the export to Excel with the §3 bulk process modal. New orders on every page (a toast, a desktop
 * notification): a `samePass` slot, loaded with the shell's frame and rendered in the same pass as the page, so it
 * listens before the socket opens (a chunk loaded after the page could come after the socket's first events).
 */
export const ordersManifest = defineFeatureManifest(ordersFeature, {
  routes: [{ path: 'order-list' }, { path: 'order-list/:orderNumber' }],
  load: () => import('./routes'),
  slots: [{ place: 'shell', samePass: true, load: () => import('./shell-slot') }],
  // Accept, ship and this month's export from the command palette: beside the new-order toasts (the same chunk),
  // which already hold the orders' texts and mutations.
  palette: { load: () => import('./shell-slot').then((slot) => ({ default: slot.OrderPaletteActions })) },
});
