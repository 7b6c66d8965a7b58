import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The texts of the official store codes (OFFICIAL_STORE_*), merged into `errors` when the library's first component renders. */
export const officialStoreErrorTexts: ResourceBundle = { ns: 'errors', en, id };
