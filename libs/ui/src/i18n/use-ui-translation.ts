import { addResourceBundles, useTranslation } from '@seller-portal/i18n';
import { uiResources } from './resources';

/** `t` of the 'ui' namespace; adds the bundle on first use so a component never shows raw keys. */
export function useUiTranslation() {
  const { i18n } = useTranslation();
  if (i18n && typeof i18n.hasResourceBundle === 'function' && !i18n.hasResourceBundle('en', 'ui')) {
    addResourceBundles(i18n, [uiResources]);
  }
  return useTranslation('ui');
}
