import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The texts of the category tree's codes (PRODUCT_CATEGORY_*), merged into `errors` with the library's own texts. */
export const categoryTreeErrorTexts: ResourceBundle = { ns: 'errors', en, id };
