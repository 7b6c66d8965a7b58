import { configKeys, type AppConfig, type DeviceType } from '@seller-portal/contracts/core';
import { isAppDevice } from '@seller-portal/device-layout';
import { createCriticalResourcesGate, type CriticalResourcesGate } from '../resources/critical-resources';
import { findInjectedScript, injectScriptOnce, scriptUrl } from '../resources/script-loader';

export interface TagManagerOptions {
  /** Address of the tag-manager script; without one nothing loads. */
  host: string | null | undefined;
  /** Container id, sent as the `id` query value of the script address. */
  containerId?: string | null;
  window?: Window;
  /** Holds the script until critical resources have loaded (§4.11); without one it loads at once. */
  gate?: CriticalResourcesGate;
  /** The array the tag manager reads its events from. */
  dataLayerName?: string;
  now?: () => number;
}

export interface TagManagerLoad {
  /** The script address, or null when nothing will load. */
  readonly src: string | null;
  /** Whether the script element has been added to the page. */
  readonly injected: boolean;
}

export const defaultDataLayerName = 'dataLayer';

/** The tag-manager script address: the configured host with the container id as `id`. */
export function tagManagerScriptUrl(host: string | null | undefined, containerId: string | null | undefined, base: string): string | null {
  const url = scriptUrl(host, base);
  if (!url) return null;
  const id = containerId?.trim();
  if (id) url.searchParams.set('id', id);
  return url.href;
}

/**
 * Inside the apps the native side does analytics, so the tag manager runs in the webview only when
 * config `seller-app-ga-tracker` is 'true'; on web and mobile web it always may.
 */
export function tagManagerAllowed(deviceType: DeviceType, config: AppConfig): boolean {
  return !isAppDevice(deviceType) || config[configKeys.appGaTracker] === 'true';
}

/** Loads the tag manager once the gate opens (§4.11): after critical resources, or at once without a delay. */
export function loadTagManager(options: TagManagerOptions): TagManagerLoad {
  const win = options.window ?? window;
  const src = tagManagerScriptUrl(options.host, options.containerId, win.document.baseURI);
  let injected = false;
  if (src) {
    const gate = options.gate ?? createCriticalResourcesGate(null);
    const dataLayerName = options.dataLayerName ?? defaultDataLayerName;
    const now = options.now ?? Date.now;
    gate.whenOpen(() => {
      injected = true;
      if (findInjectedScript(win.document, src)) return;
      const target = win as unknown as Record<string, unknown>;
      const existing = target[dataLayerName];
      const dataLayer: unknown[] = Array.isArray(existing) ? existing : [];
      target[dataLayerName] = dataLayer;
      // The start marker lets the tag manager measure from the moment it was requested.
      dataLayer.push({ 'gtm.start': now(), event: 'gtm.js' });
      injectScriptOnce(win.document, src, 'tag-manager');
    });
  }
  return {
    src,
    get injected() {
      return injected;
    },
  };
}
