import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { storePerformanceErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `store-performance` namespace, in Indonesian (the default) and English. */
export const storePerformanceResources: ResourceBundle = { ns: 'store-performance', en, id };

/** `t` of the namespace; adds the bundle, and the texts of its error codes, on first use. */
export function useStorePerformanceTranslation() {
  return useResourceTranslation(storePerformanceResources, [storePerformanceErrorTexts]);
}
