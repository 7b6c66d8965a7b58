export type { TrackerEnvironment } from './engagement/tracker-id';
export { useLoginTracking } from './login/use-login-tracking';
export { startTracking } from './tracking';
export { trackingApplies } from './applies';
export { trackApiUnreachable } from './engagement/api-unreachable';
export type { ApiUnreachable } from './engagement/api-unreachable';
export type { Tracking } from './tracking';
