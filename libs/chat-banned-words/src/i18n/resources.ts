import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { chatBannedWordsErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `chat-banned-words` namespace, in Indonesian (the default) and English. */
export const chatBannedWordsResources: ResourceBundle = { ns: 'chat-banned-words', en, id };

/** `t` of the `chat-banned-words` namespace; adds the bundle, and the texts of the CHAT_BANNED_WORD_* codes, on first use. */
export function useChatBannedWordsTranslation() {
  return useResourceTranslation(chatBannedWordsResources, [chatBannedWordsErrorTexts]);
}
