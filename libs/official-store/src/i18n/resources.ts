import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { officialStoreErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `official-store` namespace, in Indonesian (the default) and English. */
export const officialStoreResources: ResourceBundle = { ns: 'official-store', en, id };

/** `t` of the `official-store` namespace; adds the bundle, and the texts of the OFFICIAL_STORE_* codes, on first use. */
export function useOfficialStoreTranslation() {
  return useResourceTranslation(officialStoreResources, [officialStoreErrorTexts]);
}
