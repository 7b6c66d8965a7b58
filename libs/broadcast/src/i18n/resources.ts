import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { broadcastErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `broadcast` namespace, in Indonesian (the default) and English. */
export const broadcastResources: ResourceBundle = { ns: 'broadcast', en, id };

/** `t` of the namespace; adds the bundle, and the texts of the BROADCAST_* codes, on first use. */
export function useBroadcastTranslation() {
  return useResourceTranslation(broadcastResources, [broadcastErrorTexts]);
}
