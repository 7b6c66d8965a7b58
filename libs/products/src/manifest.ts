import type { FeatureManifest, RouteMeta } from '@seller-portal/app-runtime';

/**
 * §6 names no code for products or reviews and the §3 session menu shows Products to every STORE member: the pages
 * need STORE mode, and the server keeps each store to its own products and reviews.
 */
const meta: RouteMeta = { mode: 'STORE', resetScroll: true };

/** The seller's products (§2.5 /external/product/active/all) and the reviews of them (§2.5 /product-review). */
export const productsManifest: FeatureManifest = {
  name: 'products',
  prefixes: ['/external/product', '/product-review'],
  apps: ['portal'],
  routes: [
    { path: 'external/product/active/all', meta },
    { path: 'product-review', meta },
  ],
  shortcuts: [{ labelKey: 'products', to: '/external/product/active/all', requires: [], mode: 'STORE' }],
  i18nNamespace: 'products',
  load: async () => (await import('./routes/product-routes')).productRoutes(),
};
