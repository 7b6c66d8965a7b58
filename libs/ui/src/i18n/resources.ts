import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** Texts of the design system; apps add them with `addResourceBundles(i18n, [uiResources])`. */
export const uiResources: ResourceBundle = { ns: 'ui', en, id };
