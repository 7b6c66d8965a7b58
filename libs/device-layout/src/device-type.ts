import type { DeviceType } from '@seller-portal/contracts/core';

/**
 * The Android and iOS apps add `MTA-Android/<version>` or `MTA-iOS/<version>` to their webview's user agent
 * (§3 device types); a space, slash or underscore in place of the hyphen is accepted too.
 */
const androidAppPattern = /\bMTA[-_ /]?Android\b/i;
const iosAppPattern = /\bMTA[-_ /]?iOS\b/i;
const mobileBrowserPattern = /Android|iPhone|iPad|iPod|Mobi|Opera Mini|IEMobile|BlackBerry|webOS/i;

/** §4.9: Android app, iOS app, mobile web or web, from the user agent. */
export function detectDeviceType(userAgent: string | null | undefined): DeviceType {
  const ua = userAgent ?? '';
  if (androidAppPattern.test(ua)) return 'MTA Android';
  if (iosAppPattern.test(ua)) return 'MTA iOS';
  if (mobileBrowserPattern.test(ua)) return 'Mobileweb';
  return 'Web';
}

/** Whether the page runs inside one of the native apps. */
export function isAppDevice(deviceType: DeviceType): boolean {
  return deviceType === 'MTA Android' || deviceType === 'MTA iOS';
}
