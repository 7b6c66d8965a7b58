import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { settlementErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `settlements` namespace, in Indonesian (the default) and English. */
export const settlementsResources: ResourceBundle = { ns: 'settlements', en, id };

/** `t` of the `settlements` namespace; adds the bundle, and the texts of the SETTLEMENT_* codes, on first use. */
export function useSettlementsTranslation() {
  return useResourceTranslation(settlementsResources, [settlementErrorTexts]);
}
