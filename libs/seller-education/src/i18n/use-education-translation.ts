import { addResourceBundles, useTranslation } from '@seller-portal/i18n';
import { sellerEducationResources } from './resources';

/** The library's texts, added the first time one of its components renders. */
export function useEducationTranslation() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', sellerEducationResources.ns)) addResourceBundles(i18n, [sellerEducationResources]);
  return useTranslation(sellerEducationResources.ns);
}
