import { amphibiSession, storeSession } from '@seller-portal/contracts/testing';
import { sanitizeRedirectUri } from '@seller-portal/session-guard';
import { describe, expect, it } from 'vitest';
import { isOtherAppPath, landingAfterSignIn, rootLanding, type Landing, type LandingInput } from './landing';

const portal = { afterSignIn: rootLanding };
const consoleApp = {
  afterSignIn: (redirectUri: string | null) => sanitizeRedirectUri(redirectUri, { path: '/' }) ?? '/',
  standalone: { basename: '/console' },
};
const amphibi = amphibiSession();

describe('landingAfterSignIn (§2.9, §4.2)', () => {
  const rows: { name: string; input: LandingInput; expected: Landing }[] = [
    {
      name: 'portal: the root routes the session (§4.2), keeping the safe redirectUri',
      input: { ...portal, next: 'SESSION', session: storeSession(), redirectUri: '/wallet' },
      expected: { to: '/?redirectUri=%2Fwallet', fullPageLoad: false },
    },
    {
      name: 'portal: the root without a redirectUri',
      input: { ...portal, next: 'SESSION', session: storeSession(), redirectUri: null },
      expected: { to: '/', fullPageLoad: false },
    },
    {
      name: 'portal: another site is never a landing',
      input: { ...portal, next: 'SESSION', session: storeSession(), redirectUri: '//evil.example/steal' },
      expected: { to: '/', fullPageLoad: false },
    },
    {
      name: "portal: after the multi-factor step of the console's sign-in, back to the console",
      input: { ...portal, next: 'SESSION', session: storeSession(), redirectUri: '/console/api-center' },
      expected: { to: '/console/api-center', fullPageLoad: true },
    },
    {
      name: 'portal: multi-factor keeps redirectUri',
      input: { ...portal, next: 'MULTI_FACTOR', session: null, redirectUri: '/wallet' },
      expected: { to: '/login-verification?redirectUri=%2Fwallet', fullPageLoad: false },
    },
    {
      name: 'portal: no mode but switchable chooses a session first',
      input: { ...portal, next: 'SESSION', session: amphibi, redirectUri: '/wallet' },
      expected: { to: '/switch-session?redirectUri=%2Fwallet', fullPageLoad: false, clearPnvFlag: undefined },
    },
    {
      name: 'portal: needVerification',
      input: { ...portal, next: 'SESSION', session: storeSession({ customFields: { needVerification: true } }), redirectUri: null },
      expected: { to: '/register/otp', fullPageLoad: false, clearPnvFlag: true },
    },
    {
      name: 'console: its home',
      input: { ...consoleApp, next: 'SESSION', session: storeSession(), redirectUri: null },
      expected: { to: '/', fullPageLoad: false },
    },
    {
      name: 'console: multi-factor on the portal, back to the console',
      input: { ...consoleApp, next: 'MULTI_FACTOR', session: null, redirectUri: '/api-center' },
      expected: { to: '/login-verification?redirectUri=%2Fconsole%2Fapi-center', fullPageLoad: true },
    },
    {
      name: 'console: switching session on the portal, back to the console',
      input: { ...consoleApp, next: 'SESSION', session: amphibi, redirectUri: null },
      expected: { to: '/switch-session?redirectUri=%2Fconsole%2F', fullPageLoad: true, clearPnvFlag: undefined },
    },
  ];
  it.each(rows)('$name', ({ input, expected }) => {
    expect(landingAfterSignIn(input)).toEqual(expected);
  });
});

describe('isOtherAppPath (pages the portal router cannot show: a full page load)', () => {
  const rows = [
    { path: '/console/api-center', expected: true },
    { path: '/console', expected: true },
    { path: '/console?x=1', expected: true },
    { path: '/consoles', expected: false },
    { path: '/dashboard', expected: false },
    { path: '/switch-session?redirectUri=%2Fconsole%2F', expected: false },
  ];
  it.each(rows)('$path → $expected', ({ path, expected }) => {
    expect(isOtherAppPath(path)).toBe(expected);
  });
});
