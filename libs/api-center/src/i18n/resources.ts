import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The `api-center` namespace, in Indonesian (the default) and English. */
export const apiCenterResources: ResourceBundle = { ns: 'api-center', en, id };
