import { useResourceTranslation } from '@seller-portal/i18n';
import { storeVerificationErrorTexts } from '../errors/error-texts';
import { storeVerificationResources } from './resources';

/** The feature's texts, and its error codes' texts, added to the page's i18n instance when one of its components first renders. */
export function useStoreVerificationTranslation() {
  return useResourceTranslation(storeVerificationResources, [storeVerificationErrorTexts]);
}
