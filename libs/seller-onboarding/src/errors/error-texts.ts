import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The texts of the onboarding codes (ONBOARDING_*), merged into `errors` with the library's own texts. */
export const sellerOnboardingErrorTexts: ResourceBundle = { ns: 'errors', en, id };
