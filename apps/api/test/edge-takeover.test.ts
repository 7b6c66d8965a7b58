import { accountPaths } from '@seller-portal/contracts/accounts';
import { apiPaths } from '@seller-portal/contracts/core';
import { sellerLoginEventCode, trackingApiPaths } from '@seller-portal/contracts/tracking';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginEvents } from '../src/modules/login-events/schema';
import { hashSessionToken } from '../src/modules/session/session-token';
import { drivers } from './support/test-database';
import { demo, devOutboxUrl, sessionCookieOf, testPublicUrl, useTestServer, type TestServer } from './support/test-server';

/** A request as another machine on the network sends it (the socket's address is not 127.0.0.1). */
function fromNetwork(
  server: TestServer,
  init: { method: 'GET' | 'POST' | 'PUT'; url: string; headers?: Record<string, string>; body?: unknown; remoteAddress?: string },
) {
  return server.app.inject({
    method: init.method,
    url: init.url,
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    payload: init.body === undefined ? undefined : JSON.stringify(init.body),
    remoteAddress: init.remoteAddress ?? '10.0.0.5',
  });
}

describe.each(drivers)('mailed links and the dev outbox cannot be turned against an account (%s)', (driver) => {
  const server = useTestServer(driver);

  it.each([
    ['a forged Host header', { host: 'evil.example' }],
    ['a forged X-Forwarded-Host from a private peer', { 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' }],
  ])('%s does not move the reset link off the configured origin', async (_name, headers) => {
    const asked = await fromNetwork(server, {
      method: 'PUT',
      url: accountPaths.forgotPassword,
      headers,
      body: { email: demo.staff.username },
      remoteAddress: '192.168.1.7',
    });
    expect(asked.statusCode).toBe(200);
    const [mail] = await server.outbox(demo.staff.username);
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0].startsWith(`${testPublicUrl}/reset-password/v2?token=`)).toBe(true);
    expect(mail.text).not.toMatch(/evil\.example|attacker\.example/);
    server.clock.advance(61_000);
  });

  it('the outbox page does not exist for any other machine, whatever it claims in X-Forwarded-For', async () => {
    await fromNetwork(server, { method: 'PUT', url: accountPaths.forgotPassword, body: { email: demo.seller.username } });
    // Even with the key: it is read on this machine only.
    for (const url of [devOutboxUrl(accountPaths.devOutboxJson, { to: demo.seller.username }), devOutboxUrl(accountPaths.devOutbox)]) {
      const remote = await fromNetwork(server, { method: 'GET', url, headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain('reset-password');
    }
    // This machine still sees it (the demo flows of a plain `npm start`).
    expect((await server.outbox(demo.seller.username)).length).toBeGreaterThan(0);
  });
});

describe.each(drivers)('no proxy is trusted unless named (%s)', (driver) => {
  const server = useTestServer(driver, { signInRateLimitPerMinute: 5 });

  it('rotating X-Forwarded-For from a private peer neither escapes the per-address sign-in limit nor forges the logged address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const answer = await fromNetwork(server, {
        method: 'POST',
        url: apiPaths.signIn,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        body: { username: demo.internal.username, password: 'wrong' },
        remoteAddress: '10.1.2.3',
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);

    const signedIn = await fromNetwork(server, {
      method: 'POST',
      url: apiPaths.signIn,
      headers: { 'x-forwarded-for': '198.51.100.66' },
      body: demo.seller,
      remoteAddress: '10.9.9.9',
    });
    const cookie = sessionCookieOf([signedIn.headers['set-cookie']].flat().filter((line): line is string => typeof line === 'string')) ?? '';
    const event = await fromNetwork(server, {
      method: 'POST',
      url: trackingApiPaths.datavisorEvent,
      headers: { cookie, 'x-forwarded-for': '198.51.100.66' },
      body: { eventCode: sellerLoginEventCode },
      remoteAddress: '10.9.9.9',
    });
    expect(event.statusCode).toBe(200);
    const rows = await server.database.db
      .select({ ip: loginEvents.ip })
      .from(loginEvents)
      .where(eq(loginEvents.sessionIdHash, hashSessionToken(cookie.split('=')[1])));
    expect(rows).toEqual([{ ip: '10.9.9.9' }]);
  });
});

describe.each(drivers)('production cookies (%s)', (driver) => {
  const server = useTestServer(driver, { secureCookies: true, publicUrl: 'https://seller.example.com' });

  it('answers with HSTS when the portal is reached over https', async () => {
    const answer = await server.call('GET', apiPaths.config);
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('are __Host- prefixed and Secure, for Path=/ without Domain, and only the prefixed name is read', async () => {
    const signedIn = await server.call('POST', apiPaths.signIn, { body: demo.seller });
    const names = signedIn.setCookies.map((line) => line.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['__Host-sp_session', '__Host-sp_known_device', 'has-login-history', 'ever-logged-in']));
    for (const line of signedIn.setCookies) {
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; Path=\//);
      expect(line).not.toMatch(/Domain=/i);
      // The §3 sign-in marks keep the spec's names and are read by the pages (no secret in them); the rest are the server's.
      if (/^(has-login-history|ever-logged-in)=/.test(line)) expect(line).not.toMatch(/; HttpOnly/);
      else {
        expect(line).toMatch(/^__Host-/);
        expect(line).toMatch(/; HttpOnly/);
      }
    }
    const pair = signedIn.setCookies.find((line) => line.startsWith('__Host-sp_session='))?.split(';')[0] ?? '';
    expect((await server.call('GET', apiPaths.session, { cookie: pair })).status).toBe(200);
    // A cookie without the prefix (set by a subdomain or a plain-http page) names no session.
    expect((await server.call('GET', apiPaths.session, { cookie: pair.replace('__Host-', '') })).status).toBe(401);

    const mfa = await server.call('POST', apiPaths.signIn, { body: demo.mfa });
    expect(mfa.setCookies.map((line) => line.split('=')[0])).toContain('__Host-sp_pending_sign_in');
  });
});
