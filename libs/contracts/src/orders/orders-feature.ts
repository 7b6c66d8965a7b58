import { declareFeature } from '@seller-portal/contracts/core';

/**
 * The orders feature (§2.5 `/order-list`, §6 STORE_ORDER): its pages, the server's seller calls, the menu, the bottom
 * navbar, the dashboard's shortcut and its "orders to ship" figure all take their access and paths from here.
 */
export const ordersFeature = /* @__PURE__ */ declareFeature({
  name: 'orders',
  prefixes: ['/order-list'],
  access: { mode: 'STORE', codes: ['STORE_ORDER'] },
  apps: ['portal'],
  menu: [{ code: 'orders', labelKey: 'menu.orders', to: '/order-list', position: 20 }],
  bottomNav: [{ key: 'orders', to: '/order-list', icon: 'orders', position: 20 }],
  shortcuts: [{ labelKey: 'orders', to: '/order-list', position: 20 }],
  tiles: [{ name: 'orders-to-ship', to: '/order-list' }],
});
