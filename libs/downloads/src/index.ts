export { downloadsManifest } from './manifest';
export { downloadsResources } from './i18n/resources';
