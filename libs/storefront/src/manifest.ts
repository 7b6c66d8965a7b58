import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { storefrontFeature } from '@seller-portal/contracts/storefront';

/** The pages of contracts' `storefrontFeature`: The storefront builder: sections of the store's page with a draft and a published version, and which products and categories it shows. */
export const storefrontManifest = defineFeatureManifest(storefrontFeature, {
  routes: [{ path: 'store-layout' }],
  load: async () => (await import('./routes')).storefrontRoutes(),
});
