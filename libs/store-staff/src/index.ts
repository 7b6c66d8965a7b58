export { storeStaffManifest } from './manifest';
export { storeStaffResources } from './i18n/resources';
