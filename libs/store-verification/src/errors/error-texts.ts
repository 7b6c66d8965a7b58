import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The texts of the identity-verification codes (IDENTITY_*, CAPTURE_*), merged into `errors` with the library's own texts. */
export const storeVerificationErrorTexts: ResourceBundle = { ns: 'errors', en, id };
