import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { contractErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `contract` namespace, in Indonesian (the default) and English. */
export const contractResources: ResourceBundle = { ns: 'contract', en, id };

/** `t` of the `contract` namespace; adds the bundle, and the texts of the CONTRACT_* codes, on first use. */
export function useContractTranslation() {
  return useResourceTranslation(contractResources, [contractErrorTexts]);
}
