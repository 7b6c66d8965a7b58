export { officialStoreManifest } from './manifest';
export { officialStoreResources } from './i18n/resources';
