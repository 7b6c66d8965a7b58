import type { ResourceBundle } from '@seller-portal/i18n';
import en from './en.json';
import id from './id.json';

/** The texts of the analytics report codes (ANALYTICS_REPORT_*), merged into `errors` when the library's first component renders. */
export const analyticsReportErrorTexts: ResourceBundle = { ns: 'errors', en, id };
