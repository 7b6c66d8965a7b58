import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { eventErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `partner-notification-events` namespace (the Event tab and an event's page), in Indonesian and English. */
export const partnerNotificationEventsResources: ResourceBundle = { ns: 'partner-notification-events', en, id };

/** `t` of the `partner-notification-events` namespace; adds the bundle, and the texts of the NOTIFICATION_* codes, on first use. */
export function useEventsTranslation() {
  return useResourceTranslation(partnerNotificationEventsResources, [eventErrorTexts]);
}
