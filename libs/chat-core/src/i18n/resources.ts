import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The `chat-core` namespace: what a desktop notification says of a message that is not text, the new-message toast. */
export const chatCoreResources: ResourceBundle = { ns: 'chat-core', en, id };
