import { accountCookieNames, accountPaths, type SingleSignOnAvailability } from '@seller-portal/contracts/accounts';
import { apiPaths, type Session } from '@seller-portal/contracts/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userIdentities } from '../src/modules/sso/schema';
import { users } from '../src/db/schema';
import { drivers } from './support/test-database';
import { startFacebookGraph, startGoogleIdentityProvider } from './support/identity-providers';
import { demo, sessionCookieOf, startTestServer, TestClock, useTestServer } from './support/test-server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const facebookApp = { appId: '1234567890', appSecret: 'test-app-secret' };

describe.each(drivers)('social sign-in (%s)', (driver) => {
  let google: Awaited<ReturnType<typeof startGoogleIdentityProvider>>;
  let facebook: Awaited<ReturnType<typeof startFacebookGraph>>;
  let server: Server;
  const clock = new TestClock();

  beforeAll(async () => {
    google = await startGoogleIdentityProvider();
    facebook = await startFacebookGraph(facebookApp.appId, facebookApp.appSecret);
    server = await startTestServer(driver, {
      clock,
      google: { clientId: google.clientId, jwksUrl: google.jwksUrl, issuers: [google.issuer, 'accounts.google.com'] },
      facebook: { ...facebookApp, graphUrl: facebook.graphUrl },
    });
  });
  afterAll(async () => {
    await server?.close();
    await google?.close();
    await facebook?.close();
  });

  const tokenSignIn = (token: string, ssoType: 'GOOGLE' | 'FACEBOOK') => server.call('POST', apiPaths.signIn, { body: { token, ssoType } });

  it('tells the page which buttons to show', async () => {
    const answer = await server.call<SingleSignOnAvailability>('POST', accountPaths.singleSignOnAvailable, { body: {} });
    expect(answer.body.value).toEqual({ google: { clientId: google.clientId }, facebook: { appId: facebookApp.appId }, cas: null });
  });

  it('signs in with a Google ID token of a verified, registered email and links the Google account', async () => {
    const token = await google.idToken({ sub: 'g-seller', email: 'Seller@Demo.test' }, { now: clock.now() });
    const answer = await tokenSignIn(token, 'GOOGLE');
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ username: demo.seller.username, next: 'SESSION' });
    const session = await server.call<Session>('GET', apiPaths.session, { cookie: sessionCookieOf(answer.setCookies) ?? '' });
    expect(session.body.value?.customFields.isSignInUsingSso).toBe(true);
    const links = await server.database.db.select().from(userIdentities);
    expect(links).toContainEqual(expect.objectContaining({ provider: 'GOOGLE', subject: 'g-seller', email: 'seller@demo.test' }));

    // Linked: the same Google account signs in even once its email is another.
    const later = await google.idToken({ sub: 'g-seller', email: 'sari.personal@gmail.test' }, { now: clock.now() });
    expect((await tokenSignIn(later, 'GOOGLE')).body.value).toEqual({ username: demo.seller.username, next: 'SESSION' });
  });

  it('does not link a social identity to an account whose own email was never proved', async () => {
    // An account made with someone else's address (the email unverified) must not be reachable through that
    // address's Google account, nor hand the Google account a way into it.
    await server.database.db.update(users).set({ isEmailVerified: false }).where(eq(users.username, demo.vendor.username));
    const token = await google.idToken({ sub: 'g-vendor', email: demo.vendor.username }, { now: clock.now() });
    const answer = await tokenSignIn(token, 'GOOGLE');
    expect([answer.status, answer.body.errorCode]).toEqual([409, 'SOCIAL_EMAIL_NOT_VERIFIED']);
    expect(sessionCookieOf(answer.setCookies)).toBeNull();
    const links = await server.database.db.select().from(userIdentities).where(eq(userIdentities.subject, 'g-vendor'));
    expect(links).toEqual([]);
    // Once the email is proved, the same token's account links.
    await server.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.username, demo.vendor.username));
    expect((await tokenSignIn(token, 'GOOGLE')).body.value).toEqual({ username: demo.vendor.username, next: 'SESSION' });
  });

  it('still asks the multi-factor user for a code after Google', async () => {
    const token = await google.idToken({ sub: 'g-mfa', email: demo.mfa.username }, { now: clock.now() });
    const answer = await tokenSignIn(token, 'GOOGLE');
    expect(answer.body.value).toEqual({ username: demo.mfa.username, next: 'MULTI_FACTOR' });
    expect(answer.setCookies.some((c) => c.startsWith(`${accountCookieNames.pendingSignIn}=`))).toBe(true);
  });

  it.each([
    ['an email Google did not verify', { sub: 'g-1', email: demo.staff.username, email_verified: false }, {}, 'PE401019'],
    ['no email granted', { sub: 'g-2' }, {}, 'PE401019'],
    ['an email with no account', { sub: 'g-3', email: 'stranger@gmail.test' }, {}, 'ACCOUNT_NOT_REGISTERED'],
    ['another app as audience', { sub: 'g-4', email: demo.staff.username, aud: 'someone-else.apps.googleusercontent.com' }, {}, 'SSO_TOKEN_INVALID'],
    ['another issuer', { sub: 'g-5', email: demo.staff.username, iss: 'https://evil.example' }, {}, 'SSO_TOKEN_INVALID'],
    ['a key not in the JWKS', { sub: 'g-6', email: demo.staff.username }, { signedByStranger: true }, 'SSO_TOKEN_INVALID'],
    ['an expired token', { sub: 'g-7', email: demo.staff.username }, { lifetimeSeconds: -60 }, 'SSO_TOKEN_INVALID'],
  ])('refuses a Google token with %s (%s)', async (_, claims, options, code) => {
    const token = await google.idToken(claims, { now: clock.now(), ...options });
    const answer = await tokenSignIn(token, 'GOOGLE');
    expect(answer.body.errorCode).toBe(code);
    expect(sessionCookieOf(answer.setCookies)).toBeNull();
  });

  it('judges Google token expiry on the server clock', async () => {
    const token = await google.idToken({ sub: 'g-clock', email: demo.staff.username }, { now: clock.now(), lifetimeSeconds: 600 });
    clock.advance(11 * 60_000);
    expect((await tokenSignIn(token, 'GOOGLE')).body.errorCode).toBe('SSO_TOKEN_INVALID');
  });

  it('refuses a token that is not a JWT at all', async () => {
    expect((await tokenSignIn('not-a-jwt', 'GOOGLE')).body.errorCode).toBe('SSO_TOKEN_INVALID');
  });

  it('signs in with a Facebook token of a registered email, asking the Graph API with the app token and appsecret_proof', async () => {
    const token = facebook.issue({ userId: 'fb-1001', email: demo.internal.username });
    const answer = await tokenSignIn(token, 'FACEBOOK');
    expect(answer.body.value).toEqual({ username: demo.internal.username, next: 'SESSION' });
    expect(facebook.requests).toEqual(expect.arrayContaining(['/v19.0/debug_token', '/v19.0/me']));
  });

  it.each([
    ['the email permission not granted', { userId: 'fb-2', email: demo.staff.username, scopes: ['public_profile'] }, 'PE401019'],
    ['no email on the profile', { userId: 'fb-3' }, 'PE401019'],
    ['a token of another app', { userId: 'fb-4', email: demo.staff.username, appId: '999' }, 'SSO_TOKEN_INVALID'],
    ['an invalidated token', { userId: 'fb-5', email: demo.staff.username, valid: false }, 'SSO_TOKEN_INVALID'],
  ])('refuses a Facebook token with %s (%s)', async (_, user, code) => {
    expect((await tokenSignIn(facebook.issue(user), 'FACEBOOK')).body.errorCode).toBe(code);
  });

  it('refuses a token Facebook never issued', async () => {
    expect((await tokenSignIn('EAAforged', 'FACEBOOK')).body.errorCode).toBe('SSO_TOKEN_INVALID');
  });
});

describe.each(drivers)('social sign-in not configured (%s)', (driver) => {
  const server = useTestServer(driver);

  it('hides the buttons and refuses social tokens', async () => {
    const availability = await server.call<SingleSignOnAvailability>('POST', accountPaths.singleSignOnAvailable, {});
    expect(availability.body.value).toEqual({ google: null, facebook: null, cas: null });
    for (const ssoType of ['GOOGLE', 'FACEBOOK']) {
      const answer = await server.call('POST', apiPaths.signIn, { body: { token: 'x', ssoType } });
      expect(answer.status).toBe(404);
      expect(answer.body.errorCode).toBe('SSO_NOT_CONFIGURED');
    }
  });
});
