import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The texts of the storefront codes (STOREFRONT_*), merged into `errors` when the library's first component renders. */
export const storefrontErrorTexts: ResourceBundle = { ns: 'errors', en, id };
