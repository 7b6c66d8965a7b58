import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The texts of the banned words' codes (CHAT_BANNED_WORD_*), merged into `errors` when the library's first component renders. */
export const chatBannedWordsErrorTexts: ResourceBundle = { ns: 'errors', en, id };
