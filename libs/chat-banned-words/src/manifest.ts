import { defineFeatureManifest } from '@seller-portal/app-runtime';
import { chatBannedWordsFeature } from '@seller-portal/contracts/chat-banned-words';

/** The pages of contracts' `chatBannedWordsFeature`: The words seller chat masks, kept by internal staff: list, add, edit, remove, with the audit log */
export const chatBannedWordsManifest = defineFeatureManifest(chatBannedWordsFeature, {
  routes: [{ path: 'chat-banned-word' }],
  load: async () => (await import('./routes')).chatBannedWordsRoutes(),
});
