import { configKeys, type AppConfig, type DeviceType, type Session } from '@seller-portal/contracts/core';
import { trackingConfigKeys } from '@seller-portal/contracts/tracking';
import { isAppDevice } from '@seller-portal/device-layout';
import { loginIdentityOf } from './login/login-identity';

export interface TrackingAppliesInput {
  config: AppConfig | null | undefined;
  deviceType: DeviceType;
  /** The loaded session; undefined while loading, null when signed out. */
  session: Session | null | undefined;
}

/**
 * Whether the page has anything to track (§4.11): the apps' native trackers, a configured engagement script or tag
 * manager, or a STORE login to record. A page without any of them need not load the tracking code at all.
 */
export function trackingApplies({ config, deviceType, session }: TrackingAppliesInput): boolean {
  if (!config) return false;
  if (isAppDevice(deviceType)) return true;
  if (config[configKeys.trackerHost] || config[trackingConfigKeys.tagManagerHost]) return true;
  return loginIdentityOf(session) !== null;
}
