export { ipoManifest } from './manifest';
export { ipoResources } from './i18n/resources';
