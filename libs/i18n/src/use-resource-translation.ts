import { useTranslation } from 'react-i18next';
import { addResourceBundles, type ResourceBundle } from './instance';

/**
 * `t` of a library's own namespace. The first time one of the library's components renders, its bundle (and
 * the bundles it names beside it, such as the texts of its error codes for the `errors` namespace) join the
 * page's i18n instance, so a library's texts download with the library and not before.
 */
export function useResourceTranslation(bundle: ResourceBundle, alongside: readonly ResourceBundle[] = []) {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', bundle.ns)) addResourceBundles(i18n, [bundle, ...alongside]);
  return useTranslation(bundle.ns);
}
