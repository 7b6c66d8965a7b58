import { accountPaths, type ActiveSession, type EndSessionsResult } from '@seller-portal/contracts/accounts';
import { apiPaths } from '@seller-portal/contracts/core';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions as sessionRows } from '../src/modules/session/schema';
import { drivers } from './support/test-database';
import { demo, useTestServer } from './support/test-server';

describe.each(drivers)('signed-in devices (%s)', (driver) => {
  const server = useTestServer(driver);
  // Each case counts the sessions it made itself.
  afterEach(async () => {
    await server.database.db.delete(sessionRows);
  });

  const list = async (cookie: string) => {
    const answer = await server.call<ActiveSession[]>('GET', accountPaths.activeSessions, { cookie });
    expect(answer.status).toBe(200);
    return answer.body.value ?? [];
  };
  const alive = async (cookie: string) => (await server.call('GET', apiPaths.session, { cookie })).status === 200;

  it("lists the user's live sessions, this one first, and none of another user's", async () => {
    const here = await server.signIn(demo.seller.username, demo.seller.password);
    const elsewhere = await server.signIn(demo.seller.username, demo.seller.password);
    await server.signIn(demo.staff.username, demo.staff.password);

    const sessions = await list(here);
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => s.current)).toEqual([true, false]);
    expect(sessions[0]).toMatchObject({ signInMethod: 'PASSWORD' });
    expect(sessions[0].id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // The reference is neither the cookie value nor anything the cookie is compared with.
    expect(here).not.toContain(sessions[0].id);
    expect((await list(elsewhere)).find((s) => s.current)?.id).toBe(sessions[1].id);
  });

  it('shows the browser and address each session signed in from, kept through a session switch', async () => {
    const userAgent = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    const signedIn = await server.call('POST', apiPaths.signIn, { body: demo.amphibi, headers: { 'user-agent': userAgent } });
    const cookie = signedIn.setCookies.find((c) => c.startsWith('sp_session='))?.split(';')[0] ?? '';
    const [current] = await list(cookie);
    expect(current).toMatchObject({ current: true, userAgent, clientAddress: '127.0.0.1' });

    const switched = await server.call('POST', accountPaths.switchSession, { body: { type: 'INTERNAL' }, cookie });
    expect(switched.status).toBe(200);
    const rotated = switched.setCookies.find((c) => c.startsWith('sp_session='))?.split(';')[0] ?? '';
    expect((await list(rotated))[0]).toMatchObject({ current: true, userAgent, clientAddress: '127.0.0.1' });
  });

  it('signs out another device only with the current password', async () => {
    const here = await server.signIn(demo.seller.username, demo.seller.password);
    const stolen = await server.signIn(demo.seller.username, demo.seller.password);
    const other = (await list(here)).find((s) => !s.current);

    const wrong = await server.call('POST', accountPaths.endSessions, { cookie: here, body: { id: other?.id, password: 'not-the-password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorCode).toBe('PE401007');
    const blank = await server.call('POST', accountPaths.endSessions, { cookie: here, body: { id: other?.id, password: ' ' } });
    expect(blank.body.errorCode).toBe('ERR_PMU400006');
    expect(await alive(stolen)).toBe(true);

    const ended = await server.call<EndSessionsResult>('POST', accountPaths.endSessions, {
      cookie: here,
      body: { id: other?.id, password: demo.seller.password },
    });
    expect(ended.body.value).toEqual({ ended: 1 });
    expect(await alive(stolen)).toBe(false);
    expect(await alive(here)).toBe(true);
    expect(await list(here)).toHaveLength(1);
  });

  it('signs out every other device at once and keeps this one', async () => {
    const here = await server.signIn(demo.seller.username, demo.seller.password);
    const others = [await server.signIn(demo.seller.username, demo.seller.password), await server.signIn(demo.seller.username, demo.seller.password)];
    const ended = await server.call<EndSessionsResult>('POST', accountPaths.endSessions, {
      cookie: here,
      body: { others: true, password: demo.seller.password },
    });
    expect(ended.body.value).toEqual({ ended: 2 });
    for (const cookie of others) expect(await alive(cookie)).toBe(false);
    expect(await alive(here)).toBe(true);
  });

  it("cannot end another user's session or its own through the list", async () => {
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    const staff = await server.signIn(demo.staff.username, demo.staff.password);
    const [staffSession] = await list(staff);
    const foreign = await server.call<EndSessionsResult>('POST', accountPaths.endSessions, {
      cookie: seller,
      body: { id: staffSession.id, password: demo.seller.password },
    });
    expect(foreign.body.value).toEqual({ ended: 0 });
    expect(await alive(staff)).toBe(true);
    const [own] = await list(seller);
    const self = await server.call<EndSessionsResult>('POST', accountPaths.endSessions, {
      cookie: seller,
      body: { id: own.id, password: demo.seller.password },
    });
    expect(self.body.value).toEqual({ ended: 0 });
    expect(await alive(seller)).toBe(true);
  });

  it.each([
    ['neither a session nor others', { password: 'x' }],
    ['both a session and others', { id: 'abc', others: true, password: 'x' }],
  ])('refuses a request naming %s (400)', async (_name, body) => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    const answer = await server.call('POST', accountPaths.endSessions, { cookie, body });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('BAD_REQUEST');
  });

  it('answers 401 without a session', async () => {
    expect((await server.call('GET', accountPaths.activeSessions)).status).toBe(401);
    expect((await server.call('POST', accountPaths.endSessions, { body: { others: true, password: 'x' } })).status).toBe(401);
  });
});
