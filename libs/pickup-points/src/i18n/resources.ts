import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The `pickup-points` namespace, in Indonesian (the default) and English. */
export const pickupPointsResources: ResourceBundle = { ns: 'pickup-points', en, id };

/** `t` of the `pickup-points` namespace; adds the bundle on first use. */
export function usePickupPointsTranslation() {
  return useResourceTranslation(pickupPointsResources);
}
