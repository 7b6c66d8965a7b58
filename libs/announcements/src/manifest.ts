import type { FeatureManifest, RouteMeta } from '@seller-portal/app-runtime';

const staff: RouteMeta = { mode: 'INTERNAL', permission: 'announcement', resetScroll: true };

/** §2.4 announcement management for internal staff, in the portal (amphibi and internal users) and the console. */
export const announcementsManifest: FeatureManifest = {
  name: 'announcement',
  prefixes: ['/announcement'],
  apps: ['portal', 'console'],
  routes: [
    { path: 'announcement', meta: staff },
    { path: 'announcement/create', meta: staff },
    { path: 'announcement/update', meta: staff },
    { path: 'announcement/:code', meta: staff },
  ],
  shortcuts: [{ labelKey: 'announcement', to: '/announcement', requires: ['INTERNAL_ANNOUNCEMENT'] }],
  i18nNamespace: 'announcements',
  load: async () => (await import('./management/routes/management-routes')).announcementManagementRoutes(),
};
