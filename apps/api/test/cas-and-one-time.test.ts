import { accountPaths, ssoDomainPath, type OneTimeToken, type SingleSignOnAvailability, type SsoDomain } from '@seller-portal/contracts/accounts';
import { apiPaths, type Session } from '@seller-portal/contracts/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoDomains } from '../src/modules/sso/schema';
import { users } from '../src/db/schema';
import { drivers } from './support/test-database';
import { startCasServer } from './support/identity-providers';
import { demo, sessionCookieOf, startTestServer, testPublicUrl, useTestServer } from './support/test-server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe.each(drivers)('CAS single sign-on (%s)', (driver) => {
  let cas: Awaited<ReturnType<typeof startCasServer>>;
  let server: Server;
  const domain = 'kantor.test';
  const service = () => `${testPublicUrl}/sso/cas?domain=${domain}`;

  beforeAll(async () => {
    cas = await startCasServer();
    server = await startTestServer(driver, { casDomains: [{ domain, serverUrl: cas.serverUrl }] });
    // A store member whose email is of the CAS domain.
    await server.database.db
      .update(users)
      .set({ email: `rina@${domain}` })
      .where(eq(users.username, demo.staff.username));
  });
  afterAll(async () => {
    await server?.close();
    await cas?.close();
  });

  const casSignIn = (ticket: string, forDomain = domain) => server.call('POST', accountPaths.casSignIn, { body: { ticket, domain: forDomain } });

  it('says whether a domain uses CAS, with the login URL whose service is the /sso/cas page', async () => {
    const yes = await server.call<SsoDomain>('GET', ssoDomainPath(`Rina@${domain}`));
    expect(yes.body.value).toEqual({ domain, sso: true, type: 'CAS', loginUrl: `${cas.serverUrl}/login?service=${encodeURIComponent(service())}` });
    const no = await server.call<SsoDomain>('GET', ssoDomainPath('demo.test'));
    expect(no.body.value).toEqual({ domain: 'demo.test', sso: false, type: null, loginUrl: null });
    const available = await server.call<SingleSignOnAvailability>('POST', accountPaths.singleSignOnAvailable, { body: { username: `rina@${domain}` } });
    expect(available.body.value?.cas).toEqual({ domain, loginUrl: yes.body.value?.loginUrl });
  });

  it('validates the ticket with serviceValidate (CAS 3.0, attributes) and signs in the account of that email', async () => {
    const ticket = cas.issueTicket(service(), 'rina', { email: `Rina@${domain}` });
    const answer = await casSignIn(ticket);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ username: demo.staff.username, next: 'SESSION' });
    expect(cas.requests).toContain('/cas/p3/serviceValidate');
    const session = await server.call<Session>('GET', apiPaths.session, { cookie: sessionCookieOf(answer.setCookies) ?? '' });
    expect(session.body.value?.customFields.isSignInUsingSso).toBe(true);
    // Tickets are single use.
    expect((await casSignIn(ticket)).body.errorCode).toBe('SSO_TOKEN_INVALID');
  });

  it('reads the user name as the local part of an email of the domain when there are no attributes', async () => {
    expect((await casSignIn(cas.issueTicket(service(), 'rina'))).body.value).toMatchObject({ username: demo.staff.username });
  });

  it('speaks CAS 2.0 where the domain says so (/serviceValidate, no attributes)', async () => {
    await server.database.db.update(ssoDomains).set({ casVersion: '2.0' }).where(eq(ssoDomains.domain, domain));
    try {
      const answer = await casSignIn(cas.issueTicket(service(), 'rina', { email: 'ignored@elsewhere.test' }));
      expect(answer.body.value).toMatchObject({ username: demo.staff.username });
      expect(cas.requests.at(-1)).toBe('/cas/serviceValidate');
    } finally {
      await server.database.db.update(ssoDomains).set({ casVersion: '3.0' }).where(eq(ssoDomains.domain, domain));
    }
  });

  it.each([
    ['a ticket for another service', () => cas.issueTicket('https://elsewhere.test/app', 'rina', { email: `rina@${domain}` }), 'SSO_TOKEN_INVALID'],
    ['a user of another domain', () => cas.issueTicket(service(), 'x', { email: demo.seller.username }), 'SSO_TOKEN_INVALID'],
    ['a person with no account', () => cas.issueTicket(service(), 'nobody', { email: `nobody@${domain}` }), 'ACCOUNT_NOT_REGISTERED'],
    ['a made-up ticket', () => 'ST-made-up', 'SSO_TOKEN_INVALID'],
  ])('refuses %s (%s)', async (_, ticket, code) => {
    const answer = await casSignIn(ticket());
    expect(answer.body.errorCode).toBe(code);
    expect(sessionCookieOf(answer.setCookies)).toBeNull();
  });

  it('refuses a domain without CAS and a blank ticket', async () => {
    expect((await casSignIn('ST-1', 'demo.test')).body.errorCode).toBe('SSO_NOT_CONFIGURED');
    expect((await casSignIn('  ')).body.errorCode).toBe('PMA400003');
  });
});

describe.each(drivers)('one-time sign-in (%s)', (driver) => {
  const server = useTestServer(driver);

  async function issue(cookie: string) {
    const answer = await server.call<OneTimeToken>('POST', accountPaths.oneTimeToken, { cookie });
    expect(answer.status).toBe(200);
    return answer.body.value as OneTimeToken;
  }

  it('exchanges a token from a signed-in session for a new session of the same user and mode, once', async () => {
    const first = await server.signIn(demo.amphibi.username, demo.amphibi.password);
    const switched = await server.call('POST', accountPaths.switchSession, { cookie: first, body: { type: 'INTERNAL' } });
    const cookie = sessionCookieOf(switched.setCookies) ?? '';
    const { token, expiresInSeconds } = await issue(cookie);
    expect(expiresInSeconds).toBe(300);

    const answer = await server.call('POST', apiPaths.signIn, { body: { token } });
    expect(answer.body.value).toEqual({ username: demo.amphibi.username, next: 'SESSION' });
    const handedOff = sessionCookieOf(answer.setCookies) ?? '';
    expect(handedOff).not.toBe(cookie);
    const session = await server.call<Session>('GET', apiPaths.session, { cookie: handedOff });
    expect(session.body.value?.mode).toEqual({ type: 'INTERNAL', code: null, state: null });

    const again = await server.call('POST', apiPaths.signIn, { body: { token, ssoType: 'ONE_TIME' } });
    expect(again.status).toBe(401);
    expect(again.body.errorCode).toBe('PE401013');
  });

  it('does not ask the multi-factor user for a code again', async () => {
    const jarCookie = await (async () => {
      const step = await server.call('POST', apiPaths.signIn, { body: demo.mfa });
      const pending = step.setCookies[0].split(';')[0];
      await server.call('POST', accountPaths.multiFactorSendOtp, { cookie: pending, body: {} });
      const verified = await server.call('POST', accountPaths.multiFactorVerify, {
        cookie: pending,
        body: { code: await server.latestCode(demo.mfa.username) },
      });
      return sessionCookieOf(verified.setCookies) ?? '';
    })();
    const { token } = await issue(jarCookie);
    expect((await server.call('POST', apiPaths.signIn, { body: { token } })).body.value).toEqual({ username: demo.mfa.username, next: 'SESSION' });
  });

  it.each([
    ['older than 5 minutes', 5 * 60_000, 'PE401013'],
    ['made up', 0, 'PE401013'],
  ])('refuses a token %s', async (name, age, code) => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    const { token } = await issue(cookie);
    server.clock.advance(age);
    const answer = await server.call('POST', apiPaths.signIn, { body: { token: name === 'made up' ? 'A'.repeat(43) : token } });
    expect(answer.body.errorCode).toBe(code);
  });

  it('tells whose account a token signs in to without using it, so the browser can ask first', async () => {
    const cookie = await server.signIn(demo.staff.username, demo.staff.password);
    const { token } = await issue(cookie);
    for (let i = 0; i < 2; i += 1) {
      const owner = await server.call('POST', accountPaths.oneTimeTokenOwner, { body: { token } });
      expect(owner.status).toBe(200);
      expect(owner.body.value).toEqual({ username: demo.staff.username });
      // Nothing signed in: no session cookie comes back.
      expect(sessionCookieOf(owner.setCookies)).toBeNull();
    }
    expect((await server.call('POST', apiPaths.signIn, { body: { token } })).body.value).toEqual({ username: demo.staff.username, next: 'SESSION' });
    const used = await server.call('POST', accountPaths.oneTimeTokenOwner, { body: { token } });
    expect(used.body.errorCode).toBe('PE401013');
    expect((await server.call('POST', accountPaths.oneTimeTokenOwner, { body: { token: 'A'.repeat(43) } })).body.errorCode).toBe('PE401013');
    expect((await server.call('POST', accountPaths.oneTimeTokenOwner, { body: { token: ' ' } })).body.errorCode).toBe('PMA400003');
  });

  it('issues tokens only to a signed-in session', async () => {
    expect((await server.call('POST', accountPaths.oneTimeToken)).status).toBe(401);
  });
});
