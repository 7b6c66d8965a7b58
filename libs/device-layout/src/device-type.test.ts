import type { DeviceType } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { detectDeviceType, isAppDevice } from './device-type';

const chromeAndroid = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const safariIphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const chromeDesktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('detectDeviceType (§4.9)', () => {
  const rows: { name: string; userAgent: string | null | undefined; expected: DeviceType }[] = [
    { name: 'the Android app webview', userAgent: `${chromeAndroid} MTA-Android/1.174.0`, expected: 'MTA Android' },
    { name: 'the Android app marker with a space', userAgent: `${chromeAndroid} MTA Android`, expected: 'MTA Android' },
    { name: 'the iOS app webview', userAgent: `${safariIphone} MTA-iOS/1.174.0`, expected: 'MTA iOS' },
    { name: 'the iOS app marker in lower case', userAgent: `${safariIphone} mta_ios`, expected: 'MTA iOS' },
    { name: 'a mobile browser on Android is mobile web', userAgent: chromeAndroid, expected: 'Mobileweb' },
    { name: 'a mobile browser on iPhone is mobile web', userAgent: safariIphone, expected: 'Mobileweb' },
    { name: 'a desktop browser is web', userAgent: chromeDesktop, expected: 'Web' },
    { name: 'a word merely containing MTA is not the app', userAgent: `${chromeDesktop} SUMTAiOSish`, expected: 'Web' },
    { name: 'an empty user agent is web', userAgent: '', expected: 'Web' },
    { name: 'a missing user agent is web', userAgent: undefined, expected: 'Web' },
  ];
  it.each(rows)('$name', ({ userAgent, expected }) => {
    expect(detectDeviceType(userAgent)).toBe(expected);
  });
});

describe('isAppDevice', () => {
  it.each([
    ['MTA Android', true],
    ['MTA iOS', true],
    ['Mobileweb', false],
    ['Web', false],
  ] as const)('%s → %s', (deviceType, expected) => {
    expect(isAppDevice(deviceType)).toBe(expected);
  });
});
