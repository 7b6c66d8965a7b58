import type { FeatureManifest, RouteMeta } from '@seller-portal/app-runtime';
import { chatRoutePermission } from './lib/chat-access';

// §6: chat needs STORE mode and chat access (any of the conversation codes; view-only staff read without a
// composer). The chat token is chat-core's: its calls fetch one before anything else.
const meta: RouteMeta = { mode: 'STORE', permission: chatRoutePermission, resetScroll: true };

/** Seller chat (§2.3, §4.10): conversations with customers, chat templates, review reminders and chat deep links. */
export const sellerChatManifest: FeatureManifest = {
  name: 'seller-chat',
  prefixes: ['/conversations'],
  apps: ['portal'],
  routes: [{ path: 'conversations', meta }],
  shortcuts: [],
  i18nNamespace: 'seller-chat',
  load: () => import('./routes'),
};
