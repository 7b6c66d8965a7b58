// Session and config
export { sessionKeys, fetchSession, trackSessionChange, sessionQueryOptions, useSession, useSignOut, signOut, clearSession, refreshSession, createUnauthorizedHandler } from './api/session';
export { appConfigKeys, fetchAppConfig, configQueryOptions, useAppConfig } from './api/app-config';

// Redirects and post-session routing (§2.9, §4.2, §5)
export { sanitizeRedirectUri, resolveAfterSignIn, signInPathFor, defaultAfterSignIn, redirectUriExclusions } from './routing/redirect-uri';
export type { SanitizeOptions } from './routing/redirect-uri';
export { sessionDetour, withRedirectUri } from './routing/detours';
export type { RouteContext, RouteDecision } from './routing/detours';
export { routeAfterSession, planAfterSession, phoneEmailReminder, needsOnboarding, agreementPages, onboardingPath } from './routing/route-after-session';
export type { PostSessionBranch, PostSessionContext, PostSessionPlan, PostSessionStep } from './routing/route-after-session';
export { routePaths, pathOf, resolveRouteTarget } from './routing/route-names';
export type { RouteName } from './routing/route-names';
export { oldPathRedirects, redirectKeepingQuery } from './routing/old-paths';

// The guard (§4.3, §6)
export { checkRouteAccess, isPathWhitelisted, routePermissions } from './guard/route-access';
export type { ErrorMode } from './guard/route-access';
export { evaluateGuard, publicActionHeaderOf, unauthenticatedTarget, waitForSession, leaveFrameForSignIn, sessionWaitIntervalMs, sessionWaitTimeoutMs } from './guard/guard';
export type { FrameWindow, GuardInput, GuardOutcome, SessionSnapshot, WaitOptions } from './guard/guard';
export { errorModeAtom, errorModes, errorModeAt, errorModeForStatus, useErrorMode, useSetErrorMode } from './guard/error-mode';

// Startup (§4.1)
export { startup, configFailurePath, withRetries, tutorialRetries, confirmSignInPath, isConfirmSignInState, authTokenHandling } from './startup/startup';
export { clearPnvFlag, readPnvFlag, setPnvFlag, pnvFlagStorageKey } from './startup/pnv-flag';
export type { ConfirmSignInState, PostSessionEffects, StartupNotice, StartupOptions, StartupResult } from './startup/startup';
export { readCookie, ssoTypeFromCookie, ssoFailureMessageKey } from './startup/sso';

// Components and hooks that read the session
export { SessionStartup } from './components/session-startup';
export type { SessionStartupProps } from './components/session-startup';
export { RequireSession } from './components/require-session';
export type { RequireSessionProps } from './components/require-session';
export { useLayout } from './components/use-layout';
export type { ShellLayoutState } from './components/use-layout';
export { useChannel } from './components/use-channel';
export { sessionGuardResources } from './i18n/resources';
