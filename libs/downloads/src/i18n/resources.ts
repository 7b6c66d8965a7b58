import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The `downloads` namespace, in Indonesian (the default) and English. */
export const downloadsResources: ResourceBundle = { ns: 'downloads', en, id };

/** `t` of the `downloads` namespace; adds the bundle on first use. */
export function useDownloadsTranslation() {
  return useResourceTranslation(downloadsResources);
}
