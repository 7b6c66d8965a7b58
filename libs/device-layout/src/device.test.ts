import { describe, expect, it } from 'vitest';
import { channelOf, chromiumMajorVersion, isEmbedded, needsWebviewUpdate } from './device';
import { detectDeviceType } from './device-type';

const ua = {
  androidApp: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.230 Mobile Safari/537.36 MTA-Android/1.174.0',
  oldAndroidApp:
    'Mozilla/5.0 (Linux; Android 7.0; SM-G930F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/68.0.3440.91 Mobile Safari/537.36 MTA-Android/1.60.0',
  androidApp69:
    'Mozilla/5.0 (Linux; Android 8.0; SM-G950F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/69.0.3497.100 Mobile Safari/537.36 MTA-Android/1.80.0',
  iosApp: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MTA-iOS/1.174.0',
  oldMobileChrome: 'Mozilla/5.0 (Linux; Android 7.0; SM-G930F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/60.0.3112.107 Mobile Safari/537.36',
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  desktopChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
};

describe('device type from the user agent (§4.9)', () => {
  const rows = [
    { name: 'Android app', ua: ua.androidApp, expected: 'MTA Android' },
    { name: 'iOS app', ua: ua.iosApp, expected: 'MTA iOS' },
    { name: 'mobile Chrome', ua: ua.oldMobileChrome, expected: 'Mobileweb' },
    { name: 'mobile Safari', ua: ua.iphoneSafari, expected: 'Mobileweb' },
    { name: 'desktop Chrome', ua: ua.desktopChrome, expected: 'Web' },
    { name: 'no user agent', ua: '', expected: 'Web' },
  ];
  it.each(rows)('$name → $expected', ({ ua: agent, expected }) => {
    expect(detectDeviceType(agent)).toBe(expected);
  });
});

describe('update-webview popup below Chromium 69 in the app (§4.9, §5)', () => {
  const rows = [
    { name: 'Android app on Chromium 68', ua: ua.oldAndroidApp, expected: true },
    { name: 'Android app on Chromium 69', ua: ua.androidApp69, expected: false },
    { name: 'Android app on Chromium 120', ua: ua.androidApp, expected: false },
    { name: 'iOS app (no Chromium version)', ua: ua.iosApp, expected: false },
    { name: 'an old mobile browser outside the app', ua: ua.oldMobileChrome, expected: false },
    { name: 'desktop', ua: ua.desktopChrome, expected: false },
  ];
  it.each(rows)('$name → $expected', ({ ua: agent, expected }) => {
    expect(needsWebviewUpdate(agent)).toBe(expected);
  });

  it('reads the major version', () => {
    expect(chromiumMajorVersion(ua.oldAndroidApp)).toBe(68);
    expect(chromiumMajorVersion(ua.iphoneSafari)).toBeNull();
  });
});

describe('channel (§4.9: App in the apps, else session channelId, cookie, Web)', () => {
  const rows = [
    { name: 'the Android app is App whatever the session says', deviceType: 'MTA Android' as const, channelId: 'Web', cookie: 'Web', expected: 'App' },
    { name: 'the iOS app is App', deviceType: 'MTA iOS' as const, channelId: null, cookie: null, expected: 'App' },
    { name: 'the session channelId comes first on the web', deviceType: 'Web' as const, channelId: 'App', cookie: 'Web', expected: 'App' },
    { name: 'then the cookie', deviceType: 'Mobileweb' as const, channelId: null, cookie: 'app', expected: 'App' },
    { name: 'an unknown session value falls through to the cookie', deviceType: 'Web' as const, channelId: 'Kiosk', cookie: 'Web', expected: 'Web' },
    { name: 'then Web', deviceType: 'Web' as const, channelId: null, cookie: null, expected: 'Web' },
  ];
  it.each(rows)('$name', ({ deviceType, channelId, cookie, expected }) => {
    expect(channelOf({ deviceType, session: { customFields: { channelId } }, cookie })).toBe(expected);
  });
});

describe('embedded mode (§2.8 mode=iframe)', () => {
  const top = {} as Window;
  const rows = [
    { name: 'mode=iframe', search: '?mode=iframe', win: { self: top, top }, expected: true },
    { name: 'another mode', search: '?mode=full', win: { self: top, top }, expected: false },
    { name: 'inside a frame without the query', search: '', win: { self: {} as Window, top }, expected: true },
    { name: 'a top-level page', search: '', win: { self: top, top }, expected: false },
  ];
  it.each(rows)('$name', ({ search, win, expected }) => {
    expect(isEmbedded(search, win)).toBe(expected);
  });
});
