import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { categoryTreeErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `category-tree` namespace, in Indonesian (the default) and English. */
export const categoryTreeResources: ResourceBundle = { ns: 'category-tree', en, id };

/** `t` of the `category-tree` namespace; adds the bundle, and the texts of the PRODUCT_CATEGORY_* codes, on first use. */
export function useCategoryTreeTranslation() {
  return useResourceTranslation(categoryTreeResources, [categoryTreeErrorTexts]);
}
