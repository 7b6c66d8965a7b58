import { declareFeature } from '@seller-portal/contracts/core';

/**
 * Announcements (§2.4 management, INTERNAL_ANNOUNCEMENT; the §2.6 route permission `announcement`). The seller's
 * popups, agreement modal and dashboard banners are the library's always-on parts, and their calls the seller's:
 * a STORE session's (`seller`), in place of the management's code.
 */
export const announcementsFeature = /* @__PURE__ */ declareFeature({
  name: 'announcements',
  prefixes: ['/announcement'],
  access: { mode: 'INTERNAL', codes: ['INTERNAL_ANNOUNCEMENT'] },
  apps: ['portal', 'console'],
  actions: { seller: { mode: 'STORE' } },
  menu: [{ code: 'announcement', labelKey: 'menu.announcement', to: '/announcement', position: 110 }],
  shortcuts: [{ labelKey: 'announcement', to: '/announcement', position: 110 }],
});
