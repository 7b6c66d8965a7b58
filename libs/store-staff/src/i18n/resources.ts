import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { storeStaffErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `store-staff` namespace, in Indonesian (the default) and English. */
export const storeStaffResources: ResourceBundle = { ns: 'store-staff', en, id };

/** `t` of the `store-staff` namespace; adds the bundle, and the texts of the staff codes, on first use. */
export function useStoreStaffTranslation() {
  return useResourceTranslation(storeStaffResources, [storeStaffErrorTexts]);
}
