import type { DeviceType } from '@seller-portal/contracts/core';
import { detectDeviceType, isAppDevice, viewportOfWidth, type Viewport } from '@seller-portal/device-layout';
import { useMemo, useSyncExternalStore } from 'react';

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
