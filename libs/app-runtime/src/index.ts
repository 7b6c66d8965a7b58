// The app context: one per page load (§4.1), with the page's navigation rules
export { AppRoot, createAppContext, useAppContext, useQueryClientSource } from './app/app-context';
export type { AppContext } from './app/app-context';
export { WithQueryClient } from './app/query-client-source';
export type { QueryClientSource } from './app/query-client-source';

// Route metadata and feature modules (§1, §2.5, §2.6)
export { isPublicMatch, routeMetaOf } from './routing/route-meta';
export type { MatchedRoute, RouteHandle, RouteInfo, RouteMeta } from './routing/route-meta';
export { createModuleRegistry, defineFeatureManifest, mountedIn, patchModuleRoutes } from './routing/feature-modules';
export { isUnderPrefix } from './routing/prefixes';
export { prefetchingLoader } from './routing/page-loader';
export type {
  FeatureApp,
  FeatureManifest,
  FeatureModule,
  FeatureModuleExports,
  FeatureRoute,
  FeatureRoutePart,
  FeatureSlot,
  FeatureSlotPlace,
  FeatureStartupDeps,
  FeatureStartupStep,
  ModuleRegistry,
  PatchRoutesArgs,
} from './routing/feature-modules';
export {
  bottomNavbarItemsOf,
  FeatureSlots,
  isServed,
  MountedFeaturesProvider,
  preloadFeatureSlots,
  palettesFor,
  shownMenus,
  slotsFor,
  useIsServed,
  useMountedFeatures,
} from './routing/mounted-features';
export { paletteWordsMatch } from './routing/palette-actions';
export type { FeaturePalette, PaletteAction, PaletteActionOutcome, PaletteChoice, PaletteActionRequest, PaletteActionsProps } from './routing/palette-actions';
export { useMatchedRoutes } from './routing/use-matched-routes';
export { useResetScroll } from './routing/use-reset-scroll';
export { usePageMeta } from './routing/use-page-meta';
export { useLanguageQuery } from './routing/use-language-query';
export { addressOfFilter, choiceInAddress, pageInAddress } from './routing/list-address';
export { createRootErrorBoundary } from './routing/root-error-boundary';
export type { ErrorPageComponent } from './routing/root-error-boundary';

// Navigation (§2.10)
export { planNavigation, parseExternalModulePaths } from './navigation/navigation';
export type { ClickMode, NavigationPlan, NavigationRequest, PageNavigationRules } from './navigation/navigation';
export { notOnAppEvent, NavigationRulesProvider, useNavigationHelper } from './navigation/use-navigation';
export type { NavigationHelper } from './navigation/use-navigation';
export { ShellLink } from './navigation/ShellLink';
export type { ShellLinkProps } from './navigation/ShellLink';

// The device and the window (§4.9, §9)
export { useDevice, useViewportClass } from './device/use-device';
export type { Device } from './device/use-device';

// Page runtime: canary (§4.6), refresh broadcast (§2.9), service worker and web push (§4.11)
export { applyCanary } from './runtime/canary';
export { recoverFromPreloadError } from './runtime/preload-recovery';
export type { PreloadErrorDetail, PreloadRecovery } from './runtime/preload-recovery';
export { broadcastRefresh, listenForRefresh } from './runtime/refresh-broadcast';
export { registerServiceWorker } from './runtime/service-worker';
export { askOnFirstGesture, shouldPromptWebPush, readPromptedAt, rememberPrompted } from './runtime/web-push';
