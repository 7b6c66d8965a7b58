import type { DeviceType } from '@seller-portal/contracts/core';
import type { CriticalResourcesGate } from '../resources/critical-resources';
import type { EngagementTracker, TrackerLog } from './engagement-tracker';
import { createNativeEngagementTracker } from './native-tracker';
import { createWebEngagementTracker } from './web-tracker';

export interface EngagementTrackerOptions {
  deviceType: DeviceType;
  /** Address of the web engagement script (config `seller-tracker-host`); the apps do not need one. */
  host: string | null | undefined;
  window?: Window;
  /** Holds the web script until critical resources have loaded (§4.11). */
  gate?: CriticalResourcesGate;
  /** App event names for the native trackers (config `seller-app-tracker-mapper-js`). */
  eventNames?: Readonly<Record<string, string>>;
  log?: TrackerLog;
}

/** Picks the tracker for the device (§7 Other): native bridges inside the apps, the script everywhere else. */
export function createEngagementTracker(options: EngagementTrackerOptions): EngagementTracker {
  const { deviceType, window, log } = options;
  switch (deviceType) {
    case 'MTA Android':
      return createNativeEngagementTracker({ platform: 'android', window, eventNames: options.eventNames, log });
    case 'MTA iOS':
      return createNativeEngagementTracker({ platform: 'ios', window, eventNames: options.eventNames, log });
    case 'Mobileweb':
    case 'Web':
      return createWebEngagementTracker({ host: options.host, window, gate: options.gate, log });
  }
}
