import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { manualNotificationErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `partner-notification-manual` namespace (the Manual tab and a manual notification's pages), in Indonesian and English. */
export const partnerNotificationManualResources: ResourceBundle = { ns: 'partner-notification-manual', en, id };

/** `t` of the `partner-notification-manual` namespace; adds the bundle, and the texts of the MANUAL_NOTIFICATION_* codes, on first use. */
export function useManualTranslation() {
  return useResourceTranslation(partnerNotificationManualResources, [manualNotificationErrorTexts]);
}
