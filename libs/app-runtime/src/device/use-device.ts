import type { DeviceType } from '@seller-portal/contracts/core';
import { detectDeviceType, isAppDevice, viewportOfWidth, type Viewport } from '@seller-portal/device-layout';
import { useMemo, useSyncExternalStore } from 'react';

// The window's width as last read: reading innerWidth lays the page out when its layout is out of date, and React
// reads a store's value in every render and commit that uses it; it is read again after a resize.
let knownWidth: number | undefined;

function subscribeToResize(onChange: () => void): () => void {
  const resized = () => {
    knownWidth = undefined;
    onChange();
  };
  window.addEventListener('resize', resized);
  return () => {
    knownWidth = undefined;
    window.removeEventListener('resize', resized);
  };
}

/** §9 viewport of the window, updated on resize. */
export function useViewportClass(): Viewport {
  return useSyncExternalStore(
    subscribeToResize,
    () => viewportOfWidth((knownWidth ??= window.innerWidth)),
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
