import { declareFeature } from '@seller-portal/contracts/core';

/**
 * Partner notifications (§2.4 /partners-notification, INTERNAL_NOTIFICATION; the §2.6 route permission
 * `partners_notification`): changing an event also needs INTERNAL_NOTIFICATION_ADMIN. The manual notifications'
 * calls need the INTERNAL_NOTIFICATION_MANUAL- code of what they do (§6), and that code alone; their pages sit in
 * the partner notification area, so they need its code as well (`…Page`: a page never opens to a session its calls
 * refuse). A topic's sample payload serves both areas.
 */
export const partnerNotificationsFeature = /* @__PURE__ */ declareFeature({
  name: 'partner-notifications',
  prefixes: ['/partners-notification'],
  access: { mode: 'INTERNAL', codes: ['INTERNAL_NOTIFICATION'] },
  apps: ['portal', 'console'],
  actions: {
    change: { codes: ['INTERNAL_NOTIFICATION', 'INTERNAL_NOTIFICATION_ADMIN'] },
    manualSee: { codes: ['INTERNAL_NOTIFICATION_MANUAL-SEE'] },
    manualSave: { codes: ['INTERNAL_NOTIFICATION_MANUAL-SAVE'] },
    manualEdit: { codes: ['INTERNAL_NOTIFICATION_MANUAL-EDIT'] },
    manualDelete: { codes: ['INTERNAL_NOTIFICATION_MANUAL-DELETE'] },
    manualCopy: { codes: ['INTERNAL_NOTIFICATION_MANUAL-COPY'] },
    manualSavePage: { codes: ['INTERNAL_NOTIFICATION', 'INTERNAL_NOTIFICATION_MANUAL-SAVE'] },
    manualSeePage: { codes: ['INTERNAL_NOTIFICATION', 'INTERNAL_NOTIFICATION_MANUAL-SEE'] },
    // The edit page reads the notification first: it needs the reading code too.
    manualEditPage: { codes: ['INTERNAL_NOTIFICATION', 'INTERNAL_NOTIFICATION_MANUAL-SEE', 'INTERNAL_NOTIFICATION_MANUAL-EDIT'] },
    /** Reading a topic's sample payload: the events' readers and the manual notifications' alike (saving one is checked by the call). */
    topicSample: { anyOfCodes: ['INTERNAL_NOTIFICATION', 'INTERNAL_NOTIFICATION_MANUAL-SEE'] },
  },
  menu: [{ code: 'partners-notification', labelKey: 'menu.partnersNotification', to: '/partners-notification', position: 120 }],
  shortcuts: [{ labelKey: 'partnersNotification', to: '/partners-notification', position: 120 }],
});
