import { describe, expect, it } from 'vitest';
import { exitPopupApplies, exitPopupClosedCookie, isExitIntent } from './exit-intent';

describe('§3 exit-popup-closed: who the start selling page asks before leaving', () => {
  it.each([
    ['a first visit', '', true],
    ['a visitor with other cookies', 'Partners-Language=en; hide-app-banner=true', true],
    ['a visitor who closed it', 'exit-popup-closed=true', false],
    ['a browser that signed in this session (ever-logged-in)', 'Partners-Language=id; ever-logged-in=true', false],
    ['a browser with a login history (has-login-history)', 'has-login-history=true', false],
    ['a cookie whose name only ends the same', 'not-exit-popup-closed=true', true],
  ])('%s', (_, cookies, applies) => {
    expect(exitPopupApplies(cookies)).toBe(applies);
  });

  it.each([
    ['leaving through the top', { clientY: 0, relatedTarget: null }, true],
    ['leaving above the top', { clientY: -3, relatedTarget: null }, true],
    ['leaving through a side', { clientY: 400, relatedTarget: null }, false],
    ['moving onto another element at the top', { clientY: 0, relatedTarget: {} as EventTarget }, false],
  ])('exit intent: %s', (_, event, intent) => {
    expect(isExitIntent(event)).toBe(intent);
  });

  it('remembers the close for 30 days, Lax, on the whole site', () => {
    expect(exitPopupClosedCookie(false)).toBe('exit-popup-closed=true; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(exitPopupClosedCookie(true)).toMatch(/; Secure$/);
  });
});
