import { addResourceBundles, useTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { sessionGuardResources } from '@seller-portal/session-guard';
import en from './account-errors/en.json';
import id from './account-errors/id.json';

/**
 * Texts of the account codes beyond §8 (one-time codes, registration, single sign-on). Merge it into `errors` with
 * `addResourceBundles` (never as a `createI18n` resource, which would take the place of the §8 texts).
 */
export const accountErrorResources: ResourceBundle = { ns: 'errors', en, id };

/** Whether the account codes' texts were merged into `errors` already (one of them stands for all). */
function hasAccountErrors(i18n: ReturnType<typeof useTranslation>['i18n']): boolean {
  return i18n.exists('SSO_TOKEN_INVALID', { ns: 'errors', lng: 'en' });
}

/**
 * Makes sure the account codes' texts and the session texts of the §8 SSO failures are there: what the social
 * buttons need beside the sign-in page's own texts.
 */
export function useAccountErrorTexts(): void {
  const { i18n } = useTranslation();
  const bundles: ResourceBundle[] = [];
  if (!hasAccountErrors(i18n)) bundles.push(accountErrorResources);
  if (!i18n.hasResourceBundle('en', sessionGuardResources.ns)) bundles.push(sessionGuardResources);
  if (bundles.length > 0) addResourceBundles(i18n, bundles);
}
