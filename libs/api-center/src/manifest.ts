import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { apiCenterFeature } from '@seller-portal/contracts/api-center';

/** §2.4 / §7 the API center for internal staff (contracts' `apiCenterFeature`): the OpenAPI specifications of the marketplace's services, by service. */
export const apiCenterManifest = defineFeatureManifest(apiCenterFeature, {
  routes: [{ path: 'api-center' }, { path: 'api-center/:id' }],
  load: async () => (await import('./routes/api-center-routes')).apiCenterRoutes(),
});
