import { orderIdempotencyKeyHeader, orderLimits, orderPaths, type MarketplaceOrderRequest, type OrderDetail } from '@seller-portal/contracts/orders';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderIdempotencyKeys, orders } from '../src/modules/orders/schema';
import { pickupPoints } from '../src/db/schema';
import { productItems } from '../src/modules/products/schema';
import { devChatCustomerTokenSecret, signCustomerToken } from '../src/modules/customer-tokens';
import { drivers } from './support/test-database';
import { startTestServer, TestClock } from './support/test-server';
import { createTestUser } from './support/test-users';

type Started = Awaited<ReturnType<typeof startTestServer>>;

/**
 * The marketplace's order call as a buyer app retries it (IETF httpapi idempotency-key draft, Stripe): one order per
 * key, whatever the number of repeats, concurrent ones and server processes; and no order larger than a real one.
 */
describe.each(drivers)('marketplace orders: Idempotency-Key and order size (%s)', (driver) => {
  let a: Started;
  let b: Started;
  const clock = new TestClock();
  let storeCode: string;

  const headers = async (customerId: string, key?: string) => ({
    authorization: `Bearer ${await signCustomerToken(devChatCustomerTokenSecret, { customerId, name: `Pembeli ${customerId}` }, clock.now())}`,
    ...(key === undefined ? {} : { [orderIdempotencyKeyHeader]: key }),
  });
  const request = (overrides: Partial<MarketplaceOrderRequest> = {}): MarketplaceOrderRequest => ({
    storeCode,
    items: [{ itemId: `${storeCode}-A`, quantity: 2 }],
    courier: 'JNT',
    paymentMethod: 'BANK_TRANSFER',
    shippingFee: 12_000,
    customerPhone: '081234567890',
    shippingAddress: { recipientName: 'Budi', phone: '081234567890', street: 'Jl. Merdeka 1', city: 'Jakarta', province: 'DKI Jakarta', postalCode: '12430' },
    ...overrides,
  });
  const place = async (server: Started, customerId: string, key: string | undefined, body: unknown = request()) =>
    server.call<OrderDetail>('POST', orderPaths.marketplaceOrders, { headers: await headers(customerId, key), body });
  const ordersOf = async (customerId: string) => (await a.database.db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId)))[0].n;

  beforeAll(async () => {
    a = await startTestServer(driver, { clock });
    b = await startTestServer(driver, { clock, database: a.database });
    const owner = await createTestUser(a, { mode: 'STORE', codes: ['STORE_ORDER'] });
    storeCode = owner.storeCode as string;
    await a.database.db.insert(pickupPoints).values({ code: `PP-${storeCode}`, storeCode, name: 'Gudang Uji', isDefault: true });
    await a.database.db.insert(productItems).values({ itemId: `${storeCode}-A`, storeCode, name: 'Kopi Uji', price: 50_000, stock: 100_000 });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('refuses an order of more lines or more of one item than a real order holds with 400 ORDER_TOO_LARGE, writing nothing', async () => {
    const line = { itemId: `${storeCode}-A`, quantity: 1 };
    const tooManyLines = await place(a, 'BIG-1', undefined, request({ items: Array.from({ length: orderLimits.itemsMax + 1 }, () => line) }));
    const tooMany = await place(a, 'BIG-1', undefined, request({ items: [{ ...line, quantity: orderLimits.quantityMax + 1 }] }));
    for (const refused of [tooManyLines, tooMany]) {
      expect([refused.status, refused.body.success, refused.body.errorCode]).toEqual([400, false, 'ORDER_TOO_LARGE']);
      expect(refused.body.value).toEqual({ itemsMax: orderLimits.itemsMax, quantityMax: orderLimits.quantityMax });
    }
    expect(await ordersOf('BIG-1')).toBe(0);
    expect((await place(a, 'BIG-1', undefined, request({ items: [{ ...line, quantity: orderLimits.quantityMax }] }))).status).toBe(200);
  });

  it('answers a repeat of the same request with the same key with the first order, through either process, and makes one', async () => {
    const first = await place(a, 'RETRY-1', 'order-7c1f2a');
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await place(b, 'RETRY-1', 'order-7c1f2a');
    const quoted = await place(a, 'RETRY-1', '"order-7c1f2a"');
    for (const repeat of [again, quoted]) {
      expect(repeat.status).toBe(first.status);
      expect(repeat.body.value).toEqual(first.body.value);
      expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    }
    expect(await ordersOf('RETRY-1')).toBe(1);

    // The key is the customer's own: another customer's same key is another order.
    expect((await place(a, 'RETRY-2', 'order-7c1f2a')).body.value?.orderNumber).not.toBe(first.body.value?.orderNumber);
    // No key: every request is an order, as before.
    await place(a, 'RETRY-3', undefined);
    await place(a, 'RETRY-3', undefined);
    expect(await ordersOf('RETRY-3')).toBe(2);
  });

  it('refuses the same key with another body with 409 ORDER_IDEMPOTENCY_KEY_REUSED, and a malformed key with 400', async () => {
    const first = await place(a, 'REUSE-1', 'k-reuse');
    expect(first.status).toBe(200);
    const other = await place(b, 'REUSE-1', 'k-reuse', request({ items: [{ itemId: `${storeCode}-A`, quantity: 3 }] }));
    expect([other.status, other.body.success, other.body.errorCode]).toEqual([409, false, 'ORDER_IDEMPOTENCY_KEY_REUSED']);
    expect(await ordersOf('REUSE-1')).toBe(1);

    for (const key of ['', 'with space', 'x'.repeat(orderLimits.idempotencyKeyMaxLength + 1)]) {
      const malformed = await place(a, 'REUSE-2', key);
      expect([malformed.status, malformed.body.errorCode]).toEqual([400, 'ORDER_IDEMPOTENCY_KEY_INVALID']);
    }
    expect(await ordersOf('REUSE-2')).toBe(0);
  });

  it('makes one order of identical requests sent at once to both processes, and answers each with it', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => place(i % 2 ? b : a, 'RACE-1', 'k-race')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.value?.orderNumber)).size).toBe(1);
    expect(await ordersOf('RACE-1')).toBe(1);
  });

  it('keeps a key 24 hours: the purge job deletes it after, and the key may then name a new order', async () => {
    const first = await place(a, 'LATER-1', 'k-later');
    clock.advance(orderLimits.idempotencyKeyLifetimeHours * 3_600_000 + 60_000);
    const purge = a.app.jobs.find((job) => job.name === 'expired order idempotency keys');
    await purge?.run(clock.now());
    const kept = await a.database.db.select().from(orderIdempotencyKeys).where(eq(orderIdempotencyKeys.customerId, 'LATER-1'));
    expect(kept).toEqual([]);
    const next = await place(a, 'LATER-1', 'k-later');
    expect(next.status).toBe(200);
    expect(next.body.value?.orderNumber).not.toBe(first.body.value?.orderNumber);
  });
});
