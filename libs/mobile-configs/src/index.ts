export { mobileConfigsManifest } from './manifest';
export { mobileConfigsResources } from './i18n/resources';
