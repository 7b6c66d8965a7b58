import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { mobileConfigsFeature } from '@seller-portal/contracts/mobile-configs';

/**
 * Mobile configs for internal staff (contracts' `mobileConfigsFeature`): the key-value settings the Android and iOS
 * apps read (§2.4, §3). Each page needs the code of what it does (§6 INTERNAL_MOBILE-CONFIG_VIEW / ADD / UPDATE);
 * delete is a button of the list and view pages, shown to holders of …_DELETE.
 */
export const mobileConfigsManifest = defineFeatureManifest(mobileConfigsFeature, {
  routes: [
    { path: 'mobile-config' },
    { path: 'mobile-config/create', action: 'add' },
    { path: 'mobile-config/:key/edit', action: 'update' },
    { path: 'mobile-config/:key/view' },
  ],
  load: async () => (await import('./routes/mobile-config-routes')).mobileConfigRoutes(),
});
