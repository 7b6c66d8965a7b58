// Device type and channel (§4.9)
export { detectDeviceType, isAppDevice } from './device-type';
export { channelOf, chromiumMajorVersion, needsWebviewUpdate, minimumWebviewVersion, isEmbedded, channelCookieName } from './device';
export type { ChannelSources } from './device';

// Page layout by path, device and viewport (§2.8, §9)
export { layoutFor, viewportOfWidth, viewportLimits, headerHeights, pageLayoutRules, defaultBottomNavbarPaths } from './layout-rules';
export type { HeaderKind, Layout, LayoutInput, Viewport } from './layout-rules';
