import { useDevice } from '@seller-portal/app-runtime';
import { readCookie, type Channel } from '@seller-portal/contracts/core';
import { channelCookieName, channelOf } from '@seller-portal/device-layout';
import { useSession } from '../api/session-hooks';

/** §4.9 channel: App in the apps, else the session's channelId, the cookie, Web. */
export function useChannel(): Channel {
  const { deviceType } = useDevice();
  const { data: session } = useSession();
  return channelOf({ deviceType, session, cookie: typeof document === 'undefined' ? null : readCookie(channelCookieName, document.cookie) });
}
