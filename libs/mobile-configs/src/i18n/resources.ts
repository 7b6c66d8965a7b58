import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { mobileConfigErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `mobile-configs` namespace, in Indonesian (the default) and English. */
export const mobileConfigsResources: ResourceBundle = { ns: 'mobile-configs', en, id };

/** `t` of the `mobile-configs` namespace; adds the bundle, and the texts of the MOBILE_CONFIG_* codes, on first use. */
export function useMobileConfigsTranslation() {
  return useResourceTranslation(mobileConfigsResources, [mobileConfigErrorTexts]);
}
