import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { storeInfoErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `store-info` namespace, in Indonesian (the default) and English. */
export const storeInfoResources: ResourceBundle = { ns: 'store-info', en, id };

/** `t` of the `store-info` namespace; adds the bundle, and the texts of the store information codes, on first use. */
export function useStoreInfoTranslation() {
  return useResourceTranslation(storeInfoResources, [storeInfoErrorTexts]);
}
