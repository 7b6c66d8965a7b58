import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/open-database';
import { menus, memberships, pickupPoints, sessions, stores, users } from '../src/db/schema';
import { syncReferenceData } from '../src/db/reference-data';
import { demoAccounts, seedDemo } from '../src/db/seed-demo';
import { drivers, openTestDatabase } from './support/test-database';

describe.each(drivers)('demo data and reference data (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });

  const counts = async () => {
    const { db } = database;
    const [u, s, m, p, n] = await Promise.all(
      [users, stores, memberships, pickupPoints, menus].map((table) => db.select({ n: count() }).from(table)),
    );
    return { users: u[0].n, stores: s[0].n, memberships: m[0].n, pickupPoints: p[0].n, menus: n[0].n };
  };

  it('holds the demo accounts, the demo store with two pickup points and a deactivated store', async () => {
    expect(await counts()).toMatchObject({ users: demoAccounts.length, stores: 2, pickupPoints: 2 });
  });

  it('seeds and syncs again without duplicating or failing', async () => {
    const before = await counts();
    await seedDemo(database.db);
    await syncReferenceData(database.db);
    expect(await counts()).toEqual(before);
  });

  it('starts without sessions', async () => {
    const [{ n }] = await database.db.select({ n: count() }).from(sessions);
    expect(n).toBe(0);
  });
});
