import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The texts of the review queue's codes (STORE_REVIEW_*), merged into `errors` when the library's first component renders. */
export const storeReviewErrorTexts: ResourceBundle = { ns: 'errors', en, id };
