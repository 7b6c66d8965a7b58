import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The texts of the staff page's codes (STORE_STAFF_*), merged into `errors` when the library's first component renders. */
export const storeStaffErrorTexts: ResourceBundle = { ns: 'errors', en, id };
