import { addResourceBundles, useResourceTranslation, type i18n, type ResourceBundle } from '@seller-portal/i18n';
import { sessionGuardResources } from '@seller-portal/session-guard';
import en from './en.json';
import id from './id.json';

/** The `auth` namespace: the sign-in and sign-out texts, travelling with the sign-in chunk (kept small: bundle budget). */
export const authResources: ResourceBundle = { ns: 'auth', en, id };

/** `t` of the auth namespace, adding the bundle the first time an auth page renders. */
export function useAuthTranslation() {
  return useResourceTranslation(authResources);
}

/** The session texts of the §8 SSO failures (`session:ssoFailed.*`), which the social and CAS sign-ins show. */
export function addSessionTexts(instance: i18n): void {
  if (!instance.hasResourceBundle('en', sessionGuardResources.ns)) addResourceBundles(instance, [sessionGuardResources]);
}
