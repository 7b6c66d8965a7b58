/** §3 application config: key/value pairs, some values holding JSON strings. */
export type AppConfig = Record<string, string>;

export const configKeys = {
  chatAllowedErrorTrackers: 'chat',
  /** §9 the internal domains a chat widget's host page may be on: a JSON list of origins or `https://*.domain`. */
  chatInternalDomains: 'seller-chat-internal-domains',
  realtimeDatabase: 'seller-realtime-database-config',
  delayResources: 'seller-delay-resources',
  onboardingV2: 'seller-onboarding-v2-config',
  externalModulePaths: 'seller-bp-ui-external-module-paths',
  showIdVerification: 'seller-show-id-verification',
  noReloadAfterSessionSwitch: 'seller-no-reload-after-session-switch',
  rebrandingDashboard: 'seller-rebranding-dashboard',
  resizeImage: 'seller-resize-image',
  appGaTracker: 'seller-app-ga-tracker',
  appTrackerMapperJs: 'seller-app-tracker-mapper-js',
  surveyWeb: 'seller-survey-web-enabled',
  surveyApp: 'seller-survey-app-enabled',
  trackerHost: 'seller-tracker-host',
  bottomNavbarPaths: 'seller-bottom-navbar-paths',
} as const;

/** Parse a JSON array of strings; anything unparseable is an empty list (§3). */
export function parseStringList(raw: string | undefined | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
