export { storefrontManifest } from './manifest';
export { storefrontResources } from './i18n/resources';
