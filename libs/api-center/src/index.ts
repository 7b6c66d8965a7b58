export { apiCenterManifest } from './manifest';
export { apiCenterResources } from './i18n/resources';
