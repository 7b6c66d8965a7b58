import { notificationEventTypes, notificationPaths, type NotificationCreatedEvent, type NotificationSummaryPage } from '@seller-portal/contracts/notifications';
import {
  isTrackingNumberValid,
  orderDayOf,
  orderEventTypes,
  orderPaths,
  orderPathsOf,
  orderAutoCompletedNote,
  orderLimits,
  orderStatuses,
  orderIdempotencyKeyHeader,
  type MarketplaceOrderRequest,
  type OrderBulkResult,
  type OrderCreatedEvent,
  type OrderDetail,
  type OrderExport,
  type OrderPage,
  type OrderStatusCounts,
  type OrderSummary,
} from '@seller-portal/contracts/orders';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderDailyCounts, orders } from '../src/modules/orders/schema';
import { pickupPoints } from '../src/db/schema';
import { productItems } from '../src/modules/products/schema';
import { devChatCustomerTokenSecret, signCustomerToken } from '../src/modules/customer-tokens';
import { devOrderServiceToken } from '../src/modules/orders';
import { seedManyOrders } from '../bench/seed-orders';
import { OrdersRepository } from '../src/modules/orders/repository';
import { OrderService } from '../src/modules/orders/service';
import { marketplaceOrderRequest, placeMarketplaceOrder } from './support/marketplace-orders';
import { RealtimeTestClient } from './support/realtime-client';
import { drivers } from './support/test-database';
import { demo, useTestServer, type TestServer } from './support/test-server';
import { createTestUser, type TestUser } from './support/test-users';

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return `?${search}`;
};

/** A store of its own with a pickup point and two items, and its owner with STORE_ORDER. */
async function newStore(server: TestServer): Promise<{ owner: TestUser; storeCode: string; pickupPointCode: string }> {
  const owner = await createTestUser(server, { mode: 'STORE', codes: ['STORE_ORDER'] });
  const storeCode = owner.storeCode as string;
  const pickupPointCode = `PP-${storeCode}`;
  await server.database.db.insert(pickupPoints).values({ code: pickupPointCode, storeCode, name: 'Gudang Uji', isDefault: true });
  await server.database.db.insert(productItems).values([
    { itemId: `${storeCode}-A`, storeCode, name: 'Kopi Uji', price: 50_000, stock: 100_000 },
    { itemId: `${storeCode}-B`, storeCode, name: 'Teh Uji', price: 20_000, stock: 100_000 },
  ]);
  return { owner, storeCode, pickupPointCode };
}

describe.each(drivers)('orders (§2.5 /order-list, §6 STORE_ORDER) (%s)', (driver) => {
  const server = useTestServer(driver);
  let seller: string;
  let customerToken: string;
  beforeAll(async () => {
    seller = await server.signIn(demo.seller.username, demo.seller.password);
    customerToken = await signCustomerToken(devChatCustomerTokenSecret, { customerId: 'CUST-77', name: 'Budi Santoso' }, server.clock.now());
  });

  const place = (storeCode: string, overrides: Partial<MarketplaceOrderRequest> = {}) =>
    placeMarketplaceOrder(server, customerToken, marketplaceOrderRequest(storeCode, overrides));

  const list = async (cookie: string, params: Record<string, string | number | undefined> = {}) => {
    const answer = await server.call<OrderPage>('GET', orderPaths.orders + query(params), { cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value as OrderPage;
  };

  const counts = async (cookie: string, params: Record<string, string | number | undefined> = {}) => {
    const answer = await server.call<OrderStatusCounts>('GET', orderPaths.counts + query(params), { cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value as OrderStatusCounts;
  };

  it('seeds a few hundred demo orders of every status over 90 days, and the counts table agrees with the orders', async () => {
    const all = await counts(seller);
    expect(all.ALL).toBeGreaterThanOrEqual(300);
    for (const status of orderStatuses) expect(all[status], status).toBeGreaterThan(0);
    const [{ n }] = await server.database.db.select({ n: count() }).from(orders).where(eq(orders.storeCode, 'DEMO-60001'));
    expect(all.ALL).toBe(n);
    const [{ sum }] = await server.database.db.select({ sum: count() }).from(orderDailyCounts).where(eq(orderDailyCounts.storeCode, 'DEMO-60001'));
    expect(sum).toBeGreaterThan(0);
  });

  it('pages through a status tab with keyset cursors: no order twice, none missed, in the chosen order', async () => {
    const tabCounts = await counts(seller);
    const seen: OrderSummary[] = [];
    let cursor: string | undefined;
    do {
      const page = await list(seller, { status: 'COMPLETED', size: 37, cursor, sort: 'TOTAL_DESC' });
      seen.push(...page.content);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(tabCounts.COMPLETED);
    expect(new Set(seen.map((o) => o.orderNumber)).size).toBe(seen.length);
    expect(seen.every((o) => o.status === 'COMPLETED')).toBe(true);
    for (let i = 1; i < seen.length; i++) expect(seen[i - 1].total).toBeGreaterThanOrEqual(seen[i].total);
  });

  it('filters by dates, pickup point, courier and a search, and the tab counts follow the same filter', async () => {
    const today = orderDayOf(server.clock.now());
    const from = orderDayOf(server.clock.now().getTime() - 6 * 86_400_000);
    // §7: the portal's client adds storeId, channelId, clientId and requestId to every call; they are no filter.
    const filter = {
      from,
      to: today,
      pickupPointCode: 'PP-DEMO-60001-JKT',
      courier: 'JNE',
      storeId: '10001',
      channelId: 'Web',
      clientId: 'partners-main-ui',
      requestId: '1',
    };
    const page = await list(seller, { ...filter, size: 200 });
    expect(page.content.length).toBeGreaterThan(0);
    for (const order of page.content) {
      expect(order).toMatchObject({ pickupPointCode: 'PP-DEMO-60001-JKT', pickupPointName: 'Gudang Jakarta Barat', courier: 'JNE' });
      expect(orderDayOf(order.createdAt) >= from && orderDayOf(order.createdAt) <= today).toBe(true);
    }
    expect((await counts(seller, filter)).ALL).toBe(page.content.length);

    const byCustomer = await list(seller, { q: 'siti', size: 200 });
    expect(byCustomer.content.length).toBeGreaterThan(0);
    expect(byCustomer.content.every((o) => o.customerName === 'Siti Rahayu')).toBe(true);
    expect((await counts(seller, { q: 'siti' })).ALL).toBe(byCustomer.content.length);

    const byProduct = await list(seller, { q: 'madu hutan', size: 5 });
    expect(byProduct.content.length).toBeGreaterThan(0);
    const detail = await server.call<OrderDetail>('GET', orderPathsOf.detail(byProduct.content[0].orderNumber), { cookie: seller });
    expect(detail.body.value?.items.map((i) => i.name)).toContain('Madu Hutan Sumbawa 350 g');

    const one = byProduct.content[0].orderNumber;
    expect((await list(seller, { q: one })).content.map((o) => o.orderNumber)).toEqual([one]);
    expect((await list(seller, { q: one.slice(0, 12).toLowerCase() })).content.length).toBeGreaterThan(0);
  });

  it('searches names through the trigram index (pg_trgm) on this database too', async () => {
    // The demo data is too small for the planner to prefer an index: forbid the other ways to read the orders.
    const plan = await server.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      const explained = await tx.execute(sql`explain select count(*) from orders where search_text like ${'%madu hutan%'}`);
      return (explained as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('orders_search_text_trgm_idx');
    expect((await counts(seller, { q: 'madu hutan' })).ALL).toBeGreaterThan(0);
  });

  it.each([
    ['an unknown status', { status: 'LOST' }],
    ['a date that is not one', { from: '2026-02-30' }],
    ['a range backwards', { from: '2026-05-02', to: '2026-05-01' }],
    ['a range of more than a year', { from: '2024-01-01', to: '2026-01-01' }],
    ['an unknown courier', { courier: 'PIGEON' }],
    ['an unknown sort', { sort: 'RANDOM' }],
    ['a page of 10,000', { size: 10_000 }],
    ['a cursor the server did not write', { cursor: 'bm90LWEtY3Vyc29y' }],
    ['an unknown parameter', { drop: 'table' }],
  ])('refuses %s with ORDER_FILTER_INVALID', async (_name, params) => {
    const answer = await server.call('GET', orderPaths.orders + query(params), { cookie: seller });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('ORDER_FILTER_INVALID');
  });

  it('shows an order with its items, customer, address, payment and history', async () => {
    const { content } = await list(seller, { status: 'COMPLETED', size: 1 });
    const answer = await server.call<OrderDetail>('GET', orderPathsOf.detail(content[0].orderNumber), { cookie: seller });
    const detail = answer.body.value as OrderDetail;
    expect(detail.items.length).toBeGreaterThan(0);
    expect(detail.itemsTotal).toBe(detail.items.reduce((sum, i) => sum + i.price * i.quantity, 0));
    expect(detail.total).toBe(detail.itemsTotal + detail.shippingFee);
    expect(detail.shippingAddress.city).toBeTruthy();
    expect(detail.history.map((h) => h.status)).toEqual(['NEW', 'READY_TO_SHIP', 'SHIPPED', 'DELIVERED', 'COMPLETED']);
    expect(detail.trackingNumber).toBeTruthy();
  });

  it('prints a packing label as a PDF, of the store’s own orders only', async () => {
    const { content } = await list(seller, { status: 'SHIPPED', size: 1 });
    const response = await fetch(`${server.baseUrl}${orderPathsOf.label(content[0].orderNumber)}`, { headers: { cookie: seller } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { owner } = await newStore(server);
    const foreign = await server.call('GET', orderPathsOf.label(content[0].orderNumber), { cookie: owner.cookie });
    expect([foreign.status, foreign.body.errorCode]).toEqual([404, 'ORDER_NOT_FOUND']);
  });

  it('places an order from the marketplace with names and prices of the items as sold, and the store hears it at once', async () => {
    const { owner, storeCode, pickupPointCode } = await newStore(server);
    const socket = new RealtimeTestClient(server.baseUrl, { cookie: owner.cookie });
    await socket.until((c) => c.frames.some((f) => f.t === 'ready'), 'ready');
    const placed = await place(storeCode);
    expect(placed).toMatchObject({
      status: 'NEW',
      pickupPointCode,
      customerId: 'CUST-77',
      customerName: 'Budi Santoso',
      itemsTotal: 120_000,
      shippingFee: 12_000,
      total: 132_000,
      itemCount: 3,
      firstItemName: 'Kopi Uji',
      version: 1,
    });
    expect(placed.orderNumber).toMatch(/^ORD-\d{8}-\d{7,}$/);
    expect(placed.shipBy - placed.createdAt).toBe(48 * 3_600_000);
    await socket.until((c) => c.events.some((e) => e.type === orderEventTypes.created), 'order.created');
    expect((socket.events.find((e) => e.type === orderEventTypes.created)?.payload as OrderCreatedEvent).order.orderNumber).toBe(placed.orderNumber);
    socket.socket.close();

    expect((await counts(owner.cookie)).NEW).toBe(1);
  });

  it('a new order reaches the bell of every seller of the store, live, as an ORDER notification that opens the order', async () => {
    const { owner, storeCode } = await newStore(server);
    const staff = await createTestUser(server, { mode: 'STORE', store: { code: storeCode, isOwner: false }, codes: ['STORE_ORDER'] });
    const other = await newStore(server);
    const unread = async (cookie: string) => (await server.call<{ unread: number }>('GET', notificationPaths.unreadCount, { cookie })).body.value?.unread;
    expect(await unread(owner.cookie)).toBe(0);
    const socket = new RealtimeTestClient(server.baseUrl, { cookie: staff.cookie });
    await socket.until((c) => c.frames.some((f) => f.t === 'ready'), 'ready');

    const placed = await place(storeCode);
    await socket.until((c) => c.events.some((e) => e.type === notificationEventTypes.created), 'notification.created');
    const event = socket.events.find((e) => e.type === notificationEventTypes.created)?.payload as NotificationCreatedEvent;
    socket.socket.close();
    const link = `/order-list/${placed.orderNumber}`;
    expect(event).toMatchObject({ storeCode, notification: { category: 'ORDER', link, readAt: null } });
    expect(event.notification.texts.id.body).toContain(placed.orderNumber);
    expect(event.notification.texts.en.title).toBe('New order from Budi Santoso');

    for (const seller of [owner, staff]) {
      expect(await unread(seller.cookie)).toBe(1);
      const list = await server.call<NotificationSummaryPage>('GET', `${notificationPaths.summary}?category=ORDER`, { cookie: seller.cookie });
      expect(list.body.value?.content.map((n) => n.link)).toEqual([link]);
    }
    expect(await unread(other.owner.cookie)).toBe(0);

    // The same order sent again (a retry with its idempotency key) is the same order, and no second notification.
    const headers = { authorization: `Bearer ${customerToken}`, [orderIdempotencyKeyHeader]: 'bell-once' };
    for (let i = 0; i < 2; i += 1) {
      const again = await server.call<OrderDetail>('POST', orderPaths.marketplaceOrders, {
        body: marketplaceOrderRequest(storeCode, { shippingFee: 1_000 }),
        headers,
      });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
    }
    expect(await unread(owner.cookie)).toBe(2);
  });

  it('refuses a marketplace order without a customer token, for a store that is not open, with another store’s item', async () => {
    const { storeCode } = await newStore(server);
    const noToken = await server.call('POST', orderPaths.marketplaceOrders, { body: marketplaceOrderRequest(storeCode) });
    expect([noToken.status, noToken.body.errorCode]).toEqual([401, 'CHAT_CUSTOMER_TOKEN_INVALID']);
    const headers = { authorization: `Bearer ${customerToken}` };
    const unknownStore = await server.call('POST', orderPaths.marketplaceOrders, { body: marketplaceOrderRequest('NO-SUCH-STORE'), headers });
    expect(unknownStore.body.errorCode).toBe('ORDER_STORE_NOT_FOUND');
    const foreignItem = await server.call('POST', orderPaths.marketplaceOrders, {
      body: marketplaceOrderRequest(storeCode, { items: [{ itemId: 'ITEM-60001-001', quantity: 1 }] }),
      headers,
    });
    expect(foreignItem.body.errorCode).toBe('ORDER_ITEM_UNKNOWN');
    const [{ n }] = await server.database.db.select({ n: count() }).from(orders).where(eq(orders.storeCode, storeCode));
    expect(n).toBe(0);
  });

  it('accepts, ships with a tracking number of the courier’s shape and keeps the history; every refusal changes nothing', async () => {
    const { owner, storeCode } = await newStore(server);
    const placed = await place(storeCode, { courier: 'JNT' });
    const act = (path: string, body: unknown) => server.call<OrderDetail>('POST', path, { cookie: owner.cookie, body });

    const early = await act(orderPathsOf.ship(placed.orderNumber), { version: 1, trackingNumber: 'JP1234567890' });
    expect(early.body.errorCode).toBe('ORDER_ACTION_NOT_ALLOWED');

    const accepted = await act(orderPathsOf.accept(placed.orderNumber), { version: 1 });
    expect(accepted.body.value).toMatchObject({ status: 'READY_TO_SHIP', version: 2 });

    const wrongShape = await act(orderPathsOf.ship(placed.orderNumber), { version: 2, trackingNumber: '123' });
    expect([wrongShape.status, wrongShape.body.errorCode]).toEqual([400, 'ORDER_TRACKING_NUMBER_INVALID']);
    const blank = await act(orderPathsOf.ship(placed.orderNumber), { version: 2, trackingNumber: ' ' });
    expect(blank.body.errorCode).toBe('ORDER_TRACKING_NUMBER_INVALID');

    const shipped = await act(orderPathsOf.ship(placed.orderNumber), { version: 2, trackingNumber: 'jp 1234567890' });
    expect(shipped.body.value).toMatchObject({ status: 'SHIPPED', trackingNumber: 'JP1234567890', version: 3 });

    const twice = await act(orderPathsOf.ship(placed.orderNumber), { version: 3, trackingNumber: 'JP0000000000' });
    expect([twice.status, twice.body.errorCode]).toEqual([409, 'ORDER_ALREADY_SHIPPED']);
    const cancelShipped = await act(orderPathsOf.cancel(placed.orderNumber), { version: 3, reason: 'OUT_OF_STOCK' });
    expect([cancelShipped.status, cancelShipped.body.errorCode]).toEqual([409, 'ORDER_CANCEL_AFTER_SHIPPING']);

    const detail = (await server.call<OrderDetail>('GET', orderPathsOf.detail(placed.orderNumber), { cookie: owner.cookie })).body.value as OrderDetail;
    expect(detail).toMatchObject({ status: 'SHIPPED', trackingNumber: 'JP1234567890', version: 3 });
    expect(detail.history.map((h) => [h.status, h.actor])).toEqual([
      ['NEW', 'marketplace'],
      ['READY_TO_SHIP', owner.username],
      ['SHIPPED', owner.username],
    ]);
    expect(await counts(owner.cookie)).toMatchObject({ ALL: 1, NEW: 0, READY_TO_SHIP: 0, SHIPPED: 1 });
  });

  it('cancels with a reason (OTHER needs a note), and of two tabs acting on one order the second is told what happened', async () => {
    const { owner, storeCode } = await newStore(server);
    const placed = await place(storeCode);
    const act = (path: string, body: unknown) => server.call<OrderDetail>('POST', path, { cookie: owner.cookie, body });

    const noNote = await act(orderPathsOf.cancel(placed.orderNumber), { version: 1, reason: 'OTHER', note: '  ' });
    expect(noNote.body.errorCode).toBe('ORDER_CANCEL_NOTE_REQUIRED');

    const [first, second] = await Promise.all([
      act(orderPathsOf.accept(placed.orderNumber), { version: 1 }),
      act(orderPathsOf.cancel(placed.orderNumber), { version: 1, reason: 'OUT_OF_STOCK' }),
    ]);
    const outcomes = [first, second].map((a) => a.body.errorCode ?? a.body.value?.status).sort();
    expect(outcomes).toEqual(['ORDER_VERSION_CONFLICT', first.body.errorCode ? 'CANCELLED' : 'READY_TO_SHIP'].sort());
    const loser = [first, second].find((a) => a.body.errorCode === 'ORDER_VERSION_CONFLICT');
    expect(loser?.status).toBe(409);
    expect(loser?.body.value).toMatchObject({ orderNumber: placed.orderNumber, version: 2 });

    const detail = (await server.call<OrderDetail>('GET', orderPathsOf.detail(placed.orderNumber), { cookie: owner.cookie })).body.value as OrderDetail;
    expect(detail.history).toHaveLength(2);
    expect((await counts(owner.cookie)).ALL).toBe(1);
  });

  it('does bulk accept and ship order by order: each refusal is reported, the others are done', async () => {
    const { owner, storeCode } = await newStore(server);
    const a = await place(storeCode, { courier: 'SICEPAT' });
    const b = await place(storeCode, { courier: 'SICEPAT' });
    const accepted = await server.call<OrderBulkResult>('POST', orderPaths.bulkAccept, {
      cookie: owner.cookie,
      body: {
        orders: [
          { orderNumber: a.orderNumber, version: 1 },
          { orderNumber: b.orderNumber, version: 1 },
          { orderNumber: 'ORD-20260101-0000001', version: 1 },
        ],
      },
    });
    expect(accepted.body.value?.results.map((r) => (r.ok ? r.order.status : r.errorCode))).toEqual(['READY_TO_SHIP', 'READY_TO_SHIP', 'ORDER_NOT_FOUND']);
    const shipped = await server.call<OrderBulkResult>('POST', orderPaths.bulkShip, {
      cookie: owner.cookie,
      body: {
        orders: [
          { orderNumber: a.orderNumber, version: 2, trackingNumber: '001234567890' },
          { orderNumber: b.orderNumber, version: 2, trackingNumber: 'JP1234567890' },
        ],
      },
    });
    expect(shipped.body.value?.results.map((r) => (r.ok ? r.order.status : r.errorCode))).toEqual(['SHIPPED', 'ORDER_TRACKING_NUMBER_INVALID']);
    expect(await counts(owner.cookie)).toMatchObject({ READY_TO_SHIP: 1, SHIPPED: 1 });
  });

  it('never shows or moves another store’s order, and refuses a session without STORE_ORDER or of another mode', async () => {
    const { owner } = await newStore(server);
    const { content } = await list(seller, { status: 'NEW', size: 1 });
    const theirs = content[0];
    expect((await server.call('GET', orderPathsOf.detail(theirs.orderNumber), { cookie: owner.cookie })).body.errorCode).toBe('ORDER_NOT_FOUND');
    const moved = await server.call('POST', orderPathsOf.accept(theirs.orderNumber), { cookie: owner.cookie, body: { version: theirs.version } });
    expect([moved.status, moved.body.errorCode]).toEqual([404, 'ORDER_NOT_FOUND']);
    expect((await list(seller, { q: theirs.orderNumber })).content[0]).toMatchObject({ status: 'NEW', version: theirs.version });
    expect((await list(owner.cookie, { q: theirs.orderNumber })).content).toEqual([]);

    const chatOnly = await createTestUser(server, { mode: 'STORE', codes: ['STORE_CONVERSATION'], store: { code: 'DEMO-60001' } });
    const refused = await server.call('GET', orderPaths.orders, { cookie: chatOnly.cookie });
    expect([refused.status, refused.body.errorCode, refused.body.value]).toEqual([403, 'PE403001', null]);
    expect((await server.call('GET', orderPaths.counts, { cookie: chatOnly.cookie })).status).toBe(403);
    const internal = await createTestUser(server, { mode: 'INTERNAL', codes: [] });
    expect((await server.call('GET', orderPaths.orders, { cookie: internal.cookie })).status).toBe(403);
    expect((await server.call('GET', orderPaths.orders)).status).toBe(401);
    expect((await server.call('GET', orderPathsOf.detail('not-an-order'), { cookie: seller })).body.errorCode).toBe('ORDER_NOT_FOUND');
  });

  it('exports the filtered list to an XLSX file in the background, with its progress, for the store alone', async () => {
    const { COMPLETED } = await counts(seller, { courier: 'JNE' });
    const started = await server.call<OrderExport>('POST', orderPaths.exports, { cookie: seller, body: { filter: { courier: 'JNE' }, status: 'COMPLETED' } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { bulkProcessId } = started.body.value as OrderExport;
    expect(started.body.value).toMatchObject({ total: COMPLETED, excelLink: null });

    await expect
      .poll(async () => (await server.call<OrderExport>('GET', orderPathsOf.export(bulkProcessId), { cookie: seller })).body.value?.state, { timeout: 20_000 })
      .toBe('DONE');
    const done = (await server.call<OrderExport>('GET', orderPathsOf.export(bulkProcessId), { cookie: seller })).body.value as OrderExport;
    expect(done).toMatchObject({ processed: COMPLETED, total: COMPLETED, excelLink: orderPathsOf.exportFile(bulkProcessId), message: null });

    const response = await fetch(server.baseUrl + (done.excelLink as string), { headers: { cookie: seller } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-.*\.xlsx"$/);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Orders');
    expect(sheet?.rowCount).toBe(COMPLETED + 1);
    expect(sheet?.getRow(1).getCell(1).value).toBe('Order number');
    expect(sheet?.getRow(2).getCell(3).value).toBe('Completed');
    expect(sheet?.getRow(2).getCell(11).value).toBe('JNE');

    const { owner } = await newStore(server);
    expect((await server.call('GET', orderPathsOf.export(bulkProcessId), { cookie: owner.cookie })).body.errorCode).toBe('ORDER_EXPORT_NOT_FOUND');
    expect((await server.call('GET', orderPathsOf.exportFile(bulkProcessId), { cookie: owner.cookie })).body.errorCode).toBe('ORDER_EXPORT_NOT_FOUND');
    expect((await server.call('GET', orderPathsOf.export('not-an-id'), { cookie: seller })).body.errorCode).toBe('ORDER_EXPORT_NOT_FOUND');
    const garbage = await server.call('POST', orderPaths.exports, { cookie: seller, body: { filter: { from: 'yesterday' } } });
    expect([garbage.status, garbage.body.errorCode]).toEqual([400, 'ORDER_FILTER_INVALID']);
  });

  // ── Past shipping: the courier's report, the customer's confirmation, the automatic completion ──

  /** A new store's order, accepted and shipped by its owner. */
  const shippedOrder = async () => {
    const { owner, storeCode } = await newStore(server);
    const placed = await place(storeCode, { courier: 'JNT' });
    await server.call('POST', orderPathsOf.accept(placed.orderNumber), { cookie: owner.cookie, body: { version: 1 } });
    const shipped = await server.call<OrderDetail>('POST', orderPathsOf.ship(placed.orderNumber), {
      cookie: owner.cookie,
      body: { version: 2, trackingNumber: 'JP1234567890' },
    });
    expect(shipped.body.value?.status).toBe('SHIPPED');
    return { owner, orderNumber: placed.orderNumber };
  };
  const reportDelivery = (orderNumber: string, body: unknown = {}, token: string | null = devOrderServiceToken) =>
    server.call<OrderDetail>('POST', orderPathsOf.marketplaceDelivery(orderNumber), {
      body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const confirmReceipt = (orderNumber: string, token = customerToken) =>
    server.call<OrderDetail>('POST', orderPathsOf.marketplaceReceipt(orderNumber), { headers: { authorization: `Bearer ${token}` } });
  const detailOf = async (cookie: string, orderNumber: string) =>
    (await server.call<OrderDetail>('GET', orderPathsOf.detail(orderNumber), { cookie })).body.value as OrderDetail;

  it('the courier’s report delivers a shipped order: in its history, the counts and the store’s open pages', async () => {
    const { owner, orderNumber } = await shippedOrder();
    const socket = new RealtimeTestClient(server.baseUrl, { cookie: owner.cookie });
    await socket.until((c) => c.frames.some((f) => f.t === 'ready'), 'ready');
    server.clock.advance(5 * 60_000);
    const deliveredAt = server.clock.now().getTime() - 60_000;
    const delivered = await reportDelivery(orderNumber, { deliveredAt, receivedBy: '  Budi (satpam) ' });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    expect(delivered.body.value).toMatchObject({
      status: 'DELIVERED',
      version: 4,
      deliveredAt,
      autoCompleteAt: deliveredAt + orderLimits.autoCompleteAfterDays * 86_400_000,
    });
    await socket.until((c) => c.events.some((e) => e.type === orderEventTypes.changed && (e.payload as OrderSummary).status === 'DELIVERED'), 'order.changed');
    socket.socket.close();

    const detail = await detailOf(owner.cookie, orderNumber);
    expect(detail.history.map((h) => [h.status, h.actor, h.note])).toEqual([
      ['NEW', 'marketplace', null],
      ['READY_TO_SHIP', owner.username, null],
      ['SHIPPED', owner.username, 'JP1234567890'],
      ['DELIVERED', 'courier', 'Budi (satpam)'],
    ]);
    expect(detail.history[3].at).toBe(deliveredAt);
    expect(await counts(owner.cookie)).toMatchObject({ ALL: 1, SHIPPED: 0, DELIVERED: 1 });
    expect((await list(owner.cookie, { status: 'DELIVERED' })).content.map((o) => o.orderNumber)).toEqual([orderNumber]);
  });

  it.each([
    ['no service token', {}, null, 401, 'ORDER_SERVICE_TOKEN_INVALID'],
    ['a wrong service token', {}, 'x'.repeat(40), 401, 'ORDER_SERVICE_TOKEN_INVALID'],
    ['a delivery in the future', { deliveredAt: Date.now() + 3_600_000 }, devOrderServiceToken, 400, 'ORDER_DELIVERY_TIME_INVALID'],
    ['a delivery before it shipped', { deliveredAt: Date.now() - 86_400_000 }, devOrderServiceToken, 400, 'ORDER_DELIVERY_TIME_INVALID'],
    ['a field nobody knows', { deliveredBy: 'drone' }, devOrderServiceToken, 400, 'BAD_REQUEST'],
  ])('refuses a delivery report with %s and changes nothing', async (_name, body, token, status, errorCode) => {
    const { owner, orderNumber } = await shippedOrder();
    const answer = await reportDelivery(orderNumber, body, token);
    expect([answer.status, answer.body.errorCode]).toEqual([status, errorCode]);
    expect(await detailOf(owner.cookie, orderNumber)).toMatchObject({ status: 'SHIPPED', version: 3, deliveredAt: null });
    expect(await counts(owner.cookie)).toMatchObject({ SHIPPED: 1, DELIVERED: 0 });
  });

  it('delivers only a shipped order and completes only a delivered one (§8 codes, the order as it is in the envelope)', async () => {
    const { owner, storeCode } = await newStore(server);
    const fresh = await place(storeCode);
    const early = await reportDelivery(fresh.orderNumber);
    expect([early.status, early.body.errorCode, early.body.value?.status]).toEqual([409, 'ORDER_NOT_SHIPPED', 'NEW']);
    const completeEarly = await confirmReceipt(fresh.orderNumber);
    expect([completeEarly.status, completeEarly.body.errorCode]).toEqual([409, 'ORDER_NOT_DELIVERED']);
    await server.call('POST', orderPathsOf.cancel(fresh.orderNumber), { cookie: owner.cookie, body: { version: 1, reason: 'OUT_OF_STOCK' } });
    expect((await reportDelivery(fresh.orderNumber)).body.errorCode).toBe('ORDER_ALREADY_CANCELLED');
    expect((await reportDelivery('ORD-20260101-0000001')).body.errorCode).toBe('ORDER_NOT_FOUND');
    expect((await reportDelivery('not-an-order')).body.errorCode).toBe('ORDER_NOT_FOUND');

    const { owner: other, orderNumber } = await shippedOrder();
    const shippedEarly = await confirmReceipt(orderNumber);
    expect([shippedEarly.status, shippedEarly.body.errorCode]).toEqual([409, 'ORDER_NOT_DELIVERED']);
    expect((await reportDelivery(orderNumber)).body.value?.status).toBe('DELIVERED');
    const twice = await reportDelivery(orderNumber);
    expect([twice.status, twice.body.errorCode, twice.body.value?.status]).toEqual([409, 'ORDER_ALREADY_DELIVERED', 'DELIVERED']);
    const sellerCannot = await server.call('POST', orderPathsOf.cancel(orderNumber), { cookie: other.cookie, body: { version: 4, reason: 'OUT_OF_STOCK' } });
    expect(sellerCannot.body.errorCode).toBe('ORDER_CANCEL_AFTER_SHIPPING');
    expect((await detailOf(other.cookie, orderNumber)).history).toHaveLength(4);
    expect(await counts(owner.cookie)).toMatchObject({ ALL: 1, CANCELLED: 1 });
  });

  it('the customer confirms receipt of a delivered order: COMPLETED, by the customer, and only their own', async () => {
    const { owner, orderNumber } = await shippedOrder();
    await reportDelivery(orderNumber);
    const stranger = await signCustomerToken(devChatCustomerTokenSecret, { customerId: 'CUST-78', name: 'Orang Lain' }, server.clock.now());
    const foreign = await confirmReceipt(orderNumber, stranger);
    expect([foreign.status, foreign.body.errorCode]).toEqual([404, 'ORDER_NOT_FOUND']);
    const noToken = await server.call('POST', orderPathsOf.marketplaceReceipt(orderNumber));
    expect([noToken.status, noToken.body.errorCode]).toEqual([401, 'CHAT_CUSTOMER_TOKEN_INVALID']);

    const confirmed = await confirmReceipt(orderNumber);
    expect(confirmed.body.value).toMatchObject({ status: 'COMPLETED', version: 5, autoCompleteAt: null });
    const again = await confirmReceipt(orderNumber);
    expect([again.status, again.body.errorCode]).toEqual([409, 'ORDER_ALREADY_COMPLETED']);
    const detail = await detailOf(owner.cookie, orderNumber);
    expect(detail.history.slice(-1)[0]).toMatchObject({ status: 'COMPLETED', actor: 'customer', note: null });
    expect(await counts(owner.cookie)).toMatchObject({ ALL: 1, DELIVERED: 0, COMPLETED: 1 });
  });

  it(`completes a delivered order nobody confirmed ${orderLimits.autoCompleteAfterDays} days after delivery (the sweep), and no other`, async () => {
    const due = await shippedOrder();
    await reportDelivery(due.orderNumber);
    const deliveredDue = server.clock.now().getTime();
    server.clock.advance(10 * 60_000);
    const recent = await shippedOrder();
    await reportDelivery(recent.orderNumber);
    const confirmed = await shippedOrder();
    await reportDelivery(confirmed.orderNumber);
    await confirmReceipt(confirmed.orderNumber);

    const sweep = server.app.jobs.find((job) => job.name === 'order auto-completion');
    await sweep?.run(server.clock.now());
    expect((await detailOf(due.owner.cookie, due.orderNumber)).status).toBe('DELIVERED');

    // Five minutes past the first delivery's three days: it is due, the one delivered ten minutes later is not.
    await sweep?.run(new Date(deliveredDue + orderLimits.autoCompleteAfterDays * 86_400_000 + 5 * 60_000));
    const completed = await detailOf(due.owner.cookie, due.orderNumber);
    expect(completed).toMatchObject({ status: 'COMPLETED', autoCompleteAt: null });
    expect(completed.history.slice(-1)[0]).toMatchObject({ status: 'COMPLETED', actor: 'marketplace', note: orderAutoCompletedNote });
    expect(await counts(due.owner.cookie)).toMatchObject({ DELIVERED: 0, COMPLETED: 1 });
    expect((await detailOf(recent.owner.cookie, recent.orderNumber)).status).toBe('DELIVERED');
    expect(await counts(recent.owner.cookie)).toMatchObject({ DELIVERED: 1, COMPLETED: 0 });
    expect((await detailOf(confirmed.owner.cookie, confirmed.orderNumber)).history.slice(-1)[0].actor).toBe('customer');
  });

  it('writes many generated orders at once (npm run seed:orders) whose counts, pages and numbers agree', async () => {
    const { owner, storeCode } = await newStore(server);
    await seedManyOrders(server.database, storeCode, 3000);
    const all = await counts(owner.cookie);
    expect(all.ALL).toBe(3000);
    for (const status of orderStatuses) expect(all[status], status).toBeGreaterThan(0);
    const live = await counts(owner.cookie, { q: 'ama' });
    expect(live.ALL).toBeGreaterThan(0);
    const page = await list(owner.cookie, { status: 'SHIPPED', size: 200 });
    expect(page.content.length).toBe(Math.min(200, all.SHIPPED));
    for (const order of page.content) {
      expect(order.orderNumber).toMatch(/^ORD-\d{8}-\d{7,}$/);
      expect(order.orderNumber.slice(4, 12)).toBe(orderDayOf(order.createdAt).replaceAll('-', ''));
      expect(isTrackingNumberValid(order.courier, order.trackingNumber ?? '')).toBe(true);
    }
    const detail = (await server.call<OrderDetail>('GET', orderPathsOf.detail(page.content[0].orderNumber), { cookie: owner.cookie })).body
      .value as OrderDetail;
    expect(detail.history.map((h) => h.status)).toEqual(['NEW', 'SHIPPED']);
    expect(detail.items).toHaveLength(1);
  });

  it('answers the dashboard: counts and revenue per day, orders to ship by deadline, on-time shipping and cancellations', async () => {
    const { storeCode } = await newStore(server);
    await place(storeCode);
    const second = await place(storeCode, { shippingFee: 0 });
    const service = new OrderService({
      repository: new OrdersRepository(server.database.db),
      products: {
        itemDetail: () => Promise.reject(new Error('not used')),
        reserve: () => Promise.reject(new Error('not used')),
        release: () => Promise.reject(new Error('not used')),
        recordSold: () => Promise.reject(new Error('not used')),
      },
      realtime: server.app.realtime,
      clock: server.clock,
      notifications: { deliver: () => Promise.reject(new Error('not used')) },
      log: { warn: () => undefined },
      undo: { offer: () => Promise.reject(new Error('not used')), claimAlone: () => Promise.reject(new Error('not used')) },
    });
    const today = service.today();
    expect(await service.statusCounts(storeCode, { from: today, to: today })).toMatchObject({ ALL: 2, NEW: 2 });
    const week = await service.revenueByDay(storeCode, { from: orderDayOf(server.clock.now().getTime() - 6 * 86_400_000), to: today });
    expect(week).toHaveLength(7);
    expect(week[6]).toEqual({ day: today, orders: 2, revenue: 132_000 + 120_000 });
    const toShip = await service.ordersToShip(storeCode, { limit: 1 });
    expect(toShip.total).toBe(2);
    expect(toShip.orders).toHaveLength(1);
    expect((await service.ordersToShip(storeCode, { before: server.clock.now() })).total).toBe(0);
    expect(await service.shippingPerformance(storeCode, { from: today, to: today })).toMatchObject({ shipped: 0, onTimeRate: null, placed: 2, cancelled: 0 });
    expect(second.status).toBe('NEW');

    const demoWeek = await service.shippingPerformance('DEMO-60001', { from: orderDayOf(server.clock.now().getTime() - 89 * 86_400_000), to: today });
    expect(demoWeek.shipped).toBeGreaterThan(0);
    expect(demoWeek.onTimeRate).toBeGreaterThan(0.5);
    expect(demoWeek.onTimeRate).toBeLessThan(1);
    expect(demoWeek.cancellationRate).toBeGreaterThan(0);
  });
});
