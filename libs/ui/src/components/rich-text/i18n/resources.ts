import { addResourceBundles, useTranslation, type ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The editor's own texts, a namespace apart so the design system's first-load texts do not grow. */
export const richTextResources: ResourceBundle = { ns: 'ui-rich-text', en, id };

/** `t` of the editor's namespace; adds the bundle on first use. */
export function useRichTextTranslation() {
  const { i18n } = useTranslation();
  if (typeof i18n?.hasResourceBundle === 'function' && !i18n.hasResourceBundle('en', richTextResources.ns)) addResourceBundles(i18n, [richTextResources]);
  return useTranslation(richTextResources.ns);
}
