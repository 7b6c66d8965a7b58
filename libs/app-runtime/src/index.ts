// The app context: one per page load (§4.1), with the page's navigation rules
export { AppRoot, createAppContext, useAppContext } from './app/app-context';
export type { AppContext, AppRouter, CreateAppContextOptions } from './app/app-context';

// Route metadata and feature modules (§1, §2.5, §2.6)
export { isPublicMatch, routeMetaOf } from './routing/route-meta';
export type { MatchedRoute, RouteHandle, RouteInfo, RouteMeta, RoutePermission } from './routing/route-meta';
export { createModuleRegistry, isUnderPrefix, mountedIn, patchModuleRoutes } from './routing/feature-modules';
export type { FeatureApp, FeatureManifest, FeatureModule, FeatureModuleExports, FeatureRoute, FeatureShortcut, ModuleRegistry, ModuleRegistryOptions, PatchRoutesArgs } from './routing/feature-modules';
export { useMatchedRoutes } from './routing/use-matched-routes';
export { useResetScroll } from './routing/use-reset-scroll';

// Navigation (§2.10)
export { planNavigation, parseExternalModulePaths, clickRequest, boundUrlOf, backFallbackMs, appNativePaths } from './navigation/navigation';
export { defaultNavigationRules } from './navigation/default-rules';
export type { ClickMode, NavigationPlan, NavigationRequest, NavigationRules, PageNavigationRules } from './navigation/navigation';
export { NavigationRulesProvider, useNavigationHelper } from './navigation/use-navigation';
export type { NavigationEnvironment, NavigationHelper } from './navigation/use-navigation';
export { ShellLink } from './navigation/ShellLink';
export type { ShellLinkProps } from './navigation/ShellLink';

// The device and the window (§4.9, §9)
export { useDevice, useViewportClass } from './device/use-device';
export type { Device } from './device/use-device';

// Page runtime: canary (§4.6), refresh broadcast (§2.9), service worker and web push (§4.11)
export { canaryAction, applyCanary, canaryStorageKey } from './runtime/canary';
export type { CanaryAction, CanaryEnvironment } from './runtime/canary';
export { broadcastRefresh, listenForRefresh, refreshChannelName } from './runtime/refresh-broadcast';
export { registerServiceWorker, serviceWorkerPath, skipWaitingMessage, waitingReportDelayMs } from './runtime/service-worker';
export type { ServiceWorkerOptions } from './runtime/service-worker';
export { shouldPromptWebPush, readPromptedAt, rememberPrompted, webPushRepromptMs, webPushPromptedAtKey } from './runtime/web-push';
export type { WebPushPromptInput } from './runtime/web-push';
