import { addResourceBundles, useTranslation, type ResourceBundle } from '@seller-portal/i18n';
import en from './accounts/en.json';
import id from './accounts/id.json';
import { addSessionTexts, authResources } from './resources';

/**
 * The `accounts` namespace: every account page but sign-in and sign-out. It is a bundle of its own so it
 * loads with those pages' chunks and never with the sign-in page (bundle budget).
 */
export const accountResources: ResourceBundle = { ns: 'accounts', en, id };

/** `t` of the accounts namespace, adding its bundles (and the session texts of the §8 SSO failures) on first use. */
export function useAccountTranslation() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', accountResources.ns)) addResourceBundles(i18n, [authResources, accountResources]);
  addSessionTexts(i18n);
  return useTranslation(accountResources.ns);
}
