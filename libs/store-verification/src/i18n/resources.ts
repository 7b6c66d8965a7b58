import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The `store-verification` namespace, in Indonesian (the default) and English. */
export const storeVerificationResources: ResourceBundle = { ns: 'store-verification', en, id };
