import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The texts of the CMS codes (CMS_*), merged into `errors` when the library's first component renders. */
export const publicPagesErrorTexts: ResourceBundle = { ns: 'errors', en, id };
