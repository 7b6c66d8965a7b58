import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The texts of the product and review codes (PRODUCT_*, REVIEW_*, and the item detail's CHAT_PRODUCT_NOT_FOUND), merged into `errors` when the library's first component renders. */
export const productErrorTexts: ResourceBundle = { ns: 'errors', en, id };
