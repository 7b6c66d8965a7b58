import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The texts of the store performance codes, merged into `errors` when the library's first component renders. */
export const storePerformanceErrorTexts: ResourceBundle = { ns: 'errors', en, id };
