import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { storefrontErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `storefront` namespace, in Indonesian (the default) and English. */
export const storefrontResources: ResourceBundle = { ns: 'storefront', en, id };

/** `t` of the `storefront` namespace; adds the bundle, and the texts of the STOREFRONT_* codes, on first use. */
export function useStorefrontTranslation() {
  return useResourceTranslation(storefrontResources, [storefrontErrorTexts]);
}
