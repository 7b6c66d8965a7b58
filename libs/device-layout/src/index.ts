// Device type and channel (§4.9)
export { detectDeviceType, isAppDevice } from './device-type';
export { channelOf, needsWebviewUpdate, isEmbedded, channelCookieName } from './device';

// Page layout by path, device and viewport (§2.8, §9)
export { hidesHeader, layoutFor, viewportOfWidth, windowViewport } from './layout-rules';
export { showsAppBanner } from './app-banner';
export type { Layout, Viewport } from './layout-rules';
