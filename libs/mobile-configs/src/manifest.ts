import type { FeatureManifest, RouteMeta } from '@seller-portal/app-runtime';

const meta: RouteMeta = { mode: 'INTERNAL', permission: 'INTERNAL_MOBILE-CONFIG_VIEW', resetScroll: true };
const withPermission = (permission: string): RouteMeta => ({ ...meta, permission });

/**
 * Mobile configs for internal staff: the key-value settings the Android and iOS apps read (§2.4, §3). Each page
 * needs the code of what it does (§6 INTERNAL_MOBILE-CONFIG_VIEW / ADD / UPDATE); delete is a button of the list
 * and view pages, shown to holders of …_DELETE.
 */
export const mobileConfigsManifest: FeatureManifest = {
  name: 'mobile-configs',
  prefixes: ['/mobile-config'],
  apps: ['portal', 'console'],
  routes: [
    { path: 'mobile-config', meta },
    { path: 'mobile-config/create', meta: withPermission('INTERNAL_MOBILE-CONFIG_ADD') },
    { path: 'mobile-config/:key/edit', meta: withPermission('INTERNAL_MOBILE-CONFIG_UPDATE') },
    { path: 'mobile-config/:key/view', meta },
  ],
  shortcuts: [{ labelKey: 'mobileConfig', to: '/mobile-config', requires: ['INTERNAL_MOBILE-CONFIG_VIEW'] }],
  i18nNamespace: 'mobile-configs',
  load: async () => (await import('./routes/mobile-config-routes')).mobileConfigRoutes(),
};
