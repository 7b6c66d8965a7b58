import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { sellerChatFeature } from '@seller-portal/contracts/chat';

/**
 * Seller chat (§2.3, §4.10, contracts' `sellerChatFeature`): conversations with customers, chat templates, review
 * reminders and chat deep links, STORE_CONVERSATION opening them (§6; staff without STORE_CONVERSATION_WRITE read
 * without a composer).
 * Beside every shell page, the store's chat connection with its notifications, toasts and unread title.
 */
export const sellerChatManifest = defineFeatureManifest(sellerChatFeature, {
  routes: [{ path: 'conversations' }],
  load: () => import('./routes'),
  slots: [{ place: 'shell', samePass: true, load: () => import('./shell-slot') }],
  // Reply to a customer with a template from the command palette (a chunk the palette loads when it opens).
  palette: { load: () => import('./palette/ChatPaletteActions') },
});
