import { accountPaths } from '@seller-portal/contracts/accounts';
import { apiPaths, type Session } from '@seller-portal/contracts/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/modules/session/schema';
import { sessionPolicies } from '../src/modules/session/session-lifetime';
import { hashSessionToken } from '../src/modules/session/session-token';
import { drivers } from './support/test-database';
import { demo, sessionCookieOf, useTestServer } from './support/test-server';

const tokenOf = (cookie: string) => cookie.split('=')[1];

describe.each(drivers)('session calls (%s)', (driver) => {
  const server = useTestServer(driver);

  it.each([apiPaths.session, accountPaths.gwsSession])('answers %s with 401 PE403002 without a session', async (path) => {
    const answer = await server.call('GET', path);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, status: 'UNAUTHORIZED', errorCode: 'PE403002' });
  });

  it('answers the same Session on the main and the gws path, echoing requestId', async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    const main = await server.call<Session>('GET', `${apiPaths.session}?storeId=10001&requestId=42`, { cookie });
    const gws = await server.call<Session>('GET', accountPaths.gwsSession, { cookie });
    expect(main.body.requestId).toBe('42');
    expect(main.body.value).toEqual(gws.body.value);
    expect(main.headers.get('cache-control')).toBe('no-store');
  });

  it('signs out: the row is deleted, the cookie cleared, and the replayed cookie gets 401', async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    expect((await server.call('GET', apiPaths.session, { cookie })).status).toBe(200);

    const out = await server.call('POST', apiPaths.signOut, { cookie });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ success: true, value: null });
    expect(out.setCookies.find((c) => c.startsWith('sp_session='))).toMatch(/^sp_session=;.*(Expires=Thu, 01 Jan 1970|Max-Age=0)/);
    const rows = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionToken(tokenOf(cookie))));
    expect(rows).toEqual([]);

    expect((await server.call('GET', apiPaths.session, { cookie })).status).toBe(401);
    expect((await server.call('POST', apiPaths.signOut, { cookie })).status).toBe(401);
  });

  it('ends a STORE session after 30 minutes without use', async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    server.clock.advance(sessionPolicies.STORE.idleMs);
    expect((await server.call('GET', apiPaths.session, { cookie })).status).toBe(401);
  });

  it('keeps a session in use alive past the idle time', async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    for (let i = 0; i < 3; i++) {
      server.clock.advance(sessionPolicies.STORE.idleMs / 2);
      expect((await server.call('GET', apiPaths.session, { cookie })).status).toBe(200);
    }
  });

  it('switches the amphibi user to STORE on DEMO-60001 and then to INTERNAL, rotating the id each time', async () => {
    const first = await server.signIn(demo.amphibi.username, demo.amphibi.password);

    const toStore = await server.call<Session>('POST', accountPaths.switchSession, { cookie: first, body: { type: 'STORE', code: 'DEMO-60001' } });
    expect(toStore.status).toBe(200);
    expect(toStore.body.value?.mode).toEqual({ type: 'STORE', code: 'DEMO-60001', state: null });
    expect(toStore.body.value?.accessibilities.map((a) => a.code)).toContain('STORE_ORDER');
    const second = sessionCookieOf(toStore.setCookies) ?? '';
    expect(second).toMatch(/^sp_session=/);
    expect(second).not.toBe(first);
    expect((await server.call('GET', apiPaths.session, { cookie: first })).status).toBe(401);
    expect((await server.call<Session>('GET', apiPaths.session, { cookie: second })).body.value?.mode?.type).toBe('STORE');

    const toInternal = await server.call<Session>('POST', accountPaths.switchSession, { cookie: second, body: { type: 'INTERNAL' } });
    expect(toInternal.status).toBe(200);
    expect(toInternal.body.value?.mode).toEqual({ type: 'INTERNAL', code: null, state: null });
    expect(toInternal.body.value?.accessibilities.map((a) => a.code)).toContain('INTERNAL_ANNOUNCEMENT');
    const third = sessionCookieOf(toInternal.setCookies) ?? '';
    expect(third).not.toBe(second);
    expect((await server.call('GET', apiPaths.session, { cookie: second })).status).toBe(401);
  });

  it.each([
    ['a store the user does not work for', { type: 'STORE', code: 'DEMO-99999' }, 403, 'PE403001'],
    ['a mode the user does not hold', { type: 'VENDOR' }, 403, 'PE403001'],
    ['a blank type', { type: '' }, 400, 'PMA400006'],
    ['an unknown type', { type: 'ADMIN' }, 400, 'BAD_REQUEST'],
  ])('refuses to switch the amphibi user to %s', async (_, body, status, code) => {
    const cookie = await server.signIn(demo.amphibi.username, demo.amphibi.password);
    const answer = await server.call('POST', accountPaths.switchSession, { cookie, body });
    expect(answer.status).toBe(status);
    expect(answer.body.errorCode).toBe(code);
    expect((await server.call('GET', apiPaths.session, { cookie })).status).toBe(200);
  });

  it('picks the only store when STORE comes without a code', async () => {
    const cookie = await server.signIn(demo.amphibi.username, demo.amphibi.password);
    const answer = await server.call<Session>('POST', accountPaths.switchSession, { cookie, body: { type: 'STORE' } });
    expect(answer.body.value?.mode?.code).toBe('DEMO-60001');
  });

  it.each([
    ['seller', demo.seller],
    ['internal', demo.internal],
    ['vendor', demo.vendor],
  ])('rejects a switch by the non-switchable %s with 403 PE403001', async (_, account) => {
    const cookie = await server.signIn(account.username, account.password);
    const answer = await server.call('POST', accountPaths.switchSession, { cookie, body: { type: 'STORE', code: 'DEMO-60001' } });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ success: false, status: 'FORBIDDEN', errorCode: 'PE403001' });
  });

  it('resets the chosen mode of a switchable user, and refuses to reset a non-switchable one', async () => {
    const signedIn = await server.signIn(demo.amphibi.username, demo.amphibi.password);
    const switched = await server.call('POST', accountPaths.switchSession, { cookie: signedIn, body: { type: 'INTERNAL' } });
    const cookie = sessionCookieOf(switched.setCookies) ?? '';

    // A page of another site (an <img src> of this URL) cannot trigger it; the portal's own fetch can.
    const crossSite = await server.call('GET', accountPaths.resetSession, { cookie, headers: { 'sec-fetch-site': 'cross-site' } });
    expect([crossSite.status, crossSite.body.errorCode]).toEqual([403, 'PE403001']);
    expect((await server.call<Session>('GET', apiPaths.session, { cookie })).body.value?.mode).toMatchObject({ type: 'INTERNAL' });

    const reset = await server.call<Session>('GET', accountPaths.resetSession, { cookie, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(reset.status).toBe(200);
    expect(reset.body.value).toMatchObject({ mode: null, switchableMode: true, menus: [] });
    expect((await server.call<Session>('GET', apiPaths.session, { cookie })).body.value?.mode).toBeNull();

    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    expect((await server.call('GET', accountPaths.resetSession, { cookie: seller })).status).toBe(403);
  });

  it.each(['sp_session=short', 'sp_session=' + 'A'.repeat(43), 'other=1'])('treats the cookie %s as no session', async (cookie) => {
    expect((await server.call('GET', apiPaths.session, { cookie })).status).toBe(401);
  });
});
