import { addResourceBundles, useTranslation, type ResourceBundle } from '@seller-portal/i18n';
import en from './pages.en.json';
import id from './pages.id.json';

/**
 * Texts of the design system's page-sized pieces (the error view, the audit trail), in a module of their own: only
 * lazy pages draw them, and a module of the first page (/sign-in) would bring every text it holds.
 */
export const uiPageResources: ResourceBundle = { ns: 'uiPages', en, id };

/** `t` of the 'uiPages' namespace, added on first use so a component never shows raw keys. */
export function useUiPageTranslation() {
  const { i18n } = useTranslation();
  if (i18n && typeof i18n.hasResourceBundle === 'function' && !i18n.hasResourceBundle('en', uiPageResources.ns)) {
    addResourceBundles(i18n, [uiPageResources]);
  }
  return useTranslation(uiPageResources.ns);
}
