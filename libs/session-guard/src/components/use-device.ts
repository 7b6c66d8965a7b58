import type { Channel, DeviceType } from '@seller-portal/contracts';
import { useMemo, useSyncExternalStore } from 'react';
import { useSession } from '../api/session';
import { channelCookieName, channelOf, detectDeviceType, isAppDevice } from '../device/device';
import { viewportOfWidth, type Viewport } from '../layout/viewport';
import { readCookie } from '../startup/sso';

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** §9 viewport of the window, updated on resize. */
export function useViewportClass(): Viewport {
  return useSyncExternalStore(
    subscribeToResize,
    () => viewportOfWidth(window.innerWidth),
    () => 'desktop',
  );
}

export interface Device {
  userAgent: string;
  deviceType: DeviceType;
  /** Inside the Android or iOS app. */
  isApp: boolean;
}

/** §4.9 device type of this page load. */
export function useDevice(): Device {
  return useMemo(() => {
    const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
    const deviceType = detectDeviceType(userAgent);
    return { userAgent, deviceType, isApp: isAppDevice(deviceType) };
  }, []);
}

/** §4.9 channel: App in the apps, else the session's channelId, the cookie, Web. */
export function useChannel(): Channel {
  const { deviceType } = useDevice();
  const { data: session } = useSession();
  return channelOf({ deviceType, session, cookie: typeof document === 'undefined' ? null : readCookie(channelCookieName) });
}
