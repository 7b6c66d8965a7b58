import type { FeatureManifest, RouteMeta } from '@seller-portal/app-runtime';

const meta: RouteMeta = { mode: 'STORE', permission: 'STORE_CONVERSATION', resetScroll: true };

/**
 * Broadcast (§2.5 /broadcast): a message to the customers who chatted with the store, sent now or scheduled, with its
 * history. Reading needs STORE_CONVERSATION (§6); composing also STORE_CONVERSATION_WRITE, as any chat message.
 */
export const broadcastManifest: FeatureManifest = {
  name: 'broadcast',
  prefixes: ['/broadcast'],
  apps: ['portal'],
  routes: [{ path: 'broadcast', meta }],
  shortcuts: [{ labelKey: 'broadcast', to: '/broadcast', requires: ['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE'] }],
  i18nNamespace: 'broadcast',
  load: () => import('./routes'),
};
