import { apiPaths, cookieNames, type Session } from '@seller-portal/contracts/core';
import { sellerLoginEventCode, trackingApiPaths } from '@seller-portal/contracts/tracking';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginEvents } from '../src/modules/login-events/schema';
import { userAgentMaxLength } from '../src/modules/login-events/service';
import { hashSessionToken } from '../src/modules/session/session-token';
import { drivers } from './support/test-database';
import { demo, useTestServer, type TestServer } from './support/test-server';

const body = { eventCode: sellerLoginEventCode };
const idHashOf = (cookie: string) => hashSessionToken(cookie.split('=')[1]);

async function rowsOfSession(server: TestServer, cookie: string) {
  return server.database.db
    .select()
    .from(loginEvents)
    .where(eq(loginEvents.sessionIdHash, idHashOf(cookie)));
}

async function userIdOf(server: TestServer, cookie: string): Promise<string> {
  const answer = await server.call<Session>('GET', apiPaths.session, { cookie });
  return answer.body.value?.userId ?? '';
}

describe.each(drivers)('the SELLER_LOGIN event (§4.11, §7) (%s)', (driver) => {
  // The tests' peer, 127.0.0.1, stands for a reverse proxy named in TRUST_PROXY.
  const server = useTestServer(driver, { trustProxy: 'loopback' });

  it('records one SELLER_LOGIN row for a STORE seller, and a repeat answers OK without a second row', async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    const signedInAt = server.clock.now();
    const headers = { 'user-agent': 'Mozilla/5.0 (seller portal test)' };

    const first = await server.call('POST', `${trackingApiPaths.datavisorEvent}?storeId=10001&requestId=7`, { cookie, body, headers });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, status: 'OK', value: null, errorCode: null, errorMessage: null, requestId: '7' });

    server.clock.advance(60_000);
    const repeat = await server.call('POST', trackingApiPaths.datavisorEvent, { cookie, body, headers });
    expect(repeat.status).toBe(200);
    expect(repeat.body).toMatchObject({ success: true, status: 'OK', value: null });

    const rows = await rowsOfSession(server, cookie);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: await userIdOf(server, cookie),
      storeCode: 'DEMO-60001',
      eventCode: 'SELLER_LOGIN',
      ip: '127.0.0.1',
      userAgent: 'Mozilla/5.0 (seller portal test)',
    });
    // The injected clock, at the first call: the repeat a minute later changed nothing.
    expect(rows[0].createdAt.getTime()).toBe(signedInAt.getTime());
  });

  it('writes one row when the page sends the event several times at once', async () => {
    const cookie = await server.signIn(demo.staff.username, demo.staff.password);
    const answers = await Promise.all(Array.from({ length: 5 }, () => server.call('POST', trackingApiPaths.datavisorEvent, { cookie, body })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await rowsOfSession(server, cookie)).toHaveLength(1);
  });

  it('records each session once: a new sign-in is a new login', async () => {
    const first = await server.signIn(demo.seller.username, demo.seller.password);
    const second = await server.signIn(demo.seller.username, demo.seller.password);
    for (const cookie of [first, second]) expect((await server.call('POST', trackingApiPaths.datavisorEvent, { cookie, body })).status).toBe(200);
    const userId = await userIdOf(server, second);
    const rows = await server.database.db.select().from(loginEvents).where(eq(loginEvents.userId, userId));
    const hashes = new Set(rows.map((row) => row.sessionIdHash));
    expect(hashes.has(idHashOf(first))).toBe(true);
    expect(hashes.has(idHashOf(second))).toBe(true);
  });

  it('keeps the address a trusted proxy gives and cuts an overlong user agent', async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    const headers = { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'x'.repeat(userAgentMaxLength + 100) };
    expect((await server.call('POST', trackingApiPaths.datavisorEvent, { cookie, body, headers })).status).toBe(200);
    const [row] = await rowsOfSession(server, cookie);
    expect(row.ip).toBe('203.0.113.9');
    expect(row.userAgent).toBe('x'.repeat(userAgentMaxLength));
  });

  it.each([
    ['INTERNAL', demo.internal],
    ['VENDOR', demo.vendor],
    ['a switchable user before choosing a mode', demo.amphibi],
  ])('refuses %s with 403 PE403001 and records nothing', async (_, account) => {
    const cookie = await server.signIn(account.username, account.password);
    const answer = await server.call('POST', trackingApiPaths.datavisorEvent, { cookie, body });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ success: false, status: 'FORBIDDEN', value: null, errorCode: 'PE403001' });
    expect(await rowsOfSession(server, cookie)).toEqual([]);
  });

  it('refuses a STORE session that names no store with 403 PE403001', async () => {
    // What a STORE user without any store signs in to: there is no seller login to record.
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    const started = await server.app.accounts.sessions.start(await userIdOf(server, seller), 'PASSWORD', { type: 'STORE', code: null });
    const cookie = `${cookieNames.session}=${started.token}`;
    expect(started.resolved.session.mode).toEqual({ type: 'STORE', code: null, state: null });
    const answer = await server.call('POST', trackingApiPaths.datavisorEvent, { cookie, body });
    expect(answer.status).toBe(403);
    expect(answer.body.errorCode).toBe('PE403001');
    expect(await rowsOfSession(server, cookie)).toEqual([]);
  });

  it.each([
    ['no cookie', undefined],
    ['an unknown session', `sp_session=${'A'.repeat(43)}`],
  ])('answers 401 PE403002 with %s', async (_, cookie) => {
    const answer = await server.call('POST', trackingApiPaths.datavisorEvent, { cookie, body });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, status: 'UNAUTHORIZED', errorCode: 'PE403002' });
  });

  it.each<[string, unknown]>([
    ['an unknown event code', { eventCode: 'SELLER_LOGOUT' }],
    ['a lower-case event code', { eventCode: 'seller_login' }],
    ['a blank event code', { eventCode: '' }],
    ['no event code', {}],
    ['an event code that is not a string', { eventCode: 1 }],
    ['an array body', [body]],
    ['malformed JSON', '{"eventCode":'],
  ])('answers 400 BAD_REQUEST for %s and records nothing', async (_, badBody) => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    const answer = await server.call('POST', trackingApiPaths.datavisorEvent, { cookie, body: badBody });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, status: 'BAD_REQUEST', value: null, errorCode: 'BAD_REQUEST' });
    expect(await rowsOfSession(server, cookie)).toEqual([]);
  });
});
