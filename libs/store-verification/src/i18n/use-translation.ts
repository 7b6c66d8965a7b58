import { addResourceBundles, useTranslation } from '@seller-portal/i18n';
import { storeVerificationResources } from './resources';

/** The feature's texts, added to the page's i18n instance the first time one of its components renders. */
export function useStoreVerificationTranslation() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', storeVerificationResources.ns)) addResourceBundles(i18n, [storeVerificationResources]);
  return useTranslation(storeVerificationResources.ns);
}
