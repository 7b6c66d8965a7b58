import { accountPaths } from '@seller-portal/contracts/accounts';
import { apiPaths } from '@seller-portal/contracts/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../src/db/open-database';
import { createPostgresDatabase, drivers, openTestDatabase } from './support/test-database';
import { demo, startTestServer, TestClock } from './support/test-server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Two server instances on one database, each with its own session cache. The clock never moves and the
 * cache lifetime is long, so only the NOTIFY from A can make B drop what it cached.
 */
describe.each(drivers)('session cache across two instances (%s)', (driver) => {
  let a: Server;
  let b: Server;
  const databases: Database[] = [];

  beforeAll(async () => {
    const clock = new TestClock();
    const sessionCache = { ttlMs: 10 * 60_000, maxEntries: 100 };
    if (driver === 'postgres') {
      // Separate pools and LISTEN connections, as two processes would have.
      const url = await createPostgresDatabase();
      databases.push(openPostgres(url), openPostgres(url));
    } else {
      // One embedded database can only be opened by one process; two apps share its instance.
      const shared = await openTestDatabase('pglite');
      databases.push(shared, shared);
    }
    a = await startTestServer(driver, { database: databases[0], clock, sessionCache });
    b = await startTestServer(driver, { database: databases[1], clock, sessionCache });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const database of new Set(databases)) await database.close();
  });

  it('a sign-out on A makes B answer 401 for that cookie', async () => {
    const cookie = await a.signIn(demo.seller.username, demo.seller.password);
    // B reads the session once, so it sits in B's cache.
    expect((await b.call('GET', apiPaths.session, { cookie })).status).toBe(200);
    expect((await b.call('GET', apiPaths.session, { cookie })).status).toBe(200);

    expect((await a.call('POST', apiPaths.signOut, { cookie })).status).toBe(200);
    await expect.poll(async () => (await b.call('GET', apiPaths.session, { cookie })).status, { timeout: 2_000, interval: 20 }).toBe(401);
  });

  it('a switch on A makes B drop the old session id', async () => {
    const cookie = await a.signIn(demo.amphibi.username, demo.amphibi.password);
    expect((await b.call('GET', apiPaths.session, { cookie })).status).toBe(200);
    expect((await a.call('POST', accountPaths.switchSession, { cookie, body: { type: 'INTERNAL' } })).status).toBe(200);
    await expect.poll(async () => (await b.call('GET', apiPaths.session, { cookie })).status, { timeout: 2_000, interval: 20 }).toBe(401);
  });

  it('a password change on A signs the other sessions out on B too (sign-out everywhere)', async () => {
    const changing = await a.signIn(demo.staff.username, demo.staff.password);
    const elsewhere = await a.signIn(demo.staff.username, demo.staff.password);
    expect((await b.call('GET', apiPaths.session, { cookie: elsewhere })).status).toBe(200);
    const body = { currentPassword: demo.staff.password, newPassword: 'staff passphrase 2026', confirmPassword: 'staff passphrase 2026' };
    expect((await a.call('PUT', accountPaths.changePassword, { cookie: changing, body })).status).toBe(200);
    await expect.poll(async () => (await b.call('GET', apiPaths.session, { cookie: elsewhere })).status, { timeout: 2_000, interval: 20 }).toBe(401);
    expect((await b.call('GET', apiPaths.session, { cookie: changing })).status).toBe(200);
  });
});
