import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { productErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `products` namespace, in Indonesian (the default) and English. */
export const productsResources: ResourceBundle = { ns: 'products', en, id };

/** `t` of the `products` namespace; adds the bundle, and the texts of the PRODUCT_* and REVIEW_* codes, on first use. */
export function useProductsTranslation() {
  return useResourceTranslation(productsResources, [productErrorTexts]);
}
