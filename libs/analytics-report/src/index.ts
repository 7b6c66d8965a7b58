export { analyticsReportManifest } from './manifest';
export { analyticsReportResources } from './i18n/resources';
