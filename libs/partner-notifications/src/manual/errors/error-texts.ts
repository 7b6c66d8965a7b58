import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The texts of the manual notification codes (MANUAL_NOTIFICATION_*), merged into `errors` when the Manual tab or a page renders. */
export const manualNotificationErrorTexts: ResourceBundle = { ns: 'errors', en, id };
