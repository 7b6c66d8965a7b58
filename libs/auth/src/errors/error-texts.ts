import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The texts of the codes of a session ended elsewhere (SESSION_ENDED_*), merged into `errors` with the sign-in notice. */
export const authErrorTexts: ResourceBundle = { ns: 'errors', en, id };
