export { dashboardManifest } from './manifest';
export { shortcutsFor, tilesFor } from './shortcuts';
export { dashboardResources } from './i18n/resources';
