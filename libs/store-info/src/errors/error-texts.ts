import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The texts of the store information codes (STORE_PROFILE_*, STORE_LOGO_*, STORE_DATA_CHANGE_*), merged into `errors` when the library's first component renders. */
export const storeInfoErrorTexts: ResourceBundle = { ns: 'errors', en, id };
