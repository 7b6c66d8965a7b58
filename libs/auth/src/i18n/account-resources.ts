import { addResourceBundles, useTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { sessionGuardResources } from '@seller-portal/session-guard';
import en from './accounts/en.json';
import id from './accounts/id.json';
import { authResources } from './resources';

const { errors: errorsEn, ...textsEn } = en;
const { errors: errorsId, ...textsId } = id;

/**
 * The `accounts` namespace: every account page but sign-in and sign-out. It is a bundle of its own so it
 * loads with those pages' chunks and never with the sign-in page (bundle budget).
 */
export const accountResources: ResourceBundle = { ns: 'accounts', en: textsEn, id: textsId };

/**
 * Texts of the account codes beyond §8 (one-time codes, registration, single sign-on). Merge it into `errors` with
 * `addResourceBundles` (never as a `createI18n` resource, which would take the place of the §8 texts).
 */
export const accountErrorResources: ResourceBundle = { ns: 'errors', en: errorsEn, id: errorsId };

/** `t` of the accounts namespace, adding its bundles (and the session texts of the §8 SSO failures) on first use. */
export function useAccountTranslation() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', accountResources.ns)) {
    const bundles = [authResources, accountResources, accountErrorResources];
    if (!i18n.hasResourceBundle('en', sessionGuardResources.ns)) bundles.push(sessionGuardResources);
    addResourceBundles(i18n, bundles);
  }
  return useTranslation(accountResources.ns);
}
