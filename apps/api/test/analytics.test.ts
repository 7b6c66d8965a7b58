import {
  analyticsPaths,
  storeDayOf,
  type BliklanBalance,
  type DashboardSummary,
  type RatingBadgesConfig,
  type SellerTask,
  type StorePerformance,
  type WalletBalance,
} from '@seller-portal/contracts/analytics';
import { chatPaths, chatRoomPaths, chatTokenHeader } from '@seller-portal/contracts/chat';
import { storeAccessibilityCodes } from '@seller-portal/contracts/core';
import { orderPathsOf } from '@seller-portal/contracts/orders';
import { describe, expect, it } from 'vitest';
import { pickupPoints } from '../src/db/schema';
import { productItems, productReviews } from '../src/modules/products/schema';
import { analyticsDemo } from '../src/modules/analytics';
import { ledgerAccountKinds as kinds, ledgerOn } from '../src/modules/ledger';
import { devChatCustomerTokenSecret, signCustomerToken } from '../src/modules/customer-tokens';
import { marketplaceOrderRequest, placeMarketplaceOrder } from './support/marketplace-orders';
import { drivers } from './support/test-database';
import { demo, useTestServer, type Answer } from './support/test-server';
import { createTestUser, newSession, type TestUser } from './support/test-users';

const hour = 3_600_000;

function value<T>(answer: Answer<T>): T {
  if (answer.status !== 200 || answer.body.value === null || answer.body.value === undefined)
    throw new Error(`no value: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.value;
}

describe.each(drivers)('analytics: dashboard, tasks, rating, balances, performance (%s)', (driver) => {
  const server = useTestServer(driver);

  /** A store of its own with every STORE code, so its figures are the test's alone. */
  const newStore = () => createTestUser(server, { mode: 'STORE', codes: storeAccessibilityCodes });
  const customerWrites = async (storeCode: string, customerId: string, text = 'Halo kak') => {
    const token = await signCustomerToken(devChatCustomerTokenSecret, { customerId, name: `Pelanggan ${customerId}` }, server.clock.now());
    const answer = await server.call('POST', chatPaths.customerMessages, {
      headers: { authorization: `Bearer ${token}` },
      body: { storeCode, clientMessageId: `m-${Math.random()}`, kind: 'text', text },
    });
    expect(answer.status).toBe(200);
  };
  const sellerReplies = async (user: TestUser, roomId: string) => {
    // A session of now: the test's clock moves past an idle one's end.
    const seller = await newSession(server, user);
    const token = value(await server.call<string>('GET', chatPaths.generateToken, { cookie: seller.cookie }));
    const answer = await server.call('POST', chatRoomPaths.messages(roomId), {
      cookie: seller.cookie,
      headers: { [chatTokenHeader]: token },
      body: { clientMessageId: `r-${Math.random()}`, kind: 'text', text: 'Siap kak' },
    });
    expect(answer.status).toBe(200);
  };
  const get = async <T>(path: string, user: TestUser | { cookie: string }) =>
    server.call<T>('GET', path, { cookie: 'userId' in user ? (await newSession(server, user)).cookie : user.cookie });

  it("answers the demo seller's balances, rating and a dashboard with chats, wallet and tasks", async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    const ads = value(await get<BliklanBalance>(analyticsPaths.bliklanBalance, { cookie }));
    // The demo ads balance is what its top-ups and the clicks charged left (the ads module's demo), as the ledger holds it.
    const [paid, bonus] = await ledgerOn(server.database.db, server.clock).balances([
      { storeCode: analyticsDemo.store, kind: kinds.adsBalance },
      { storeCode: analyticsDemo.store, kind: kinds.adsBonus },
    ]);
    expect(paid).toBeGreaterThan(0);
    expect(ads).toMatchObject({ balance: paid, bonusBalance: bonus });
    // The wallet holds what the demo data posted (opening money, settled and settling orders), as the ledger holds it.
    const [available, pending] = await ledgerOn(server.database.db, server.clock).balances([
      { storeCode: analyticsDemo.store, kind: kinds.walletAvailable },
      { storeCode: analyticsDemo.store, kind: kinds.walletPending },
    ]);
    expect(available).toBeGreaterThan(0);
    const wallet = value(await get<WalletBalance>(analyticsPaths.walletBalance, { cookie }));
    expect(wallet).toMatchObject({ balance: available, pendingBalance: pending });
    const rating = value(await get<RatingBadgesConfig>(analyticsPaths.ratingBadgesConfig, { cookie }));
    expect(rating.ratingCount).toBeGreaterThan(0);
    expect(rating.rating).toBeGreaterThanOrEqual(3);
    expect(rating.badges.map((b) => b.code)).toEqual(['RISING_STAR', 'STAR_SELLER', 'STAR_SELLER_PLUS']);

    const summary = value(await get<DashboardSummary>(analyticsPaths.dashboardSummary, { cookie }));
    expect(summary.today).toBe(storeDayOf(server.clock.now()));
    expect(summary.chats?.waiting).toBeGreaterThan(0);
    expect(summary.wallet?.balance).toBe(available);
    expect(summary.tasks.find((t) => t.kind === 'REPLY_CHATS')).toMatchObject({ count: summary.chats?.waiting, link: '/conversations', done: false });
    expect(summary.tasks.find((t) => t.kind === 'TOP_UP_ADS')).toMatchObject({ count: 0, done: true });

    // The one call holds the same figures as the separate calls: the tasks, the wallet, the orders to ship.
    expect(summary.tasks).toEqual(value(await get<SellerTask[]>(analyticsPaths.tasks, { cookie })));
    const { updatedAt: _at, ...walletFigures } = wallet;
    expect(summary.wallet).toMatchObject(walletFigures);
    expect(summary.orders?.toShip).toBeGreaterThan(0);
    expect(summary.tasks.find((t) => t.kind === 'SHIP_ORDERS')?.count).toBe(summary.orders?.toShip);
  });

  it('reads the balances, the dashboard wallet and the top-up task from the ledger: a posting shows at once', async () => {
    const seller = await newStore();
    const storeCode = seller.storeCode as string;
    const ledger = ledgerOn(server.database.db, server.clock);
    const before = value(await get<DashboardSummary>(analyticsPaths.dashboardSummary, seller));
    expect(before.wallet).toMatchObject({ balance: 0, pendingBalance: 0 });
    expect(before.tasks.find((t) => t.kind === 'TOP_UP_ADS')).toMatchObject({ count: 1, done: false });

    await ledger.post({
      idempotencyKey: `TEST_SETTLED:${storeCode}`,
      kind: 'ORDER_SETTLED',
      storeCode,
      postings: [
        { account: { storeCode: null, kind: kinds.buyerPayments }, amount: -700_000 },
        { account: { storeCode, kind: kinds.walletAvailable }, amount: 500_000 },
        { account: { storeCode, kind: kinds.walletPending }, amount: 200_000 },
      ],
    });
    await ledger.post({
      idempotencyKey: `TEST_TOP_UP:${storeCode}`,
      kind: 'ADS_TOP_UP',
      storeCode,
      postings: [
        { account: { storeCode, kind: kinds.walletAvailable }, amount: -60_000 },
        { account: { storeCode, kind: kinds.adsBalance }, amount: 60_000 },
      ],
    });
    expect(value(await get<WalletBalance>(analyticsPaths.walletBalance, seller))).toMatchObject({ balance: 440_000, pendingBalance: 200_000 });
    expect(value(await get<BliklanBalance>(analyticsPaths.bliklanBalance, seller))).toMatchObject({ balance: 60_000, bonusBalance: 0 });
    const after = value(await get<DashboardSummary>(analyticsPaths.dashboardSummary, seller));
    expect(after.wallet).toMatchObject({ balance: 440_000, pendingBalance: 200_000 });
    // 60,000 is above the low-balance mark: the task is done.
    expect(after.tasks.find((t) => t.kind === 'TOP_UP_ADS')).toMatchObject({ count: 0, done: true });
    expect(await ledger.verify()).toEqual({ accounts: [], transactions: [] });
  });

  it('gives staff only what their codes open: no wallet on the dashboard, 403 on the wallet, rating and performance', async () => {
    const cookie = await server.signIn(demo.staff.username, demo.staff.password);
    const summary = value(await get<DashboardSummary>(analyticsPaths.dashboardSummary, { cookie }));
    expect(summary.wallet).toBeNull();
    expect(summary.chats).not.toBeNull();
    expect(summary.tasks.map((t) => t.kind)).not.toContain('TOP_UP_ADS');
    for (const path of [analyticsPaths.walletBalance, analyticsPaths.ratingBadgesConfig, analyticsPaths.performance, analyticsPaths.bliklanBalance]) {
      const answer = await get(path, { cookie });
      expect([path, answer.status, answer.body.errorCode]).toEqual([path, 403, 'PE403001']);
    }
  });

  it('counts the chats waiting for the seller; answering one takes it off the dashboard and the task', async () => {
    const seller = await newStore();
    const storeCode = seller.storeCode as string;
    const empty = value(await get<DashboardSummary>(analyticsPaths.dashboardSummary, seller));
    expect(empty.chats).toEqual({ waiting: 0, unread: 0 });
    expect(empty.tasks.find((t) => t.kind === 'REPLY_CHATS')).toMatchObject({ count: 0, done: true, dueAt: null });
    // A store without any ads credit is asked to top it up.
    expect(empty.tasks.find((t) => t.kind === 'TOP_UP_ADS')).toMatchObject({ count: 1, done: false, link: '/bliklan' });

    const firstAt = server.clock.now().getTime();
    await customerWrites(storeCode, 'DASH-1');
    server.clock.advance(60_000);
    await customerWrites(storeCode, 'DASH-2');
    const waiting = value(await get<DashboardSummary>(analyticsPaths.dashboardSummary, seller));
    expect(waiting.chats).toEqual({ waiting: 2, unread: 2 });
    expect(waiting.tasks[0]).toMatchObject({ kind: 'REPLY_CHATS', count: 2, dueAt: firstAt + 12 * hour, done: false });

    await sellerReplies(seller, 'DASH-1');
    const tasks = value(await get<SellerTask[]>(analyticsPaths.tasks, seller));
    expect(tasks.find((t) => t.kind === 'REPLY_CHATS')).toMatchObject({ count: 1 });
    expect(value(await get<DashboardSummary>(analyticsPaths.dashboardSummary, seller)).chats?.waiting).toBe(1);
  });

  it('measures chat response over a period: answered within 12 hours, the average time, day by day', async () => {
    const seller = await newStore();
    const storeCode = seller.storeCode as string;
    await customerWrites(storeCode, 'PERF-1');
    await customerWrites(storeCode, 'PERF-2');
    server.clock.advance(hour);
    await sellerReplies(seller, 'PERF-1');
    // PERF-2 waits past the 12 hours: a chat not answered.
    server.clock.advance(13 * hour);
    const performance = value(await get<StorePerformance>(`${analyticsPaths.performance}?period=7`, seller));
    expect(performance.days).toHaveLength(7);
    expect(performance.to).toBe(storeDayOf(server.clock.now()));
    expect(performance.totals).toMatchObject({ chats: 2, chatsAnswered: 1, chatResponseRate: 0.5, chatResponseTimeMs: hour, rating: null, ratingCount: 0 });
    expect(performance.previous).toMatchObject({ chats: 0, chatResponseRate: null });
    expect(performance.days.reduce((n, d) => n + d.chats, 0)).toBe(2);
  });

  it('earns badges from rating and chat response: none without ratings, RISING_STAR with enough good ones', async () => {
    const seller = await newStore();
    const storeCode = seller.storeCode as string;
    await customerWrites(storeCode, 'BADGE-1');
    server.clock.advance(hour);
    await sellerReplies(seller, 'BADGE-1');
    const before = value(await get<RatingBadgesConfig>(analyticsPaths.ratingBadgesConfig, seller));
    expect(before).toMatchObject({ rating: null, ratingCount: 0, chatResponseRate: 1, currentBadge: null });
    // The store's rating is its customers' product reviews: six of them today, and an old one outside the 30 days.
    const itemId = `${storeCode}-RATED`;
    await server.database.db.insert(productItems).values({ itemId, storeCode, name: 'Kopi Bintang', price: 50_000, stock: 100_000 });
    const now = server.clock.now().getTime();
    await server.database.db.insert(productReviews).values(
      [5, 5, 4, 4, 4, 4, 1].map((rating, n) => ({
        id: `${storeCode}-R${n}`,
        storeCode,
        itemId,
        orderNumber: `ORD-20260101-000000${n}`,
        customerName: `Pelanggan ${n}`,
        rating,
        createdAt: new Date(n < 6 ? now - n * 60_000 : now - 40 * 24 * hour),
      })),
    );
    const after = value(await get<RatingBadgesConfig>(analyticsPaths.ratingBadgesConfig, seller));
    expect(after).toMatchObject({ rating: 4.33, ratingCount: 6, currentBadge: 'RISING_STAR' });
    expect(after.badges.map((b) => b.earned)).toEqual([true, false, false]);
    const today = storeDayOf(server.clock.now());
    const performance = value(await get<StorePerformance>(`${analyticsPaths.performance}?period=90`, seller));
    expect(performance.totals).toMatchObject({ rating: 3.86, ratingCount: 7 });
    expect(performance.days.find((d) => d.day === today)).toMatchObject({ rating: 4.33, ratingCount: 6 });
  });

  it('refuses a period it cannot measure with PERFORMANCE_PERIOD_INVALID, and an unknown period with 400', async () => {
    const seller = await newStore();
    const today = storeDayOf(server.clock.now());
    for (const query of [
      'period=custom',
      'period=custom&from=2026-02-30&to=2026-03-01',
      `period=custom&from=${today}&to=2020-01-01`,
      'period=custom&from=2020-01-01&to=2022-01-01',
      'period=custom&from=2999-01-01&to=2999-01-02',
    ]) {
      const answer = await get(`${analyticsPaths.performance}?${query}`, seller);
      expect([query, answer.status, answer.body.errorCode]).toEqual([query, 400, 'PERFORMANCE_PERIOD_INVALID']);
    }
    const unknown = await get(`${analyticsPaths.performance}?period=12`, seller);
    expect([unknown.status, unknown.body.success]).toEqual([400, false]);
    const custom = value(await get<StorePerformance>(`${analyticsPaths.performance}?period=custom&from=2026-01-01&to=2026-01-10`, seller));
    expect([custom.from, custom.to, custom.days.length]).toEqual(['2026-01-01', '2026-01-10', 10]);
  });

  it("counts today's and this week's orders by status with their revenue; accepting one moves it, the ship task follows", async () => {
    const seller = await newStore();
    const storeCode = seller.storeCode as string;
    await server.database.db.insert(pickupPoints).values({ code: `PP-${storeCode}`, storeCode, name: 'Gudang Uji', isDefault: true });
    await server.database.db.insert(productItems).values({ itemId: `${storeCode}-A`, storeCode, name: 'Kopi Uji', price: 50_000, stock: 100_000 });
    const token = await signCustomerToken(devChatCustomerTokenSecret, { customerId: 'CUST-DASH', name: 'Budi Santoso' }, server.clock.now());
    const place = () =>
      placeMarketplaceOrder(server, token, marketplaceOrderRequest(storeCode, { items: [{ itemId: `${storeCode}-A`, quantity: 2 }], shippingFee: 10_000 }));
    const first = await place();
    await place();
    const placed = value(await get<DashboardSummary>(analyticsPaths.dashboardSummary, seller));
    expect(placed.orders?.today).toMatchObject({ byStatus: { ALL: 2, NEW: 2, READY_TO_SHIP: 0 }, revenue: 220_000 });
    expect(placed.orders?.week.byStatus.ALL).toBe(2);
    expect(placed.orders?.toShip).toBe(2);
    expect(placed.orders?.revenueByDay.at(-1)).toEqual({ day: placed.today, orders: 2, revenue: 220_000 });
    expect(placed.tasks.find((t) => t.kind === 'SHIP_ORDERS')).toMatchObject({ count: 2, done: false, link: '/order-list?status=NEW&sort=SHIP_BY_ASC' });

    const accepted = await server.call('POST', orderPathsOf.accept(first.orderNumber), {
      cookie: (await newSession(server, seller)).cookie,
      body: { version: first.version },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const after = value(await get<DashboardSummary>(analyticsPaths.dashboardSummary, seller));
    expect(after.orders?.today.byStatus).toMatchObject({ ALL: 2, NEW: 1, READY_TO_SHIP: 1 });

    const performance = value(await get<StorePerformance>(`${analyticsPaths.performance}?period=7`, seller));
    expect(performance.ordersCounted).toBe(true);
    expect(performance.totals.cancellationRate).toBe(0);
    expect(performance.days.at(-1)?.cancellationRate).toBe(0);
  });
});
