import { cookieNames, type Channel, type DeviceType, type Session } from '@seller-portal/contracts/core';
import { detectDeviceType, isAppDevice } from './device-type';

/** §5, §9: webviews older than this major version show the update popup. */
export const minimumWebviewVersion = 69;

/** The major Chromium version in a user agent ("Chrome/68.0.3440.91" → 68), or null when there is none. */
export function chromiumMajorVersion(userAgent: string | null | undefined): number | null {
  const match = /\b(?:Chrome|Chromium|CriOS)\/(\d+)/.exec(userAgent ?? '');
  return match ? Number(match[1]) : null;
}

/** §4.9: inside the apps, a Chromium webview older than the minimum needs an update (iOS webviews carry no version). */
export function needsWebviewUpdate(userAgent: string | null | undefined): boolean {
  if (!isAppDevice(detectDeviceType(userAgent))) return false;
  const major = chromiumMajorVersion(userAgent);
  return major !== null && major < minimumWebviewVersion;
}

function parseChannel(value: string | null | undefined): Channel | null {
  const normalized = value?.trim().toLowerCase();
  if (normalized === 'app') return 'App';
  if (normalized === 'web') return 'Web';
  return null;
}

export interface ChannelSources {
  deviceType: DeviceType;
  session?: Pick<Session, 'customFields'> | null;
  /** The partners-channel-id cookie. */
  cookie?: string | null;
}

/** §4.9: App inside the apps; otherwise the session's customFields.channelId, then the cookie, then Web. */
export function channelOf({ deviceType, session, cookie }: ChannelSources): Channel {
  if (isAppDevice(deviceType)) return 'App';
  return parseChannel(session?.customFields.channelId) ?? parseChannel(cookie) ?? 'Web';
}

/** The cookie that carries the channel for visitors without a session (§3). */
export const channelCookieName = cookieNames.partnersChannelId;

/** §2.8 embedded mode: the query mode=iframe (an embedded seller chat), or any page shown inside a frame. */
export function isEmbedded(search: string, win: { self: unknown; top: unknown } | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  if (new URLSearchParams(search).get('mode') === 'iframe') return true;
  try {
    return win !== undefined && win.self !== win.top;
  } catch {
    // A cross-origin parent cannot even be compared in some browsers: that is a frame too.
    return true;
  }
}
