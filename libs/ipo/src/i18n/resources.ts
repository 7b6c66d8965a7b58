import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { ipoErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `ipo` namespace, in Indonesian (the default) and English. */
export const ipoResources: ResourceBundle = { ns: 'ipo', en, id };

/** `t` of the `ipo` namespace; adds the bundle, and the texts of the IPO_* codes, on first use. */
export function useIpoTranslation() {
  return useResourceTranslation(ipoResources, [ipoErrorTexts]);
}
