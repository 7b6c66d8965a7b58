import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { orderErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `orders` namespace, in Indonesian (the default) and English. */
export const ordersResources: ResourceBundle = { ns: 'orders', en, id };

/** `t` of the `orders` namespace; adds the bundle, and the texts of the ORDER_* codes, on first use. */
export function useOrdersTranslation() {
  return useResourceTranslation(ordersResources, [orderErrorTexts]);
}
