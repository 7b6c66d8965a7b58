import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The texts of the tutorial and survey codes (TUTORIAL_*, FEEDBACK_*), merged into `errors` with the library's own texts. */
export const sellerEducationErrorTexts: ResourceBundle = { ns: 'errors', en, id };
