import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The `seller-onboarding` namespace, in Indonesian (the default) and English. */
export const sellerOnboardingResources: ResourceBundle = { ns: 'seller-onboarding', en, id };
