import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The texts of the partner notification event codes (NOTIFICATION_*), merged into `errors` when the Event pages render. */
export const eventErrorTexts: ResourceBundle = { ns: 'errors', en, id };
