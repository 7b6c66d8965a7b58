import { addResourceBundles, useTranslation, type ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The sortable list's texts, a namespace apart so the design system's first-load texts do not grow. */
export const sortableResources: ResourceBundle = { ns: 'ui-sortable', en, id };

export function useSortableTranslation() {
  const { i18n } = useTranslation();
  if (typeof i18n?.hasResourceBundle === 'function' && !i18n.hasResourceBundle('en', sortableResources.ns)) addResourceBundles(i18n, [sortableResources]);
  return useTranslation(sortableResources.ns);
}
