import { configKeys, type AppConfig, type DeviceType } from '@seller-portal/contracts/core';
import { parseDelayResources, trackingConfigKeys } from '@seller-portal/contracts/tracking';
import { detectDeviceType } from '@seller-portal/device-layout';
import { createEngagementTracker } from './engagement/create-tracker';
import type { EngagementTracker, TrackerLog } from './engagement/engagement-tracker';
import { parseEventNameMap } from './engagement/native-tracker';
import { trackerDebugEnabled, type TrackerEnvironment } from './engagement/tracker-id';
import { createCriticalResourcesGate } from './resources/critical-resources';
import { loadTagManager, tagManagerAllowed, type TagManagerLoad } from './tag-manager/tag-manager';

export interface TrackingOptions {
  /** The application config (§3): tracker and tag-manager hosts, delay mechanism, app tracker settings. */
  config: AppConfig;
  environment: TrackerEnvironment;
  window?: Window;
  /** Defaults to the window's navigator. */
  userAgent?: string;
  /** Overrides the configured tag manager (e.g. from the build's environment). */
  tagManager?: { host?: string | null; containerId?: string | null };
  /** Where debug lines go outside production; the console by default. */
  log?: TrackerLog;
}

export interface Tracking {
  deviceType: DeviceType;
  tracker: EngagementTracker;
  tagManager: TagManagerLoad;
  /** The app calls this when its critical resources have loaded; held scripts then load (§4.11). */
  onCriticalResourcesLoaded(): void;
  dispose(): void;
}

const consoleLog: TrackerLog = (message, detail) => console.debug(`[tracking] ${message}`, detail ?? '');

/**
 * Starts the page's tracking from the config: the engagement tracker for the device and the tag manager,
 * both held behind one critical-resources gate when `seller-delay-resources` delays components.
 */
export function startTracking(options: TrackingOptions): Tracking {
  const win = options.window ?? window;
  const { config } = options;
  const deviceType = detectDeviceType(options.userAgent ?? win.navigator.userAgent);
  const log = trackerDebugEnabled(options.environment) ? (options.log ?? consoleLog) : undefined;
  const gate = createCriticalResourcesGate(parseDelayResources(config[configKeys.delayResources]));

  const tracker = createEngagementTracker({
    deviceType,
    host: config[configKeys.trackerHost],
    window: win,
    gate,
    eventNames: parseEventNameMap(config[configKeys.appTrackerMapperJs]),
    log,
  });

  const tagManager = loadTagManager({
    host: tagManagerAllowed(deviceType, config) ? (options.tagManager?.host ?? config[trackingConfigKeys.tagManagerHost]) : null,
    containerId: options.tagManager?.containerId ?? config[trackingConfigKeys.tagManagerContainerId],
    window: win,
    gate,
  });

  return {
    deviceType,
    tracker,
    tagManager,
    onCriticalResourcesLoaded: gate.onCriticalResourcesLoaded,
    dispose: gate.dispose,
  };
}
