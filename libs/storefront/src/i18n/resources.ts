import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The `storefront` namespace, in Indonesian (the default) and English. */
export const storefrontResources: ResourceBundle = { ns: 'storefront', en, id };

/** `t` of the `storefront` namespace; adds the bundle on first use. */
export function useStorefrontTranslation() {
  return useResourceTranslation(storefrontResources);
}
