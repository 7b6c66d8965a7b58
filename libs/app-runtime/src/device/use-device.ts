import type { DeviceType } from '@seller-portal/contracts/core';
import { detectDeviceType, isAppDevice, windowViewport, type Viewport } from '@seller-portal/device-layout';
import { useMemo, useSyncExternalStore } from 'react';

/** §9 viewport of the window, updated on resize. */
export function useViewportClass(): Viewport {
  return useSyncExternalStore(windowViewport.subscribe, windowViewport.current, windowViewport.beforeWindow);
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
