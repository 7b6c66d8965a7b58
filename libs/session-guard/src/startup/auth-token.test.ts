import { describe, expect, it } from 'vitest';
import { authTokenHandling, isConfirmSignInState } from './startup';

const chromeDesktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const chromeAndroid = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

describe('a ?authToken= link (§4.1) signs in at once only inside the apps', () => {
  it.each([
    { name: 'a desktop browser asks first', userAgent: chromeDesktop, handling: 'CONFIRM' },
    { name: 'a phone browser asks first', userAgent: chromeAndroid, handling: 'CONFIRM' },
    { name: 'no user agent asks first', userAgent: '', handling: 'CONFIRM' },
    { name: 'the Android app webview hands over', userAgent: `${chromeAndroid} MTA-Android/1.174.0`, handling: 'SIGN_IN' },
    {
      name: 'the iOS app webview hands over',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MTA-iOS/2.3.0',
      handling: 'SIGN_IN',
    },
  ])('$name', ({ userAgent, handling }) => {
    expect(authTokenHandling(userAgent)).toBe(handling);
  });
});

describe('the confirmation page state', () => {
  it.each([
    { name: 'a token and a redirectUri', state: { authToken: 'abc', redirectUri: '/orders' }, ok: true },
    { name: 'a token alone', state: { authToken: 'abc', redirectUri: null }, ok: true },
    { name: 'no state (the page opened directly)', state: null, ok: false },
    { name: 'an empty token', state: { authToken: '', redirectUri: null }, ok: false },
    { name: 'something else', state: { usr: 1 }, ok: false },
  ])('$name', ({ state, ok }) => {
    expect(isConfirmSignInState(state)).toBe(ok);
  });
});
