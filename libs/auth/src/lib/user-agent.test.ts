import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

describe('describeUserAgent: how the signed-in devices list names a device', () => {
  it.each([
    {
      name: 'Chrome on Windows',
      ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      browser: 'Chrome',
      system: 'Windows',
    },
    {
      name: 'Chrome on Android',
      ua: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      browser: 'Chrome',
      system: 'Android',
    },
    {
      name: 'Safari on iPhone',
      ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      browser: 'Safari',
      system: 'iOS',
    },
    {
      name: 'Safari on a Mac',
      ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      browser: 'Safari',
      system: 'macOS',
    },
    { name: 'Firefox on Linux', ua: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', browser: 'Firefox', system: 'Linux' },
    {
      name: 'Edge on Windows (also says Chrome)',
      ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      browser: 'Edge',
      system: 'Windows',
    },
    {
      name: 'Samsung Internet',
      ua: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      browser: 'Samsung Internet',
      system: 'Android',
    },
    {
      name: 'Chrome on a Chromebook',
      ua: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      browser: 'Chrome',
      system: 'ChromeOS',
    },
    {
      name: 'the Android app',
      ua: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 MTA-Android/1.174.0',
      browser: 'app',
      system: 'Android',
    },
    {
      name: 'the iOS app',
      ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MTA-iOS/2.3.0',
      browser: 'app',
      system: 'iOS',
    },
    { name: 'a script', ua: 'curl/8.5.0', browser: null, system: null },
    { name: 'nothing kept', ua: null, browser: null, system: null },
  ])('$name', ({ ua, browser, system }) => {
    expect(describeUserAgent(ua)).toEqual({ browser, system });
  });
});
