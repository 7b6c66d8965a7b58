import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { officialStoreFeature } from '@seller-portal/contracts/official-store';

/** The pages of contracts' `officialStoreFeature`: The application to become an official store and its renewal, and their review by internal staff */
export const officialStoreManifest = defineFeatureManifest(officialStoreFeature, {
  routes: [{ path: 'official' }],
  load: async () => (await import('./routes')).officialStoreRoutes(),
});
