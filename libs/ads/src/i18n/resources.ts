import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { adsErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `ads` namespace, in Indonesian (the default) and English. */
export const adsResources: ResourceBundle = { ns: 'ads', en, id };

/** `t` of the `ads` namespace; adds the bundle, and the texts of the ADS_* codes, on first use. */
export function useAdsTranslation() {
  return useResourceTranslation(adsResources, [adsErrorTexts]);
}
