import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/open-database';
import { announcements } from '../src/modules/announcements/schema';
import { membershipAccessibilities, menus, memberships, pickupPoints, stores, userAccessibilities, users } from '../src/db/schema';
import { orders } from '../src/modules/orders/schema';
import { learningArticles, learningVideos } from '../src/modules/learning/schema';
import { sessions } from '../src/modules/session/schema';
import { syncReferenceData } from '../src/db/reference-data';
import { assertNoDemoAccountsInProduction, demoAccounts, shouldSeedDemo } from '../src/db/seed-demo';
import { seedDemo } from '../src/module-data';
import { replacedDemoVideoUrls } from '../src/modules/learning/demo-content';
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
    const [u, s, m, p, n, a, o, la, lv] = await Promise.all(
      [users, stores, memberships, pickupPoints, menus, announcements, orders, learningArticles, learningVideos].map((table) =>
        db.select({ n: count() }).from(table),
      ),
    );
    return {
      users: u[0].n,
      stores: s[0].n,
      memberships: m[0].n,
      pickupPoints: p[0].n,
      menus: n[0].n,
      announcements: a[0].n,
      orders: o[0].n,
      learningArticles: la[0].n,
      learningVideos: lv[0].n,
    };
  };

  it('holds the demo accounts, the demo store with two pickup points, a deactivated store, the stores of the first-minutes flows, the MPP chat store with its two pickup points, the store whose onboarding waits for review, the two brand owners’ stores, the identity review’s two stores, the demo announcements and the demo orders', async () => {
    expect(await counts()).toMatchObject({
      users: demoAccounts.length,
      stores: 15,
      pickupPoints: 4,
      announcements: 7,
      orders: 344,
      learningArticles: 13,
      learningVideos: 6,
    });
  });

  it('seeds and syncs again without duplicating or failing', async () => {
    const before = await counts();
    await seedDemo(database.db);
    await syncReferenceData(database.db);
    expect(await counts()).toEqual(before);
  });

  it("repairs the demo videos' YouTube URLs seeded with 13-character ids, keeping their rows, without adding any", async () => {
    const { db } = database;
    for (const [before, after] of replacedDemoVideoUrls) await db.update(learningVideos).set({ url: before }).where(eq(learningVideos.url, after));
    const older = await db.select({ id: learningVideos.id, url: learningVideos.url }).from(learningVideos);
    expect(older.filter((video) => video.url.includes('youtube.com')).map((video) => new URL(video.url).searchParams.get('v')?.length)).toEqual([
      13, 13, 13, 13,
    ]);
    const before = await counts();

    await seedDemo(db);
    const repaired = await db.select({ id: learningVideos.id, url: learningVideos.url }).from(learningVideos);
    expect(await counts()).toEqual(before);
    expect(new Set(repaired.map((video) => video.id))).toEqual(new Set(older.map((video) => video.id)));
    const youtube = repaired.filter((video) => video.url.includes('youtube.com')).map((video) => new URL(video.url).searchParams.get('v') ?? '');
    expect(youtube).toHaveLength(4);
    for (const id of youtube) expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
  });

  it('gives the demo accounts, when seeded again, a code that joined the vocabulary after they were seeded', async () => {
    const { db } = database;
    const [seller] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'seller@demo.test'));
    const [internal] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'internal@demo.test'));
    const [membership] = await db.select({ id: memberships.id }).from(memberships).where(eq(memberships.userId, seller.id));
    // As a database seeded before STORE_ORDER and INTERNAL_ANNOUNCEMENT existed holds them.
    const sellerCode = and(eq(membershipAccessibilities.membershipId, membership.id), eq(membershipAccessibilities.accessibilityCode, 'STORE_ORDER'));
    const internalCode = and(eq(userAccessibilities.userId, internal.id), eq(userAccessibilities.accessibilityCode, 'INTERNAL_ANNOUNCEMENT'));
    await db.delete(membershipAccessibilities).where(sellerCode);
    await db.delete(userAccessibilities).where(internalCode);

    await seedDemo(database.db);
    expect(await db.select().from(membershipAccessibilities).where(sellerCode)).toHaveLength(1);
    expect(await db.select().from(userAccessibilities).where(internalCode)).toHaveLength(1);
  });

  it('refuses a production start on a database that holds the demo accounts (published passwords)', async () => {
    await expect(assertNoDemoAccountsInProduction(database.db, true)).rejects.toThrow(/demo accounts/);
    await expect(assertNoDemoAccountsInProduction(database.db, false)).resolves.toBeUndefined();
  });

  it('starts without sessions', async () => {
    const [{ n }] = await database.db.select({ n: count() }).from(sessions);
    expect(n).toBe(0);
  });
});

describe('when start-up seeds the demo accounts', () => {
  it.each([
    { name: 'a new embedded database in development', production: false, seedDemo: 'auto', isNew: true, seeds: true },
    { name: 'an existing embedded database in development', production: false, seedDemo: 'auto', isNew: false, seeds: false },
    { name: 'SEED_DEMO=1 in development (PostgreSQL too)', production: false, seedDemo: 'on', isNew: false, seeds: true },
    { name: 'SEED_DEMO=0', production: false, seedDemo: 'off', isNew: true, seeds: false },
    { name: 'a new embedded database in production', production: true, seedDemo: 'auto', isNew: true, seeds: false },
    { name: 'SEED_DEMO=0 in production', production: true, seedDemo: 'off', isNew: true, seeds: false },
  ] as const)('$name: $seeds', ({ production, seedDemo, isNew, seeds }) => {
    expect(shouldSeedDemo({ production, seedDemo, isNewEmbeddedDatabase: isNew })).toBe(seeds);
  });

  it('refuses SEED_DEMO=1 in production', () => {
    expect(() => shouldSeedDemo({ production: true, seedDemo: 'on', isNewEmbeddedDatabase: true })).toThrow(/Invalid environment: SEED_DEMO=1/);
  });
});
