import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The `seller-chat` namespace, in Indonesian (the default) and English. */
export const sellerChatResources: ResourceBundle = { ns: 'seller-chat', en, id };
