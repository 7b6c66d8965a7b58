import { accountCookieNames, accountPaths, type SingleSignOnAvailability, type SocialRegistration } from '@seller-portal/contracts/accounts';
import { apiPaths, cookieNames, type Session } from '@seller-portal/contracts/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userIdentities } from '../src/modules/sso/schema';
import { users } from '../src/db/schema';
import { drivers } from './support/test-database';
import { startFacebookGraph, startGoogleIdentityProvider } from './support/identity-providers';
import { CookieJar, demo, sessionCookieOf, startTestServer, TestClock, useTestServer } from './support/test-server';

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

  describe('§3 seller social token: a social account with no seller registers', () => {
    const form = { phoneNumber: '0813-5555-1212', password: 'jualan laris 2026', confirmPassword: 'jualan laris 2026' };
    const socialSignIn = async (jar: CookieJar, token: string, ssoType: 'GOOGLE' | 'FACEBOOK') => {
      const answer = await server.call('POST', apiPaths.signIn, { body: { token, ssoType }, cookie: jar.header });
      jar.set(...answer.setCookies);
      return answer;
    };
    const prefill = async (jar: CookieJar) => {
      const answer = await server.call<SocialRegistration>('GET', accountPaths.registrationSocial, { cookie: jar.header });
      jar.set(...answer.setCookies);
      return answer.body.value;
    };
    const registerWith = async (jar: CookieJar, body: object) => {
      const opened = await server.call('POST', accountPaths.registration, { body: { ...form, ...body }, cookie: jar.header });
      expect(opened.status).toBe(200);
      jar.set(...opened.setCookies);
      const email = (body as { email: string }).email;
      await server.call('POST', accountPaths.registrationOtpSend, { body: { channel: 'EMAIL' }, cookie: jar.header });
      const [mail] = await server.outbox(email);
      const verified = await server.call('POST', accountPaths.registrationOtpVerify, { body: { code: mail.code }, cookie: jar.header });
      expect(verified.status).toBe(200);
      jar.set(...verified.setCookies);
    };

    it('keeps the Google token for 30 minutes, prefills the verified email and name, links the account at registration', async () => {
      const jar = new CookieJar();
      const token = await google.idToken({ sub: 'g-newcomer', email: 'Dewi.Newcomer@gmail.test', name: 'Dewi Lestari' }, { now: clock.now() });
      const refused = await socialSignIn(jar, token, 'GOOGLE');
      expect(refused.body.errorCode).toBe('ACCOUNT_NOT_REGISTERED');
      const line = refused.setCookies.find((c) => c.startsWith(`${cookieNames.sellerSocialToken}=`)) ?? '';
      expect(line).toMatch(/Max-Age=1800/);
      expect(line).toMatch(/HttpOnly/);
      expect(line).toMatch(/SameSite=Lax/);
      expect(sessionCookieOf(refused.setCookies)).toBeNull();

      expect(await prefill(jar)).toEqual({ media: 'GOOGLE', email: 'dewi.newcomer@gmail.test', fullName: 'Dewi Lestari' });
      await registerWith(jar, { email: 'dewi.newcomer@gmail.test', fullName: 'Dewi Lestari', storeName: 'Toko Dewi Google' });
      expect(jar.get(cookieNames.sellerSocialToken)).toBeUndefined();
      const links = await server.database.db.select().from(userIdentities).where(eq(userIdentities.subject, 'g-newcomer'));
      expect(links).toEqual([expect.objectContaining({ provider: 'GOOGLE', email: 'dewi.newcomer@gmail.test' })]);

      // The next Google sign-in opens the new seller's account.
      const again = await google.idToken({ sub: 'g-newcomer', email: 'dewi.newcomer@gmail.test' }, { now: clock.now() });
      expect((await tokenSignIn(again, 'GOOGLE')).body.value).toEqual({ username: 'dewi.newcomer@gmail.test', next: 'SESSION' });
    });

    it('does the same for Facebook, with the name the Graph API gives', async () => {
      const jar = new CookieJar();
      const token = facebook.issue({ userId: 'fb-newcomer', email: 'budi.fb@mail.test', name: 'Budi Santoso' });
      expect((await socialSignIn(jar, token, 'FACEBOOK')).body.errorCode).toBe('ACCOUNT_NOT_REGISTERED');
      expect(await prefill(jar)).toEqual({ media: 'FACEBOOK', email: 'budi.fb@mail.test', fullName: 'Budi Santoso' });
      await registerWith(jar, { email: 'budi.fb@mail.test', fullName: 'Budi Santoso', storeName: 'Toko Budi Facebook' });
      expect((await tokenSignIn(token, 'FACEBOOK')).body.value).toEqual({ username: 'budi.fb@mail.test', next: 'SESSION' });
    });

    it('links nothing when the form registers another email than the provider vouched for', async () => {
      const jar = new CookieJar();
      const token = await google.idToken({ sub: 'g-other-email', email: 'first@gmail.test' }, { now: clock.now() });
      await socialSignIn(jar, token, 'GOOGLE');
      await registerWith(jar, { email: 'second@mail.test', fullName: 'Sari', storeName: 'Toko Sari Lain' });
      expect(await server.database.db.select().from(userIdentities).where(eq(userIdentities.subject, 'g-other-email'))).toEqual([]);
    });

    it('never takes the cookie for an identity: a forged or expired token prefills nothing and is cleared', async () => {
      const forged = new CookieJar(`${cookieNames.sellerSocialToken}=${encodeURIComponent('GOOGLE:not-a-jwt')}`);
      expect(await prefill(forged)).toBeNull();
      expect(forged.get(cookieNames.sellerSocialToken)).toBeUndefined();
      const stranger = await google.idToken({ sub: 'g-forged', email: 'victim@gmail.test' }, { now: clock.now(), signedByStranger: true });
      expect(await prefill(new CookieJar(`${cookieNames.sellerSocialToken}=${encodeURIComponent(`GOOGLE:${stranger}`)}`))).toBeNull();

      const jar = new CookieJar();
      const shortLived = await google.idToken({ sub: 'g-late', email: 'late@gmail.test' }, { now: clock.now(), lifetimeSeconds: 300 });
      await socialSignIn(jar, shortLived, 'GOOGLE');
      clock.advance(6 * 60_000);
      expect(await prefill(jar)).toBeNull();
      // A registration with it links nothing either.
      await registerWith(jar, { email: 'late@gmail.test', fullName: 'Late', storeName: 'Toko Terlambat' });
      expect(await server.database.db.select().from(userIdentities).where(eq(userIdentities.subject, 'g-late'))).toEqual([]);
    });

    it('is cleared by a sign-in', async () => {
      const jar = new CookieJar();
      await socialSignIn(jar, await google.idToken({ sub: 'g-changed-mind', email: 'mind@gmail.test' }, { now: clock.now() }), 'GOOGLE');
      expect(jar.get(cookieNames.sellerSocialToken)).toBeDefined();
      const signedIn = await server.call('POST', apiPaths.signIn, {
        body: { username: demo.staff.username, password: demo.staff.password },
        cookie: jar.header,
      });
      jar.set(...signedIn.setCookies);
      expect(jar.get(cookieNames.sellerSocialToken)).toBeUndefined();
    });
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
