export { settlementsManifest } from './manifest';
export { settlementsResources } from './i18n/resources';
