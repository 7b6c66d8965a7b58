import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The `session` namespace: what startup and the guard tell the user. */
export const sessionGuardResources: ResourceBundle = { ns: 'session', en, id };
