export {
  TrackerNotReadyError,
  isTrackerNotReadyError,
  trackerNotReadyMessage,
  userAttributeCalls,
} from './engagement/engagement-tracker';
export type {
  EngagementTracker,
  TrackerAttributeValue,
  TrackerEventAttributes,
  TrackerLog,
  TrackerUser,
  TrackerUserAttributes,
  UserAttributeCall,
  UserAttributeSetter,
} from './engagement/engagement-tracker';
export { createDisabledTracker } from './engagement/disabled-tracker';
export {
  createWebEngagementTracker,
  engagementGlobalName,
  isEngagementScriptGlobal,
  trackerReadyPollMs,
  trackerReadyTimeoutMs,
} from './engagement/web-tracker';
export type { EngagementScriptGlobal, WebEngagementTrackerOptions } from './engagement/web-tracker';
export { createNativeEngagementTracker, nativeAnswerTimeoutMs, nativeCallbackName, parseEventNameMap } from './engagement/native-tracker';
export type {
  NativeBridgeAnswer,
  NativeBridgeMessage,
  NativeEngagementTrackerOptions,
  NativeOperation,
  NativePlatform,
} from './engagement/native-tracker';
export { createEngagementTracker } from './engagement/create-tracker';
export type { EngagementTrackerOptions } from './engagement/create-tracker';
export { defaultEnvironmentPrefix, trackerDebugEnabled, trackerUserId } from './engagement/tracker-id';
export type { LoginIdentity, TrackerEnvironment } from './engagement/tracker-id';
export { createCriticalResourcesGate, delaysThirdPartyScripts } from './resources/critical-resources';
export type { CriticalResourcesGate } from './resources/critical-resources';
export { defaultDataLayerName, loadTagManager, tagManagerAllowed, tagManagerScriptUrl } from './tag-manager/tag-manager';
export type { TagManagerLoad, TagManagerOptions } from './tag-manager/tag-manager';
export {
  createLoginTrackingMemory,
  loginIdentityOf,
  pageLoginTrackingMemory,
  shouldTrackLogin,
  trackLogin,
  trackLogout,
} from './login/login-tracking';
export type { LoginTrackingDeps, LoginTrackingMemory, LoginTrackingResult, LoginTrackingStep } from './login/login-tracking';
export { useLoginTracking } from './login/use-login-tracking';
export type { UseLoginTrackingDeps } from './login/use-login-tracking';
export { startTracking } from './tracking';
export { trackingApplies, type TrackingAppliesInput } from './applies';
export type { Tracking, TrackingOptions } from './tracking';
