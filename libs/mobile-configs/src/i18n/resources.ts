import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The `mobile-configs` namespace, in Indonesian (the default) and English. */
export const mobileConfigsResources: ResourceBundle = { ns: 'mobile-configs', en, id };
