import { addResourceBundles, useTranslation, type ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The `auth` namespace: the sign-in and sign-out texts, travelling with the sign-in chunk (kept small: bundle budget). */
export const authResources: ResourceBundle = { ns: 'auth', en, id };

/** `t` of the auth namespace, adding the bundle the first time an auth page renders. */
export function useAuthTranslation() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', authResources.ns)) addResourceBundles(i18n, [authResources]);
  return useTranslation(authResources.ns);
}
