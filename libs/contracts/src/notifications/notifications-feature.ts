import { declareFeature } from '@seller-portal/contracts/core';

/** The seller's notification center (§2.5 /notification, /settings/notification): every STORE session's, no code of its own. */
export const notificationsFeature = /* @__PURE__ */ declareFeature({
  name: 'notifications',
  prefixes: ['/notification', '/settings/notification'],
  access: { mode: 'STORE' },
  apps: ['portal'],
});
