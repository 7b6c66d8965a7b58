import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { notificationErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `notifications` namespace, in Indonesian (the default) and English. */
export const notificationsResources: ResourceBundle = { ns: 'notifications', en, id };

/** `t` of the `notifications` namespace; adds the bundle, and the texts of the NOTIFICATION_* codes, on first use. */
export function useNotificationsTranslation() {
  return useResourceTranslation(notificationsResources, [notificationErrorTexts]);
}
