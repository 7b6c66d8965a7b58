export { broadcastManifest } from './manifest';
export { broadcastResources } from './i18n/resources';
