export { createDashboardManifest } from './manifest';
export { shortcutsFor, shortcutsOf } from './shortcuts';
export { dashboardResources } from './i18n/resources';
export type { DashboardSlots } from './slots';
