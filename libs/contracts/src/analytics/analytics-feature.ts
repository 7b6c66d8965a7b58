import { declareFeature } from '@seller-portal/contracts/core';

/**
 * The dashboard (§2.5 /dashboard, /dashboard/apps and /task): every signed-in session has one (what it shows depends
 * on the session); the tasks are a store's.
 */
export const dashboardFeature = /* @__PURE__ */ declareFeature({
  name: 'dashboard',
  prefixes: ['/dashboard', '/task'],
  access: {},
  apps: ['portal'],
  // The store's figures (the summary) and the tasks are a store session's; a session of another mode sees the page without them.
  actions: { tasks: { mode: 'STORE' }, figures: { mode: 'STORE' } },
  menu: [{ code: 'dashboard', labelKey: 'menu.dashboard', to: '/dashboard', position: 10, modes: ['STORE', 'VENDOR'] }],
  bottomNav: [{ key: 'home', to: '/dashboard', icon: 'home', position: 10 }],
});

/** Store performance (§2.5 /report/performance, STORE_REPORT_SELLER-RATING): rating, chat and shipping rates over a period. */
export const storePerformanceFeature = /* @__PURE__ */ declareFeature({
  name: 'store-performance',
  prefixes: ['/report/performance'],
  access: { mode: 'STORE', codes: ['STORE_REPORT_SELLER-RATING'] },
  apps: ['portal'],
  menu: [{ code: 'performance', labelKey: 'menu.performance', to: '/report/performance', position: 80 }],
  shortcuts: [{ labelKey: 'rating', to: '/report/performance', position: 80 }],
  tiles: [{ name: 'rating', to: '/report/performance' }],
});
