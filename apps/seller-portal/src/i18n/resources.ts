import { addResourceBundles, useTranslation, type ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The app's own `portal` namespace (shell and dashboard); it loads with the shell chunk. */
export const portalResources: ResourceBundle = { ns: 'portal', en, id };

export function usePortalTranslation() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', portalResources.ns)) addResourceBundles(i18n, [portalResources]);
  return useTranslation(portalResources.ns);
}
