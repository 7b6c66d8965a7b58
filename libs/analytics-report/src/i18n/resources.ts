import { useResourceTranslation, type ResourceBundle } from '@seller-portal/i18n';
import { analyticsReportErrorTexts } from '../errors/error-texts';
import en from './en.json';
import id from './id.json';

/** The `analytics-report` namespace, in Indonesian (the default) and English. */
export const analyticsReportResources: ResourceBundle = { ns: 'analytics-report', en, id };

/** `t` of the `analytics-report` namespace; adds the bundle, and the texts of the ANALYTICS_REPORT_* codes, on first use. */
export function useAnalyticsReportTranslation() {
  return useResourceTranslation(analyticsReportResources, [analyticsReportErrorTexts]);
}
