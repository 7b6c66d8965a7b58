import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The texts of the learning pages' codes (`featureErrorCodes.learning`), merged into `errors` with the first page. */
export const learningErrorTexts: ResourceBundle = { ns: 'errors', en, id };
