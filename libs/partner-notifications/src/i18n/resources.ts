import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The `partner-notifications` namespace (the landing page and its tabs), in Indonesian (the default) and English. */
export const partnerNotificationsResources: ResourceBundle = { ns: 'partner-notifications', en, id };

/** `t` of the `partner-notifications` namespace; adds the bundle on first use. */
export function usePartnerNotificationsTranslation() {
  return useResourceTranslation(partnerNotificationsResources);
}
