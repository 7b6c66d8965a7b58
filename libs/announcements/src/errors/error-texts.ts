import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/**
 * The texts of the announcement codes (ANNOUNCEMENT_*, AGREEMENT_OWNER_ONLY), merged into the shared `errors`
 * namespace when the library's first component renders: only the pages that can meet these codes carry them, and
 * the sign-in page's shared texts stay the §8 and account codes.
 */
export const announcementErrorTexts: ResourceBundle = { ns: 'errors', en, id };
