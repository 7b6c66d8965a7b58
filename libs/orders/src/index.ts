export { ordersManifest } from './manifest';
export { ordersResources } from './i18n/resources';
export { NewOrderNotifications } from './components/NewOrderNotifications';
