import { orderIdempotencyKeyHeader, orderPaths, orderPathsOf, type MarketplaceOrderRequest, type OrderDetail } from '@seller-portal/contracts/orders';
import { productPaths, type ProductItem } from '@seller-portal/contracts/products';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderIdempotencyKeys, orderItems, orders } from '../src/modules/orders/schema';
import { pickupPoints } from '../src/db/schema';
import { productItems } from '../src/modules/products/schema';
import { devChatCustomerTokenSecret, signCustomerToken } from '../src/modules/customer-tokens';
import { devOrderServiceToken } from '../src/modules/orders';
import { drivers } from './support/test-database';
import { demo, useTestServer, type TestServer } from './support/test-server';
import { createTestUser, type TestUser } from './support/test-users';

/** A store of its own with a pickup point, its owner with STORE_ORDER, and items with the stock given. */
async function newStore(server: TestServer, stock: Record<string, number>): Promise<{ owner: TestUser; storeCode: string; itemId: (name: string) => string }> {
  const owner = await createTestUser(server, { mode: 'STORE', codes: ['STORE_ORDER'] });
  const storeCode = owner.storeCode as string;
  const itemId = (name: string) => `${storeCode}-${name}`;
  await server.database.db.insert(pickupPoints).values({ code: `PP-${storeCode}`, storeCode, name: 'Gudang Uji', isDefault: true });
  await server.database.db
    .insert(productItems)
    .values(Object.entries(stock).map(([name, units]) => ({ itemId: itemId(name), storeCode, name: `Barang ${name}`, price: 25_000, stock: units })));
  return { owner, storeCode, itemId };
}

function orderRequest(storeCode: string, items: MarketplaceOrderRequest['items']): MarketplaceOrderRequest {
  return {
    storeCode,
    items,
    courier: 'JNT',
    paymentMethod: 'BANK_TRANSFER',
    shippingFee: 12_000,
    customerPhone: '081234567890',
    shippingAddress: { recipientName: 'Budi', phone: '081234567890', street: 'Jl. Merdeka 1', city: 'Jakarta', province: 'DKI Jakarta', postalCode: '12430' },
  };
}

/**
 * Stock follows orders: a placed order takes its units off the stock at once, atomically and never below zero (an
 * order for more than is left is refused and writes nothing), a cancelled one puts them back, a completed one counts
 * them as sold; a replayed Idempotency-Key takes them once; a seller's stock edit started before an order is told.
 */
describe.each(drivers)('stock follows orders (%s)', (driver) => {
  const server = useTestServer(driver);
  const tokens = new Map<string, string>();
  const tokenOf = async (customerId: string) => {
    let token = tokens.get(customerId);
    if (!token) {
      token = await signCustomerToken(devChatCustomerTokenSecret, { customerId, name: `Pembeli ${customerId}` }, server.clock.now());
      tokens.set(customerId, token);
    }
    return token;
  };
  const place = async (customerId: string, body: MarketplaceOrderRequest, key?: string) =>
    server.call<OrderDetail>('POST', orderPaths.marketplaceOrders, {
      body,
      headers: { authorization: `Bearer ${await tokenOf(customerId)}`, ...(key ? { [orderIdempotencyKeyHeader]: key } : {}) },
    });
  const stockOf = async (itemIds: string[]) => {
    const rows = await server.database.db
      .select({ itemId: productItems.itemId, stock: productItems.stock, soldCount: productItems.soldCount, version: productItems.version })
      .from(productItems)
      .where(inArray(productItems.itemId, itemIds));
    return Object.fromEntries(rows.map((row) => [row.itemId, { stock: row.stock, sold: row.soldCount, version: row.version }]));
  };
  const ordersOfStore = async (storeCode: string) => (await server.database.db.select({ n: count() }).from(orders).where(eq(orders.storeCode, storeCode)))[0].n;

  it('20 orders at once for the last 5 units: exactly 5 are placed, the others are refused ORDER_ITEM_OUT_OF_STOCK, the stock ends at 0', async () => {
    const { storeCode, itemId } = await newStore(server, { A: 5 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => place(`RACE-${n}`, orderRequest(storeCode, [{ itemId: itemId('A'), quantity: 1 }]))),
    );
    const placed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect([answer.status, answer.body.success, answer.body.errorCode]).toEqual([409, false, 'ORDER_ITEM_OUT_OF_STOCK']);
      expect(answer.body.value).toEqual({ items: [{ itemId: itemId('A'), requested: 1, available: 0 }] });
    }
    expect((await stockOf([itemId('A')]))[itemId('A')].stock).toBe(0);
    expect(await ordersOfStore(storeCode)).toBe(5);
  });

  it('an order with one line short of stock writes nothing: no order, no stock taken from its other lines, its key free again', async () => {
    const { storeCode, itemId } = await newStore(server, { A: 10, B: 1 });
    const body = orderRequest(storeCode, [
      { itemId: itemId('A'), quantity: 3 },
      { itemId: itemId('B'), quantity: 2 },
    ]);
    const refused = await place('SHORT-1', body, 'order-short-1');
    expect([refused.status, refused.body.errorCode]).toEqual([409, 'ORDER_ITEM_OUT_OF_STOCK']);
    expect(refused.body.value).toEqual({ items: [{ itemId: itemId('B'), requested: 2, available: 1 }] });
    expect(await stockOf([itemId('A'), itemId('B')])).toEqual({
      [itemId('A')]: { stock: 10, sold: 0, version: 1 },
      [itemId('B')]: { stock: 1, sold: 0, version: 1 },
    });
    expect(await ordersOfStore(storeCode)).toBe(0);
    const keys = await server.database.db.select({ n: count() }).from(orderIdempotencyKeys).where(eq(orderIdempotencyKeys.customerId, 'SHORT-1'));
    expect(keys[0].n).toBe(0);

    // An item named on two lines counts once with both quantities: 1 + 1 of B fits, 1 + 1 + 1 would not.
    const twice = await place(
      'SHORT-1',
      orderRequest(storeCode, [
        { itemId: itemId('B'), quantity: 1 },
        { itemId: itemId('B'), quantity: 1 },
      ]),
    );
    expect(twice.body.value).toEqual({ items: [{ itemId: itemId('B'), requested: 2, available: 1 }] });
    expect((await place('SHORT-1', orderRequest(storeCode, [{ itemId: itemId('B'), quantity: 1 }]))).status).toBe(200);
    expect((await stockOf([itemId('B')]))[itemId('B')].stock).toBe(0);
  });

  it('a replayed Idempotency-Key reserves once, also when the repeats arrive at once', async () => {
    const { storeCode, itemId } = await newStore(server, { A: 10 });
    const body = orderRequest(storeCode, [{ itemId: itemId('A'), quantity: 2 }]);
    const answers = await Promise.all([place('REPLAY-1', body, 'order-replay-1'), place('REPLAY-1', body, 'order-replay-1')]);
    const again = await place('REPLAY-1', body, 'order-replay-1');
    for (const answer of [...answers, again]) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(new Set([...answers, again].map((answer) => answer.body.value?.orderNumber)).size).toBe(1);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await stockOf([itemId('A')]))[itemId('A')].stock).toBe(8);
    expect(await ordersOfStore(storeCode)).toBe(1);
  });

  it('a cancelled order puts its units back, once, whoever had accepted it', async () => {
    const { owner, storeCode, itemId } = await newStore(server, { A: 10, B: 4 });
    const placed = await place(
      'CANCEL-1',
      orderRequest(storeCode, [
        { itemId: itemId('A'), quantity: 2 },
        { itemId: itemId('B'), quantity: 4 },
      ]),
    );
    expect(placed.status).toBe(200);
    expect(await stockOf([itemId('A'), itemId('B')])).toMatchObject({ [itemId('A')]: { stock: 8 }, [itemId('B')]: { stock: 0 } });
    const orderNumber = placed.body.value?.orderNumber as string;
    await server.call('POST', orderPathsOf.accept(orderNumber), { cookie: owner.cookie, body: { version: 1 } });
    const cancelled = await server.call<OrderDetail>('POST', orderPathsOf.cancel(orderNumber), {
      cookie: owner.cookie,
      body: { version: 2, reason: 'CUSTOMER_REQUEST' },
    });
    expect(cancelled.body.value?.status, JSON.stringify(cancelled.body)).toBe('CANCELLED');
    expect(await stockOf([itemId('A'), itemId('B')])).toMatchObject({ [itemId('A')]: { stock: 10, sold: 0 }, [itemId('B')]: { stock: 4, sold: 0 } });
    // A second cancel is refused by the state machine and returns nothing more.
    const again = await server.call('POST', orderPathsOf.cancel(orderNumber), { cookie: owner.cookie, body: { version: 3, reason: 'CUSTOMER_REQUEST' } });
    expect(again.body.errorCode).toBe('ORDER_ALREADY_CANCELLED');
    expect((await stockOf([itemId('A')]))[itemId('A')].stock).toBe(10);
  });

  it('the customer cancels an order the seller has not accepted: its units go back; once accepted, the seller decides', async () => {
    const { owner, storeCode, itemId } = await newStore(server, { A: 6 });
    const cancel = async (orderNumber: string, customerId: string) =>
      server.call<OrderDetail>('POST', orderPathsOf.marketplaceCancellation(orderNumber), {
        headers: { authorization: `Bearer ${await tokenOf(customerId)}` },
      });
    const first = (await place('BUYER-1', orderRequest(storeCode, [{ itemId: itemId('A'), quantity: 2 }]))).body.value as OrderDetail;
    const second = (await place('BUYER-1', orderRequest(storeCode, [{ itemId: itemId('A'), quantity: 3 }]))).body.value as OrderDetail;
    expect((await stockOf([itemId('A')]))[itemId('A')].stock).toBe(1);

    // Another customer's order is not theirs to cancel.
    expect((await cancel(first.orderNumber, 'BUYER-2')).body.errorCode).toBe('ORDER_NOT_FOUND');
    const cancelled = await cancel(first.orderNumber, 'BUYER-1');
    expect(cancelled.body.value, JSON.stringify(cancelled.body)).toMatchObject({ status: 'CANCELLED', cancelReason: 'CUSTOMER_REQUEST' });
    expect(cancelled.body.value?.history.at(-1)).toMatchObject({ status: 'CANCELLED', actor: 'customer' });
    expect((await stockOf([itemId('A')]))[itemId('A')].stock).toBe(3);

    await server.call('POST', orderPathsOf.accept(second.orderNumber), { cookie: owner.cookie, body: { version: 1 } });
    const late = await cancel(second.orderNumber, 'BUYER-1');
    expect([late.status, late.body.errorCode, late.body.value?.status]).toEqual([409, 'ORDER_ACTION_NOT_ALLOWED', 'READY_TO_SHIP']);
    expect((await stockOf([itemId('A')]))[itemId('A')].stock).toBe(3);
  });

  it('a completed order counts its units as sold and leaves the stock where its placement put it', async () => {
    const { owner, storeCode, itemId } = await newStore(server, { A: 10 });
    const placed = await place('DONE-1', orderRequest(storeCode, [{ itemId: itemId('A'), quantity: 3 }]));
    const orderNumber = placed.body.value?.orderNumber as string;
    await server.call('POST', orderPathsOf.accept(orderNumber), { cookie: owner.cookie, body: { version: 1 } });
    await server.call('POST', orderPathsOf.ship(orderNumber), { cookie: owner.cookie, body: { version: 2, trackingNumber: 'JP1234567890' } });
    server.clock.advance(60_000);
    const delivered = await server.call('POST', orderPathsOf.marketplaceDelivery(orderNumber), {
      body: {},
      headers: { authorization: `Bearer ${devOrderServiceToken}` },
    });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    expect((await stockOf([itemId('A')]))[itemId('A')]).toMatchObject({ stock: 7, sold: 0 });
    const completed = await server.call<OrderDetail>('POST', orderPathsOf.marketplaceReceipt(orderNumber), {
      headers: { authorization: `Bearer ${await tokenOf('DONE-1')}` },
    });
    expect(completed.body.value?.status, JSON.stringify(completed.body)).toBe('COMPLETED');
    expect((await stockOf([itemId('A')]))[itemId('A')]).toMatchObject({ stock: 7, sold: 3 });
  });

  it('the seller’s stock edit started before an order came in is told the stock changed, with the product as it is', async () => {
    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    const itemId = 'ITEM-60001-002';
    const before = (await stockOf([itemId]))[itemId];
    const placed = await place('EDIT-1', orderRequest('DEMO-60001', [{ itemId, quantity: 2 }]));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const after = (await stockOf([itemId]))[itemId];
    expect(after.stock).toBe(before.stock - 2);

    // The seller opened the edit at the version before the order and sets the stock they counted then.
    const stale = await server.call<ProductItem>('PUT', productPaths.item(itemId), { cookie: seller, body: { stock: 10, version: before.version } });
    expect([stale.status, stale.body.errorCode]).toEqual([409, 'PRODUCT_VERSION_CONFLICT']);
    expect(stale.body.value).toMatchObject({ itemId, stock: before.stock - 2, version: after.version });
    // Seen the new stock, the same edit goes through.
    const fresh = await server.call<ProductItem>('PUT', productPaths.item(itemId), { cookie: seller, body: { stock: 10, version: after.version } });
    expect(fresh.body.value).toMatchObject({ itemId, stock: 10 });
  });

  it('the demo products’ sold counts are the units of their completed demo orders', async () => {
    const db = server.database.db;
    const sold = await db
      .select({ itemId: orderItems.itemId, units: sql<number>`sum(${orderItems.quantity})`.mapWith(Number) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.storeCode, 'DEMO-60001'), eq(orders.status, 'COMPLETED')))
      .groupBy(orderItems.itemId);
    expect(sold.length).toBeGreaterThan(0);
    const products = await db
      .select({ itemId: productItems.itemId, soldCount: productItems.soldCount })
      .from(productItems)
      .where(eq(productItems.storeCode, 'DEMO-60001'));
    const units = new Map(sold.map((row) => [row.itemId, row.units]));
    for (const product of products) expect(product.soldCount, product.itemId).toBe(units.get(product.itemId) ?? 0);
  });
});
