import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { storefrontFeature } from '@seller-portal/contracts/storefront';

/**
 * The storefront builder (contracts' `storefrontFeature`, STORE_MANAGE-STORE_STORE-INFORMATION): `/store-layout` (the
 * sections, the live preview, draft and publish), `/store-catalog` (what the storefront shows) and the published
 * storefront's public page, which needs no session (§2.7). §2.8's layout rules hide the footer on both (`device-layout`).
 */
export const storefrontManifest = defineFeatureManifest(storefrontFeature, {
  // The builder's drag and drop and its preview at a desktop's width are the web's: the apps show §8 'Not available on app'.
  routes: [{ path: 'store-layout', meta: { webOnly: true } }, { path: 'store-layout/preview/:storeCode', meta: { public: true } }, { path: 'store-catalog' }],
  load: async () => (await import('./routes')).storefrontRoutes(),
});
