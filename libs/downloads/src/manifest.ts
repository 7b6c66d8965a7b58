import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { downloadsFeature } from '@seller-portal/contracts/downloads';

/** §2.5 `/download/:type`: a file of the signed-in seller's, opened from an email's or a notification's link (contracts' `downloadsFeature`). */
export const downloadsManifest = defineFeatureManifest(downloadsFeature, {
  routes: [{ path: 'download/:type' }],
  load: async () => (await import('./routes')).downloadsRoutes(),
});
