import type { Session } from '@seller-portal/contracts';
import { describe, expect, it } from 'vitest';
import { routeAfterSession, sessionDetour, type RouteContext, type RouteDecision } from './route-after-session';

function session(overrides: Partial<Session> = {}): Session {
  return {
    username: 'seller@demo.test',
    userId: 'U-1',
    mode: { type: 'STORE', code: 'DEMO-60001', state: null },
    modes: ['STORE'],
    switchableMode: false,
    modules: [],
    menus: [],
    accessibilities: [],
    pickupPoints: [],
    customFields: {},
    ...overrides,
  };
}

const amphibiWithoutMode = session({ mode: null, modes: ['STORE', 'INTERNAL'], switchableMode: true });
const internal = session({ mode: { type: 'INTERNAL', code: null, state: null }, modes: ['INTERNAL'] });

describe('routeAfterSession (§4.1, §4.2)', () => {
  const rows: { name: string; session: Session | null; context: RouteContext; expected: RouteDecision | null }[] = [
    { name: 'no session at the root goes to sign-in', session: null, context: { path: '/' }, expected: { to: '/sign-in' } },
    {
      name: 'no session at the root keeps a safe redirectUri',
      session: null,
      context: { path: '/', redirectUri: '/wallet' },
      expected: { to: '/sign-in?redirectUri=%2Fwallet' },
    },
    {
      name: 'no session at the root drops an unsafe redirectUri',
      session: null,
      context: { path: '/', redirectUri: 'https://evil.example' },
      expected: { to: '/sign-in' },
    },
    { name: 'no session on another page is left to the guard', session: null, context: { path: '/dashboard' }, expected: null },
    {
      name: 'no mode but switchable goes to switch-session carrying redirectUri',
      session: amphibiWithoutMode,
      context: { path: '/', redirectUri: '/announcement' },
      expected: { to: '/switch-session?redirectUri=%2Fannouncement' },
    },
    {
      name: 'no mode but switchable without redirectUri',
      session: amphibiWithoutMode,
      context: { path: '/' },
      expected: { to: '/switch-session' },
    },
    {
      name: 'no mode but switchable on a deep link carries that page',
      session: amphibiWithoutMode,
      context: { path: '/api-center' },
      expected: { to: '/switch-session?redirectUri=%2Fapi-center' },
    },
    { name: 'no mode but switchable already on switch-session stays', session: amphibiWithoutMode, context: { path: '/switch-session' }, expected: null },
    {
      name: 'needVerification with onboarding V2 signs out',
      session: session({ customFields: { needVerification: true, onboardingFlow: 'V2' } }),
      context: { path: '/' },
      expected: { to: '/sign-out', clearPnvFlag: true },
    },
    {
      name: 'needVerification otherwise goes to the registration OTP',
      session: session({ customFields: { needVerification: true } }),
      context: { path: '/dashboard' },
      expected: { to: '/register/otp', clearPnvFlag: true },
    },
    {
      name: 'needVerification on a public page stays',
      session: session({ customFields: { needVerification: true } }),
      context: { path: '/sign-in', isPublicPage: true },
      expected: null,
    },
    { name: 'a valid redirectUri at the root', session: session(), context: { path: '/', redirectUri: '/order-list' }, expected: { to: '/order-list' } },
    { name: 'an unsafe redirectUri at the root goes to the dashboard', session: session(), context: { path: '/', redirectUri: '//evil.example' }, expected: { to: '/dashboard' } },
    { name: 'a redirectUri away from the root is ignored', session: session(), context: { path: '/wallet', redirectUri: '/order-list' }, expected: null },
    { name: 'STORE at the root goes to the dashboard', session: session(), context: { path: '/' }, expected: { to: '/dashboard' } },
    { name: 'INTERNAL at the root goes to the dashboard', session: internal, context: { path: '/' }, expected: { to: '/dashboard' } },
    {
      name: 'VENDOR at the root goes to the dashboard',
      session: session({ mode: { type: 'VENDOR', code: null, state: null }, modes: ['VENDOR'] }),
      context: { path: '/' },
      expected: { to: '/dashboard' },
    },
    { name: 'a signed-in user on a deep link stays', session: session(), context: { path: '/conversations' }, expected: null },
  ];
  it.each(rows)('$name', ({ session, context, expected }) => {
    expect(routeAfterSession(session, context)).toEqual(expected);
  });
});

describe('sessionDetour (§4.2 steps 1 and 2 after sign-in)', () => {
  const rows: { name: string; session: Session; expected: RouteDecision | null }[] = [
    { name: 'a session with a mode goes where it asked', session: session(), expected: null },
    { name: 'no mode but switchable chooses first', session: amphibiWithoutMode, expected: { to: '/switch-session?redirectUri=%2Fwallet' } },
    {
      name: 'needVerification goes to the registration OTP',
      session: session({ customFields: { needVerification: true } }),
      expected: { to: '/register/otp', clearPnvFlag: true },
    },
  ];
  it.each(rows)('$name', ({ session, expected }) => {
    expect(sessionDetour(session, { path: '/', redirectUri: '/wallet' })).toEqual(expected);
  });
});
