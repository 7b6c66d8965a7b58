import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { apiCenterErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `api-center` namespace, in Indonesian (the default) and English. */
export const apiCenterResources: ResourceBundle = { ns: 'api-center', en, id };

/** `t` of the `api-center` namespace; adds the bundle, and the texts of the API_SPEC_* codes, on first use. */
export function useApiCenterTranslation() {
  return useResourceTranslation(apiCenterResources, [apiCenterErrorTexts]);
}
