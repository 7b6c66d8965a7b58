import { accountPaths, type Page, type UserStore, type UserVendor } from '@seller-portal/contracts/accounts';
import { apiPaths, type Session } from '@seller-portal/contracts/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipAccessibilities, memberships, stores, users } from '../src/db/schema';
import { sessions } from '../src/modules/session/schema';
import { sessionPolicies } from '../src/modules/session/session-lifetime';
import { hashSessionToken } from '../src/modules/session/session-token';
import { drivers } from './support/test-database';
import { demo, sessionCookieOf, startTestServer, useTestServer } from './support/test-server';

const minute = 60_000;
const hour = 60 * minute;
const status = (answer: { status: number }) => answer.status;

describe.each(drivers)('session idle and absolute limits (%s)', (driver) => {
  const server = useTestServer(driver);
  const get = (cookie: string) => server.call<Session>('GET', apiPaths.session, { cookie });

  async function internalSession() {
    const first = await server.signIn(demo.amphibi.username, demo.amphibi.password);
    const switched = await server.call('POST', accountPaths.switchSession, { cookie: first, body: { type: 'INTERNAL' } });
    return sessionCookieOf(switched.setCookies) ?? '';
  }

  it.each([
    ['STORE', sessionPolicies.STORE.idleMs, 30 * minute],
    ['INTERNAL', sessionPolicies.INTERNAL.idleMs, 15 * minute],
  ])('%s sessions end after %i ms without a request', async (mode, idleMs, expected) => {
    expect(idleMs).toBe(expected);
    const cookie = mode === 'STORE' ? await server.signIn(demo.seller.username, demo.seller.password) : await internalSession();
    server.clock.advance(idleMs - 1);
    expect(status(await get(cookie))).toBe(200);
    server.clock.advance(idleMs);
    expect(status(await get(cookie))).toBe(401);
  });

  it.each([
    ['STORE', 12 * hour, 25 * minute],
    ['INTERNAL', 8 * hour, 14 * minute],
  ])('%s sessions end %i ms after sign-in however busy', async (mode, absoluteMs, step) => {
    const cookie = mode === 'STORE' ? await server.signIn(demo.seller.username, demo.seller.password) : await internalSession();
    let elapsed = 0;
    while (elapsed + step < absoluteMs) {
      server.clock.advance(step);
      elapsed += step;
      expect(status(await get(cookie))).toBe(200);
    }
    server.clock.advance(absoluteMs - elapsed);
    expect(status(await get(cookie))).toBe(401);
  });

  it('a switch rotates the id but keeps the time of sign-in for the absolute limit', async () => {
    const fresh = await server.signIn(demo.amphibi.username, demo.amphibi.password);
    for (let i = 0; i < 16; i++) {
      server.clock.advance(29 * minute);
      expect(status(await get(fresh))).toBe(200);
    }
    // 7 h 44 min after sign-in: INTERNAL allows 8 h from sign-in, not from the switch.
    const switched = await server.call('POST', accountPaths.switchSession, { cookie: fresh, body: { type: 'INTERNAL' } });
    const internal = sessionCookieOf(switched.setCookies) ?? '';
    server.clock.advance(14 * minute);
    expect(status(await get(internal))).toBe(200);
    server.clock.advance(14 * minute);
    expect(status(await get(internal))).toBe(401);
  });

  it('writes last-seen times in batches, not on each request', async () => {
    const cookie = await server.signIn(demo.staff.username, demo.staff.password);
    const idHash = hashSessionToken(cookie.split('=')[1]);
    const stored = async () => (await server.database.db.select().from(sessions).where(eq(sessions.idHash, idHash)))[0];
    const before = await stored();
    server.clock.advance(10 * minute);
    expect(status(await get(cookie))).toBe(200);
    expect((await stored()).lastSeenAt).toEqual(before.lastSeenAt);

    await server.app.accounts.lastSeen.flush();
    const after = await stored();
    expect(after.lastSeenAt.getTime()).toBe(server.clock.now().getTime());
    expect(after.expiresAt.getTime()).toBe(server.clock.now().getTime() + sessionPolicies.STORE.idleMs);
  });

  it('refresh reloads the session from the database and extends the idle time', async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    await server.database.db.update(users).set({ displayName: 'Sari Berganti Nama' }).where(eq(users.username, demo.seller.username));
    server.clock.advance(20 * minute);
    const refreshed = await server.call<Session>('POST', accountPaths.sessionRefresh, { cookie });
    expect(refreshed.body.value?.customFields.displayName).toBe('Sari Berganti Nama');
    server.clock.advance(20 * minute);
    expect(status(await get(cookie))).toBe(200);
  });
});

describe.each(drivers)('idle expiry on the cached path (%s)', (driver) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    // A cache that would serve for an hour: idle expiry must still be judged per request.
    server = await startTestServer(driver, { sessionCache: { ttlMs: hour, maxEntries: 100 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('ends an idle session even while it sits in the cache', async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    expect((await server.call('GET', apiPaths.session, { cookie })).status).toBe(200);
    server.clock.advance(29 * minute);
    expect((await server.call('GET', apiPaths.session, { cookie })).status).toBe(200);
    server.clock.advance(29 * minute);
    expect((await server.call('GET', apiPaths.session, { cookie })).status).toBe(200);
    server.clock.advance(30 * minute);
    expect((await server.call('GET', apiPaths.session, { cookie })).status).toBe(401);
  });
});

describe.each(drivers)('stores and vendors to switch to (%s)', (driver) => {
  const server = useTestServer(driver);

  beforeAll(async () => {
    // Eleven more stores for the amphibi user, one of them deactivated.
    const { db } = server.database;
    const [amphibi] = await db.select({ id: users.id }).from(users).where(eq(users.username, demo.amphibi.username));
    for (let i = 1; i <= 11; i++) {
      const code = `LNK-${String(i).padStart(2, '0')}`;
      await db.insert(stores).values({ code, name: `Toko Cabang ${String(i).padStart(2, '0')}`, status: i === 11 ? 'DEACTIVATED' : 'ACTIVE' });
      const [membership] = await db.insert(memberships).values({ userId: amphibi.id, storeCode: code }).returning({ id: memberships.id });
      await db.insert(membershipAccessibilities).values({ membershipId: membership.id, accessibilityCode: 'STORE_ORDER' });
    }
  });

  const list = async (cookie: string, query: string) => server.call<Page<UserStore>>('GET', `${accountPaths.userStores}?${query}`, { cookie });

  it.each([
    ['the first page of 5', 'page=0&size=5', 11, ['LNK-01', 'LNK-02', 'LNK-03', 'LNK-04', 'LNK-05']],
    ['the last page', 'page=2&size=5', 11, ['DEMO-60001']],
    ['a keyword on the name, any case', 'keyword=CABANG%200', 9, ['LNK-01', 'LNK-02', 'LNK-03', 'LNK-04', 'LNK-05', 'LNK-06', 'LNK-07', 'LNK-08', 'LNK-09']],
    ['a keyword on the code', 'keyword=demo-6', 1, ['DEMO-60001']],
    ['a keyword with LIKE characters is taken literally', 'keyword=%25', 0, []],
  ])('lists %s (deactivated stores left out)', async (_, query, total, codes) => {
    const cookie = await server.signIn(demo.amphibi.username, demo.amphibi.password);
    const answer = await list(cookie, query);
    expect(answer.status).toBe(200);
    expect(answer.body.value?.totalElements).toBe(total);
    expect(answer.body.value?.content.map((s) => s.code)).toEqual(codes);
  });

  it('answers the page shape and switches to a listed store', async () => {
    const cookie = await server.signIn(demo.amphibi.username, demo.amphibi.password);
    const answer = await list(cookie, 'keyword=cabang 03');
    expect(answer.body.value).toEqual({
      content: [{ code: 'LNK-03', name: 'Toko Cabang 03', isOwner: false, onboardingStatus: null }],
      page: 0,
      size: 10,
      totalElements: 1,
      totalPages: 1,
    });
    const switched = await server.call<Session>('POST', accountPaths.switchSession, { cookie, body: { type: 'STORE', code: 'LNK-03' } });
    expect(switched.body.value?.mode?.code).toBe('LNK-03');
  });

  it('lists the vendor of the vendor user, and refuses the lists to users without the mode', async () => {
    const vendor = await server.signIn(demo.vendor.username, demo.vendor.password);
    const vendors = await server.call<Page<UserVendor>>('GET', `${accountPaths.userVendors}?page=0&size=10`, { cookie: vendor });
    expect(vendors.body.value).toMatchObject({ content: [{ code: 'VND-DEMO-01', name: 'Vendor Demo Nusantara' }], totalElements: 1 });
    expect((await server.call('GET', accountPaths.userStores, { cookie: vendor })).status).toBe(403);
    const internal = await server.signIn(demo.internal.username, demo.internal.password);
    expect((await server.call('GET', accountPaths.userVendors, { cookie: internal })).status).toBe(403);
  });

  it.each(['size=0', 'size=101', 'page=-1', 'size=abc'])('refuses %s', async (query) => {
    const cookie = await server.signIn(demo.amphibi.username, demo.amphibi.password);
    expect((await list(cookie, query)).status).toBe(400);
  });
});
