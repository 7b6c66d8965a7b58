export { adsManifest } from './manifest';
export { adsResources } from './i18n/resources';
