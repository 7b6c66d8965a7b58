import type { FeatureManifest, RouteMeta } from '@seller-portal/app-runtime';
import { productAccess } from '@seller-portal/contracts';

/**
 * The portal's product codes (contracts' `productAccess`; §6 names none): the products pages need STORE_PRODUCT,
 * the reviews STORE_PRODUCT-REVIEW; a member without them sees the "No access" view, and the server refuses the calls.
 */
const productsMeta: RouteMeta = { mode: 'STORE', permission: productAccess.products, resetScroll: true };
const reviewsMeta: RouteMeta = { mode: 'STORE', permission: productAccess.reviews, resetScroll: true };

/** The seller's products (§2.5 /external/product/active/all) and the reviews of them (§2.5 /product-review). */
export const productsManifest: FeatureManifest = {
  name: 'products',
  prefixes: ['/external/product', '/product-review'],
  apps: ['portal'],
  routes: [
    { path: 'external/product/active/all', meta: productsMeta },
    { path: 'product-review', meta: reviewsMeta },
  ],
  shortcuts: [{ labelKey: 'products', to: '/external/product/active/all', requires: [productAccess.products], mode: 'STORE' }],
  i18nNamespace: 'products',
  load: async () => (await import('./routes/product-routes')).productRoutes(),
};
