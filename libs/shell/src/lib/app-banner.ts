import { cookieAssignment, cookieNames, readCookie, type DeviceType } from '@seller-portal/contracts/core';

/** The config key (besides those of `configKeys`, §3 leaves it to the shell) of an https store page the banner links to. */
export const appDownloadUrlConfigKey = 'seller-app-download-url';

/** §9 the app banner's hide flag lasts one day. */
export const appBannerHideDays = 1;

export function isAppBannerHidden(): boolean {
  return readCookie(cookieNames.hideAppBanner, document.cookie) === 'true';
}

/** §2.8 hides the download-app banner for a day. */
export function hideAppBanner(): void {
  document.cookie = cookieAssignment(cookieNames.hideAppBanner, 'true', appBannerHideDays);
}

/** Where the banner sends a visitor: the configured store page, else the store of the phone's platform. */
export function appDownloadUrl(deviceType: DeviceType, userAgent: string, configured?: string | null): string {
  if (configured && /^https:\/\//.test(configured)) return configured;
  const apple = /iPhone|iPad|iPod/i.test(userAgent) || deviceType === 'MTA iOS';
  return apple ? 'https://apps.apple.com/id/search?term=seller%20center' : 'https://play.google.com/store/search?q=seller%20center&c=apps';
}
