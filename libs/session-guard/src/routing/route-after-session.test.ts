import type { Session } from '@seller-portal/contracts/core';
import { amphibiSession, internalSession, storeSession, vendorSession } from '@seller-portal/contracts/testing';
import { describe, expect, it } from 'vitest';
import {
  planAfterSession,
  routeAfterSession,
  sessionDetour,
  type PostSessionContext,
  type PostSessionPlan,
  type RouteContext,
  type RouteDecision,
} from './route-after-session';

const amphibiWithoutMode = amphibiSession();
const internal = internalSession();

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
      session: storeSession({ customFields: { needVerification: true, onboardingFlow: 'V2' } }),
      context: { path: '/' },
      expected: { to: '/sign-out', clearPnvFlag: true },
    },
    {
      name: 'needVerification otherwise goes to the registration OTP',
      session: storeSession({ customFields: { needVerification: true } }),
      context: { path: '/dashboard' },
      expected: { to: '/register/otp', clearPnvFlag: true },
    },
    {
      name: 'needVerification on a public page stays',
      session: storeSession({ customFields: { needVerification: true } }),
      context: { path: '/sign-in', isPublicPage: true },
      expected: null,
    },
    { name: 'a valid redirectUri at the root', session: storeSession(), context: { path: '/', redirectUri: '/order-list' }, expected: { to: '/order-list' } },
    {
      name: 'an unsafe redirectUri at the root goes to the dashboard',
      session: storeSession(),
      context: { path: '/', redirectUri: '//evil.example' },
      expected: { to: '/dashboard' },
    },
    { name: 'a redirectUri away from the root is ignored', session: storeSession(), context: { path: '/wallet', redirectUri: '/order-list' }, expected: null },
    { name: 'STORE at the root goes to the dashboard', session: storeSession(), context: { path: '/' }, expected: { to: '/dashboard' } },
    { name: 'INTERNAL at the root goes to the dashboard', session: internal, context: { path: '/' }, expected: { to: '/dashboard' } },
    {
      name: 'VENDOR at the root goes to the dashboard',
      session: vendorSession(),
      context: { path: '/' },
      expected: { to: '/dashboard' },
    },
    { name: 'a signed-in user on a deep link stays', session: storeSession(), context: { path: '/conversations' }, expected: null },
  ];
  it.each(rows)('$name', ({ session, context, expected }) => {
    expect(routeAfterSession(session, context)).toEqual(expected);
  });
});

describe('sessionDetour (§4.2 steps 1 and 2 after sign-in)', () => {
  const rows: { name: string; session: Session; expected: RouteDecision | null }[] = [
    { name: 'a session with a mode goes where it asked', session: storeSession(), expected: null },
    { name: 'no mode but switchable chooses first', session: amphibiWithoutMode, expected: { to: '/switch-session?redirectUri=%2Fwallet' } },
    {
      name: 'needVerification goes to the registration OTP',
      session: storeSession({ customFields: { needVerification: true } }),
      expected: { to: '/register/otp', clearPnvFlag: true },
    },
  ];
  it.each(rows)('$name', ({ session, expected }) => {
    expect(sessionDetour(session, { path: '/', redirectUri: '/wallet' })).toEqual(expected);
  });
});

describe('planAfterSession: the six branches of §4.2 in order', () => {
  const unverifiedPhone = storeSession({ customFields: { isPhoneNumberVerified: false, isEmailVerified: true } });
  const unverifiedEmail = storeSession({ customFields: { isPhoneNumberVerified: true, isEmailVerified: false } });
  const verified = storeSession({ customFields: { isPhoneNumberVerified: true, isEmailVerified: true } });
  const agreement = storeSession({ mode: { type: 'STORE', code: 'DEMO-60001', state: 'AGREEMENT-APPROVAL' } });
  const onboarding = storeSession({ customFields: { onboardingFlow: 'V2', onboardingStatus: 'ONBOARD', postliveStatus: null } });
  const vendor = vendorSession();
  const amphibiStore = storeSession({ modes: ['STORE', 'INTERNAL'], customFields: { isPhoneNumberVerified: false } });

  const rows: { name: string; session: Session | null; context: PostSessionContext; expected: PostSessionPlan }[] = [
    // 1
    {
      name: '1. no mode but switchable → /switch-session with redirectUri',
      session: amphibiWithoutMode,
      context: { path: '/', redirectUri: '/announcement' },
      expected: { branch: 'switchSession', to: '/switch-session?redirectUri=%2Fannouncement', steps: [] },
    },
    // 2
    {
      name: '2. needVerification with onboarding V2 → /sign-out, pnv flag cleared',
      session: storeSession({ customFields: { needVerification: true, onboardingFlow: 'V2' } }),
      context: { path: '/dashboard', pnvFlag: true },
      expected: { branch: 'verification', to: '/sign-out', clearPnvFlag: true, steps: [] },
    },
    {
      name: '2. needVerification otherwise → /register/otp, pnv flag cleared',
      session: storeSession({ customFields: { needVerification: true } }),
      context: { path: '/', redirectUri: '/wallet' },
      expected: { branch: 'verification', to: '/register/otp', clearPnvFlag: true, steps: [] },
    },
    // 3
    {
      name: '3. a valid redirectUri at the root',
      session: verified,
      context: { path: '/', redirectUri: '/order-list', pnvFlag: true },
      expected: { branch: 'redirectUri', to: '/order-list', steps: [] },
    },
    {
      name: '3. a valid redirectUri waits for the phone reminder',
      session: unverifiedPhone,
      context: { path: '/', redirectUri: '/order-list', pnvFlag: true },
      expected: { branch: 'redirectUri', to: '/verify-phone-number?redirectUri=%2Forder-list', steps: [] },
    },
    {
      name: '3. a redirectUri carrying a query keeps it',
      session: verified,
      context: { path: '/', redirectUri: '/order-list?page=2' },
      expected: { branch: 'redirectUri', to: '/order-list?page=2', steps: [] },
    },
    {
      name: '3. the reminder carries that page and its query on',
      session: unverifiedPhone,
      context: { path: '/', redirectUri: '/order-list?page=2', pnvFlag: true },
      expected: { branch: 'redirectUri', to: '/verify-phone-number?redirectUri=%2Forder-list%3Fpage%3D2', steps: [] },
    },
    {
      name: '3. no reminder without the local flag',
      session: unverifiedPhone,
      context: { path: '/', redirectUri: '/order-list' },
      expected: { branch: 'redirectUri', to: '/order-list', steps: [] },
    },
    // 4
    {
      name: '4. AGREEMENT-APPROVAL at the root: the dashboard under the agreement modal',
      session: agreement,
      context: { path: '/' },
      expected: { branch: 'agreement', to: '/dashboard', steps: ['agreementModal'] },
    },
    {
      name: '4. AGREEMENT-APPROVAL on a deep link: the modal over that page',
      session: agreement,
      context: { path: '/order-list' },
      expected: { branch: 'agreement', to: null, steps: ['agreementModal'] },
    },
    {
      name: '4. AGREEMENT-APPROVAL already on an agreement page: no modal',
      session: agreement,
      context: { path: '/pages/seller-agreement' },
      expected: { branch: 'agreement', to: null, steps: [] },
    },
    // 5
    {
      name: '5. onboarding V2 not live yet → onboarding, tutorials still load',
      session: onboarding,
      context: { path: '/' },
      expected: { branch: 'onboarding', to: '/onboarding-v2', steps: ['tutorials'] },
    },
    {
      name: '5. onboarding NEED_REVISION from a deep link',
      session: storeSession({ customFields: { onboardingFlow: 'V2', onboardingStatus: 'NEED_REVISION', postliveStatus: 'WAITING' } }),
      context: { path: '/order-list' },
      expected: { branch: 'onboarding', to: '/onboarding-v2', steps: ['tutorials'] },
    },
    {
      name: '5. onboarding V2 already approved is a live store',
      session: storeSession({
        customFields: { onboardingFlow: 'V2', onboardingStatus: 'ONBOARD', postliveStatus: 'APPROVED', isPhoneNumberVerified: true, isEmailVerified: true },
      }),
      context: { path: '/' },
      expected: { branch: 'store', to: '/dashboard', steps: ['tutorials', 'announcements'] },
    },
    {
      name: '5. on the web: tutorials, running announcements, then the dashboard',
      session: verified,
      context: { path: '/', channel: 'Web', pnvFlag: true },
      expected: { branch: 'store', to: '/dashboard', steps: ['tutorials', 'announcements'] },
    },
    {
      name: '5. on the web with an unverified phone → the phone reminder back to the dashboard',
      session: unverifiedPhone,
      context: { path: '/', channel: 'Web', pnvFlag: true },
      expected: { branch: 'store', to: '/verify-phone-number?redirectUri=%2Fdashboard', steps: ['tutorials', 'announcements'] },
    },
    {
      name: '5. an unverified email → the email reminder',
      session: unverifiedEmail,
      context: { path: '/', channel: 'Web', pnvFlag: true },
      expected: { branch: 'store', to: '/verify-email?redirectUri=%2Fdashboard', steps: ['tutorials', 'announcements'] },
    },
    {
      name: '5. a deep link keeps its page as the reminder redirectUri',
      session: unverifiedEmail,
      context: { path: '/order-list', pnvFlag: true },
      expected: { branch: 'store', to: '/verify-email?redirectUri=%2Forder-list', steps: ['tutorials', 'announcements'] },
    },
    {
      name: '5. the reminder page itself is not reminded again',
      session: unverifiedPhone,
      context: { path: '/verify-phone-number', pnvFlag: true },
      expected: { branch: 'store', to: null, steps: ['tutorials', 'announcements'] },
    },
    {
      name: '5. the reminder is for external-only users',
      session: amphibiStore,
      context: { path: '/', pnvFlag: true },
      expected: { branch: 'store', to: '/dashboard', steps: ['tutorials', 'announcements'] },
    },
    {
      name: '5. in the app: no running announcements, straight to the verification check',
      session: unverifiedPhone,
      context: { path: '/', channel: 'App', pnvFlag: true },
      expected: { branch: 'store', to: '/verify-phone-number?redirectUri=%2Fdashboard', steps: ['tutorials'] },
    },
    {
      name: '5. a STORE deep link stays',
      session: verified,
      context: { path: '/conversations' },
      expected: { branch: 'store', to: null, steps: ['tutorials', 'announcements'] },
    },
    // 6
    {
      name: '6. INTERNAL at the root → dashboard',
      session: internal,
      context: { path: '/' },
      expected: { branch: 'internalOrVendor', to: '/dashboard', steps: [] },
    },
    {
      name: '6. VENDOR at the root → dashboard',
      session: vendor,
      context: { path: '/' },
      expected: { branch: 'internalOrVendor', to: '/dashboard', steps: [] },
    },
    {
      name: '6. INTERNAL on a deep link stays',
      session: internal,
      context: { path: '/api-center' },
      expected: { branch: 'internalOrVendor', to: null, steps: [] },
    },
    // No session
    {
      name: 'signed out at the root → sign-in',
      session: null,
      context: { path: '/', redirectUri: '/wallet' },
      expected: { branch: 'signedOut', to: '/sign-in?redirectUri=%2Fwallet', steps: [] },
    },
    { name: 'signed out elsewhere is the guard\u2019s', session: null, context: { path: '/wallet' }, expected: { branch: 'signedOut', to: null, steps: [] } },
  ];
  it.each(rows)('$name', ({ session: value, context, expected }) => {
    expect(planAfterSession(value, context)).toEqual(expected);
  });
});
