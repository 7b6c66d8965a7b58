export { ordersManifest } from './manifest';
export { ordersResources } from './i18n/resources';
