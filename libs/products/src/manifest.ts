import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { productsFeature } from '@seller-portal/contracts/products';

/**
 * The seller's products (§2.5 /external/product/active/all, STORE_PRODUCT) and the reviews of them (§2.5
 * /product-review, STORE_PRODUCT-REVIEW), contracts' `productsFeature`; a member without them sees the "No access"
 * view, and the server refuses the calls.
 */
export const productsManifest = defineFeatureManifest(productsFeature, {
  routes: [
    { path: 'external/product/active/all', action: 'products' },
    { path: 'product-review', action: 'reviews' },
  ],
  load: async () => (await import('./routes/product-routes')).productRoutes(),
  // Activate and deactivate from the command palette (a chunk the palette loads when it opens).
  palette: { load: () => import('./palette/ProductPaletteActions') },
});
