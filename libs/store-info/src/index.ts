export { storeInfoManifest } from './manifest';
export { storeInfoResources } from './i18n/resources';
