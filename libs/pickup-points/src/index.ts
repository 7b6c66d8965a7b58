export { pickupPointsManifest } from './manifest';
export { pickupPointsResources } from './i18n/resources';
