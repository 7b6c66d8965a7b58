import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { publicPagesErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `public-pages` namespace, in Indonesian (the default) and English. */
export const publicPagesResources: ResourceBundle = { ns: 'public-pages', en, id };

/** `t` of the `public-pages` namespace; adds the bundle, and the texts of the CMS_* codes, on first use. */
export function usePublicPagesTranslation() {
  return useResourceTranslation(publicPagesResources, [publicPagesErrorTexts]);
}
