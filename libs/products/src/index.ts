export { productsManifest } from './manifest';
export { productsResources } from './i18n/resources';
