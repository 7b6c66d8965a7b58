import type { FeatureManifest, RouteMeta } from '@seller-portal/app-runtime';

const meta: RouteMeta = { mode: 'INTERNAL', permission: 'api_center', resetScroll: true };

/** The API center for internal staff: the sellers' API access and its keys (§2.4). */
export const apiCenterManifest: FeatureManifest = {
  name: 'api-center',
  prefixes: ['/api-center'],
  apps: ['portal', 'console'],
  routes: [{ path: 'api-center', meta }],
  shortcuts: [{ labelKey: 'apiCenter', to: '/api-center', requires: ['INTERNAL_SELLER-API-CENTER'] }],
  i18nNamespace: 'api-center',
};
