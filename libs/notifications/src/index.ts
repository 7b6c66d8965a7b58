export { notificationsManifest } from './manifest';
export { notificationsResources } from './i18n/resources';
