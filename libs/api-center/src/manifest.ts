import type { FeatureManifest, RouteMeta } from '@seller-portal/app-runtime';

const meta: RouteMeta = { mode: 'INTERNAL', permission: 'api_center', resetScroll: true };

/** §2.4 / §7 the API center for internal staff: the OpenAPI specifications of the marketplace's services, by service. */
export const apiCenterManifest: FeatureManifest = {
  name: 'api-center',
  prefixes: ['/api-center'],
  apps: ['portal', 'console'],
  routes: [
    { path: 'api-center', meta },
    { path: 'api-center/:id', meta },
  ],
  shortcuts: [{ labelKey: 'apiCenter', to: '/api-center', requires: ['INTERNAL_SELLER-API-CENTER'] }],
  i18nNamespace: 'api-center',
  load: async () => (await import('./routes/api-center-routes')).apiCenterRoutes(),
};
