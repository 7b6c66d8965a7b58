export { contractManifest } from './manifest';
export { contractResources } from './i18n/resources';
