import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { storeReviewErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `store-reviews` namespace, in Indonesian (the default) and English. */
export const storeReviewsResources: ResourceBundle = { ns: 'store-reviews', en, id };

/** `t` of the `store-reviews` namespace; adds the bundle, and the texts of the STORE_REVIEW_* codes, on first use. */
export function useStoreReviewsTranslation() {
  return useResourceTranslation(storeReviewsResources, [storeReviewErrorTexts]);
}
