import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { broadcastFeature } from '@seller-portal/contracts/broadcast';

/**
 * Broadcast (§2.5 /broadcast, contracts' `broadcastFeature`): a message to the customers who chatted with the store,
 * sent now or scheduled, with its history. Reading needs STORE_CONVERSATION (§6); composing also
 * STORE_CONVERSATION_WRITE, as any chat message.
 */
export const broadcastManifest = defineFeatureManifest(broadcastFeature, {
  routes: [{ path: 'broadcast' }],
  load: () => import('./routes'),
});
