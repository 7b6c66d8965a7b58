import type { FeatureModuleExports } from '@seller-portal/app-runtime';

/**
 * §2.4 the management pages (paths relative to the app root; their metadata comes from the manifest), each its
 * own chunk: the editor's page alone brings TipTap, the list alone dnd-kit.
 */
export function announcementManagementRoutes(): FeatureModuleExports {
  return {
    routes: [
      { path: 'announcement', lazy: async () => ({ Component: (await import('../components/AnnouncementListPage')).AnnouncementListPage }) },
      { path: 'announcement/create', lazy: async () => ({ Component: (await import('../components/AnnouncementFormPage')).AnnouncementCreatePage }) },
      { path: 'announcement/update', lazy: async () => ({ Component: (await import('../components/AnnouncementFormPage')).AnnouncementUpdatePage }) },
      { path: 'announcement/:code', lazy: async () => ({ Component: (await import('../components/AnnouncementDetailPage')).AnnouncementDetailPage }) },
    ],
  };
}
