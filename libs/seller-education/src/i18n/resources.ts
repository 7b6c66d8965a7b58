import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The `seller-education` namespace, in Indonesian (the default) and English. */
export const sellerEducationResources: ResourceBundle = { ns: 'seller-education', en, id };
