// Session and config
export {
  sessionKeys,
  fetchSession,
  sessionQueryOptions,
  trackSessionChange,
  signOut,
  clearSession,
  useSessionEndedCode,
  refreshSession,
  createUnauthorizedHandler,
} from './api/session';
export { useSession, useSignOut } from './api/session-hooks';
export { appConfigKeys, fetchAppConfig, configQueryOptions, useLoadedAppConfig } from './api/app-config';
export { useAppConfig } from './api/app-config-hooks';

// Redirects and post-session routing (§2.9, §4.2, §5)
export { sanitizeRedirectUri, resolveAfterSignIn, signInPathFor } from './routing/redirect-uri';
export { sessionDetour } from './routing/detours';
export { routePaths, pathOf, resolveRouteTarget } from './routing/route-names';
export type { RouteName } from './routing/route-names';
export { oldPathRedirects, redirectKeepingQuery } from './routing/old-paths';

// The guard (§4.3, §6)
export { checkRouteAccess, routePermissions } from './guard/route-access';
export type { ErrorMode } from './guard/route-access';
export { useErrorMode, useSetErrorMode, errorModeForStatus } from './guard/error-mode';

// Startup (§4.1)
export { isConfirmSignInState, neverSignedIn } from './startup/startup';
export { clearPnvFlag, setPnvFlag } from './startup/pnv-flag';
export type { PostSessionEffects, StartupNotice } from './startup/startup';
export { ssoFailureMessageKey } from './startup/sso';

// Components and hooks that read the session
export { SessionStartup } from './components/session-startup';
export { RequireSession } from './components/require-session';
export { useLayout } from './components/use-layout';
export type { ShellLayoutState } from './components/use-layout';
export { useChannel } from './components/use-channel';
export { sessionGuardResources } from './i18n/resources';
