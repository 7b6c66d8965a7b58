import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { pickupPointErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `pickup-points` namespace, in Indonesian (the default) and English. */
export const pickupPointsResources: ResourceBundle = { ns: 'pickup-points', en, id };

/** `t` of the `pickup-points` namespace; adds the bundle, and the texts of the PICKUP_POINT_* codes, on first use. */
export function usePickupPointsTranslation() {
  return useResourceTranslation(pickupPointsResources, [pickupPointErrorTexts]);
}
