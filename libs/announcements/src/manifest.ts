import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { announcementsFeature } from '@seller-portal/contracts/announcements';
import { accessOf } from '@seller-portal/contracts/core';

// The seller's parts are a STORE session's, in place of the management's INTERNAL_ANNOUNCEMENT.
const seller = accessOf(announcementsFeature, 'seller');

/**
 * §2.4 announcement management for internal staff (contracts' `announcementsFeature`), in the portal and the console;
 * and the seller's side: the §4.4 / §4.8 modals (agreement, WhatsApp reminder, announcement popups) beside every page,
 * the dashboard's banners, and the §4.2 steps that open the agreement modal and fetch the running announcements.
 */
export const announcementsManifest = defineFeatureManifest(announcementsFeature, {
  routes: [{ path: 'announcement' }, { path: 'announcement/create' }, { path: 'announcement/update' }, { path: 'announcement/:code' }],
  load: async () => (await import('./management/routes/management-routes')).announcementManagementRoutes(),
  slots: [
    { place: 'page', access: seller, load: () => import('./popups/overlays') },
    { place: 'dashboard', access: seller, load: () => import('./popups/banners') },
  ],
  startup: {
    agreementModal: async () => (await import('./popups/entry')).openAgreementModal(),
    announcements: async ({ queryClient, client }, session) => (await import('./popups/effects')).fetchRunningAnnouncements(queryClient, client, session),
  },
});
