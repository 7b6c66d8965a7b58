export { storePerformanceManifest } from './manifest';
export { storePerformanceResources } from './i18n/resources';
