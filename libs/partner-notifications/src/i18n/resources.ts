import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The `partner-notifications` namespace, in Indonesian (the default) and English. */
export const partnerNotificationsResources: ResourceBundle = { ns: 'partner-notifications', en, id };
