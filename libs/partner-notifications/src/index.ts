export { partnerNotificationsManifest } from './manifest';
export { partnerNotificationsResources } from './i18n/resources';
