import { useResourceTranslation } from '@seller-portal/i18n';
import { sellerEducationErrorTexts } from '../errors/error-texts';
import { sellerEducationResources } from './resources';

/** The library's texts, and its error codes' texts, added the first time one of its components renders. */
export function useEducationTranslation() {
  return useResourceTranslation(sellerEducationResources, [sellerEducationErrorTexts]);
}
