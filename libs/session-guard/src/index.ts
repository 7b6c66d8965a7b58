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

// Route metadata, names, tables and feature modules (§1, §2, §6)
export { checkRouteAccess, isPathWhitelisted, isPublicMatch, routeMetaOf, routePermissions } from './routing/route-meta';
export type { ErrorMode, MatchedRoute, RouteHandle, RouteInfo, RouteMeta, RoutePermission } from './routing/route-meta';
export { routePaths, pathOf, resolveRouteTarget } from './routing/route-names';
export type { RouteName } from './routing/route-names';
export { oldPathRedirects, redirectKeepingQuery } from './routing/old-paths';
export { createModuleRegistry, isUnderPrefix, mountedIn, patchModuleRoutes } from './routing/feature-modules';
export type {
  FeatureApp,
  FeatureManifest,
  FeatureModule,
  FeatureModuleExports,
  FeatureRoute,
  FeatureShortcut,
  ModuleRegistry,
  ModuleRegistryOptions,
  PatchRoutesArgs,
} from './routing/feature-modules';

// The guard (§4.3)
export { evaluateGuard, publicActionHeaderOf, unauthenticatedTarget, waitForSession, leaveFrameForSignIn, sessionWaitIntervalMs, sessionWaitTimeoutMs } from './guard/guard';
export type { FrameWindow, GuardInput, GuardOutcome, SessionSnapshot, WaitOptions } from './guard/guard';
export { errorModeAtom, errorModes, errorModeAt, errorModeForStatus, useErrorMode, useSetErrorMode } from './guard/error-mode';

// Startup (§4.1)
export { startup, configFailurePath, withRetries, tutorialRetries, confirmSignInPath, isConfirmSignInState, authTokenHandling } from './startup/startup';
export { clearPnvFlag, readPnvFlag, setPnvFlag, pnvFlagStorageKey } from './startup/pnv-flag';
export type { ConfirmSignInState, PostSessionEffects, StartupNotice, StartupOptions, StartupResult } from './startup/startup';
export { readCookie, ssoTypeFromCookie, ssoFailureMessageKey } from './startup/sso';

// Device, channel and layout (§2.8, §4.9, §9)
export { detectDeviceType, isAppDevice, channelOf, chromiumMajorVersion, needsWebviewUpdate, minimumWebviewVersion, isEmbedded, channelCookieName } from './device/device';
export type { ChannelSources } from './device/device';
export { layoutFor, viewportOfWidth, viewportLimits, headerHeights, pageLayoutRules, defaultBottomNavbarPaths } from './layout/layout-rules';
export type { HeaderKind, Layout, LayoutInput, Viewport } from './layout/layout-rules';

// Navigation (§2.10)
export { planNavigation, parseExternalModulePaths, clickRequest, boundUrlOf, backFallbackMs, appNativePaths } from './navigation/navigation';
export type { ClickMode, NavigationPlan, NavigationRequest, NavigationRules } from './navigation/navigation';
export { NavigationRulesProvider, setNavigationRules, useNavigationHelper } from './navigation/use-navigation';
export type { NavigationEnvironment, NavigationHelper } from './navigation/use-navigation';

// Page runtime: canary (§4.6), refresh broadcast (§2.9), service worker and web push (§4.11)
export { canaryAction, applyCanary, canaryStorageKey } from './runtime/canary';
export type { CanaryAction, CanaryEnvironment } from './runtime/canary';
export { broadcastRefresh, listenForRefresh, refreshChannelName } from './runtime/refresh-broadcast';
export { registerServiceWorker, serviceWorkerPath, skipWaitingMessage, waitingReportDelayMs } from './runtime/service-worker';
export type { ServiceWorkerOptions } from './runtime/service-worker';
export { shouldPromptWebPush, readPromptedAt, rememberPrompted, webPushRepromptMs, webPushPromptedAtKey } from './runtime/web-push';
export type { WebPushPromptInput } from './runtime/web-push';

// Components and hooks
export { SessionStartup } from './components/session-startup';
export type { SessionStartupProps } from './components/session-startup';
export { RequireSession } from './components/require-session';
export type { RequireSessionProps } from './components/require-session';
export { useMatchedRoutes } from './components/use-matched-routes';
export { useResetScroll } from './components/use-reset-scroll';
export { useLayout } from './components/use-layout';
export type { ShellLayoutState } from './components/use-layout';
export { useDevice, useChannel, useViewportClass } from './components/use-device';
export type { Device } from './components/use-device';
export { sessionGuardResources } from './i18n/resources';
export { AppRoot, createAppContext } from './app/app-context';
export type { AppContext, AppRouter, CreateAppContextOptions } from './app/app-context';
