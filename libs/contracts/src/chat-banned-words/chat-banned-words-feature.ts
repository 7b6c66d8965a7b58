import { declareFeature } from '@seller-portal/contracts/core';

/**
 * Chat's banned words, kept by internal staff (§6 INTERNAL_CHAT-BANNED-WORD): the words `banned-word/mask-text` and
 * the seller chat replace by asterisks, listed, added, edited and removed in the console and, for INTERNAL sessions,
 * in the portal, each change in the audit log. A change masks at once, on every server process.
 */
export const chatBannedWordsFeature = /* @__PURE__ */ declareFeature({
  name: 'chat-banned-words',
  prefixes: ['/chat-banned-word'],
  access: { mode: 'INTERNAL', codes: ['INTERNAL_CHAT-BANNED-WORD'] },
  apps: ['portal', 'console'],
  menu: [{ code: 'chat-banned-words', labelKey: 'menu.chatBannedWords', to: '/chat-banned-word', position: 160 }],
});
