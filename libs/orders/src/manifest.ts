import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { ordersFeature } from '@seller-portal/contracts/orders';
import { NewOrdersOnEveryPage } from './components/NewOrderNotifications';
import OrderPaletteActions from './palette/OrderPaletteActions';

/**
 * Orders (§2.5 `/order-list`, contracts' `ordersFeature`): the list with status tabs, filters kept in the address,
 * search, sorting and a virtualised table; an order's detail with its actions (accept, ship, cancel, packing label);
 * bulk actions, the export to Excel with the §3 bulk process modal. New orders on every page (a toast, a desktop
 * notification): not lazy, it renders in the same pass as the page, so it listens before the socket opens (a lazy
 * chunk could come after the socket's first events, never to hear them).
 */
export const ordersManifest = defineFeatureManifest(ordersFeature, {
  routes: [{ path: 'order-list' }, { path: 'order-list/:orderNumber' }],
  load: () => import('./routes'),
  slots: [{ place: 'shell', Component: NewOrdersOnEveryPage }],
  // Accept, ship and this month's export from the command palette. Beside the new-order toasts, which already hold the
  // orders' texts and mutations: a chunk of its own would split those out, and /sign-in would carry one more name.
  palette: { load: () => Promise.resolve({ default: OrderPaletteActions }) },
});
