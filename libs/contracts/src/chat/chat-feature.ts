import { declareFeature } from '@seller-portal/contracts/core';

/**
 * Seller chat (§2.3, §4.10). §6: "chat features need STORE mode, the STORE_CONVERSATION access and a chat token",
 * and a user must hold every required code: STORE_CONVERSATION opens the pages, the connection and every reading
 * call; writing (sending, typing, images, product cards, templates, review reminders) is the one power §6 gives
 * another code, STORE_CONVERSATION_WRITE. STORE_CONVERSATION_VIEW-ONLY grants nothing of its own: staff holding it
 * read with STORE_CONVERSATION, and without STORE_CONVERSATION neither it nor _WRITE opens chat.
 */
export const sellerChatFeature = /* @__PURE__ */ declareFeature({
  name: 'seller-chat',
  prefixes: ['/conversations'],
  access: { mode: 'STORE', codes: ['STORE_CONVERSATION'] },
  apps: ['portal'],
  actions: {
    write: { codes: ['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE'] },
  },
  menu: [{ code: 'chat', labelKey: 'menu.chat', to: '/conversations', position: 30 }],
  bottomNav: [{ key: 'chat', to: '/conversations', icon: 'chat', position: 30, badge: 'unread-chats' }],
  shortcuts: [{ labelKey: 'conversations', to: '/conversations', position: 30 }],
  tiles: [{ name: 'chats-waiting', to: '/conversations' }],
});
