/** §3 application config: key/value pairs, some values holding JSON strings. */
export type AppConfig = Record<string, string>;

export const configKeys = {
  chatAllowedErrorTrackers: 'chat',
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

/** How the browser shrinks a photo before sending it: the longest edge in pixels and the JPEG quality (0–1). */
export interface ResizeImageConfig {
  maxEdge: number;
  quality: number;
}

export const defaultResizeImage: ResizeImageConfig = { maxEdge: 1600, quality: 0.85 };

/**
 * §3 config `seller-resize-image`: 'true' resizes with the defaults; a JSON object `{"maxEdge":1280,"quality":0.8}`
 * sets either (an edge of 320–8000 px, a quality above 0 up to 1); anything else, unparseable included, is no resize.
 */
export function parseResizeImageConfig(raw: string | undefined | null): ResizeImageConfig | null {
  if (!raw) return null;
  if (raw.trim() === 'true') return defaultResizeImage;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const { maxEdge = defaultResizeImage.maxEdge, quality = defaultResizeImage.quality } = parsed as Record<string, unknown>;
    if (typeof maxEdge !== 'number' || !Number.isInteger(maxEdge) || maxEdge < 320 || maxEdge > 8000) return null;
    if (typeof quality !== 'number' || !(quality > 0 && quality <= 1)) return null;
    return { maxEdge, quality };
  } catch {
    return null;
  }
}
