import { addStoreDays, storeDayOf } from '@seller-portal/contracts/analytics';
import { ipoPaths, type InboundOrder } from '@seller-portal/contracts/ipo';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inboundOrders } from '../src/modules/ipo/schema';
import { productItems } from '../src/modules/products/schema';
import { drivers } from './support/test-database';
import { demo, useTestServer } from './support/test-server';
import { createTestUser } from './support/test-users';

const cancelPath = (id: number | string) => ipoPaths.cancelPattern.replace(':id', String(id));

describe.each(drivers)('inbound purchase orders (§2.5 /ipo, §6 STORE_FBB-CENTER) (%s)', (driver) => {
  const server = useTestServer(driver);
  const rowCount = async () => (await server.database.db.select().from(inboundOrders)).length;
  const tomorrow = () => addStoreDays(storeDayOf(server.clock.now()), 1);

  /** A store of its own in the fulfilment programme with two products. */
  const newStore = async () => {
    const owner = await createTestUser(server, { mode: 'STORE', codes: ['STORE_FBB-CENTER'] });
    const storeCode = owner.storeCode as string;
    await server.database.db.insert(productItems).values([
      { itemId: `${storeCode}-A`, storeCode, name: 'Kopi Uji', price: 50_000, stock: 10, categoryCode: 'CAT-FOOD-COFFEE-TEA' },
      { itemId: `${storeCode}-B`, storeCode, name: 'Tas Uji', price: 20_000, stock: 10, categoryCode: 'CAT-FASHION-BAG' },
    ]);
    return { ...owner, storeCode };
  };

  it('sends stock to a warehouse: the order is SUBMITTED with the products’ names, one line per product, and listed newest first', async () => {
    const store = await newStore();
    const body = {
      warehouseCode: 'WH-CKR',
      arrivalDate: tomorrow(),
      lines: [
        { itemId: `${store.storeCode}-A`, quantity: 100 },
        { itemId: `${store.storeCode}-B`, quantity: 20 },
        { itemId: `${store.storeCode}-A`, quantity: 5 },
      ],
      note: '  Palet pertama  ',
    };
    const created = await server.call<InboundOrder>('POST', ipoPaths.orders, { cookie: store.cookie, body });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.value).toMatchObject({
      warehouseCode: 'WH-CKR',
      arrivalDate: tomorrow(),
      status: 'SUBMITTED',
      unitCount: 125,
      note: 'Palet pertama',
      lines: [
        { itemId: `${store.storeCode}-A`, name: 'Kopi Uji', quantity: 105 },
        { itemId: `${store.storeCode}-B`, name: 'Tas Uji', quantity: 20 },
      ],
    });
    server.clock.advance(1_000);
    const second = await server.call<InboundOrder>('POST', ipoPaths.orders, { cookie: store.cookie, body: { ...body, warehouseCode: 'WH-SBY' } });
    const list = await server.call<InboundOrder[]>('GET', ipoPaths.orders, { cookie: store.cookie });
    expect(list.body.value?.map((order) => order.id)).toEqual([second.body.value?.id, created.body.value?.id]);
  });

  it('refuses a bad order with a clear code and writes nothing', async () => {
    const store = await newStore();
    const other = await newStore();
    const today = storeDayOf(server.clock.now());
    const good = { warehouseCode: 'WH-CKR', arrivalDate: tomorrow(), lines: [{ itemId: `${store.storeCode}-A`, quantity: 1 }] };
    const before = await rowCount();
    for (const [body, status, code] of [
      [{ ...good, warehouseCode: 'WH-NOPE' }, 400, 'IPO_INVALID'],
      [{ ...good, lines: [] }, 400, 'IPO_INVALID'],
      [{ ...good, lines: [{ itemId: `${store.storeCode}-A`, quantity: 0 }] }, 400, 'IPO_INVALID'],
      [
        {
          ...good,
          lines: [
            { itemId: `${store.storeCode}-A`, quantity: 6_000 },
            { itemId: `${store.storeCode}-A`, quantity: 6_000 },
          ],
        },
        400,
        'IPO_INVALID',
      ],
      [{ ...good, arrivalDate: '2026-02-30' }, 400, 'IPO_INVALID'],
      [{ ...good, arrivalDate: today }, 400, 'IPO_ARRIVAL_DATE_INVALID'],
      [{ ...good, arrivalDate: addStoreDays(today, 31) }, 400, 'IPO_ARRIVAL_DATE_INVALID'],
      [{ ...good, lines: [{ itemId: `${other.storeCode}-A`, quantity: 1 }] }, 400, 'IPO_ITEM_NOT_FOUND'],
      [{ ...good, lines: [{ itemId: 'NO-SUCH-ITEM', quantity: 1 }] }, 400, 'IPO_ITEM_NOT_FOUND'],
    ] as const) {
      const answer = await server.call('POST', ipoPaths.orders, { cookie: store.cookie, body });
      expect([answer.status, answer.body.errorCode], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await rowCount()).toBe(before);
  });

  it('cancels a SUBMITTED order once; another store’s or an unknown one is IPO_NOT_FOUND, a received one IPO_NOT_CANCELLABLE', async () => {
    const store = await newStore();
    const other = await newStore();
    const body = { warehouseCode: 'WH-MDN', arrivalDate: tomorrow(), lines: [{ itemId: `${store.storeCode}-B`, quantity: 3 }] };
    const order = (await server.call<InboundOrder>('POST', ipoPaths.orders, { cookie: store.cookie, body })).body.value as InboundOrder;
    const theirs = await server.call('POST', cancelPath(order.id), { cookie: other.cookie });
    expect([theirs.status, theirs.body.errorCode]).toEqual([404, 'IPO_NOT_FOUND']);
    for (const id of [99_999_999, 'abc']) {
      const unknown = await server.call('POST', cancelPath(id), { cookie: store.cookie });
      expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'IPO_NOT_FOUND']);
    }
    const cancelled = await server.call<InboundOrder>('POST', cancelPath(order.id), { cookie: store.cookie });
    expect(cancelled.body.value).toMatchObject({ status: 'CANCELLED', cancelledAt: server.clock.now().toISOString() });
    const again = await server.call('POST', cancelPath(order.id), { cookie: store.cookie });
    expect([again.status, again.body.errorCode]).toEqual([409, 'IPO_NOT_CANCELLABLE']);

    const received = (await server.call<InboundOrder>('POST', ipoPaths.orders, { cookie: store.cookie, body })).body.value as InboundOrder;
    await server.database.db.update(inboundOrders).set({ status: 'RECEIVED' }).where(eq(inboundOrders.id, received.id));
    const late = await server.call('POST', cancelPath(received.id), { cookie: store.cookie });
    expect([late.status, late.body.errorCode]).toEqual([409, 'IPO_NOT_CANCELLABLE']);
  });

  it('offers the store’s own products by name with their stock', async () => {
    const store = await newStore();
    const answer = await server.call<{ itemId: string; name: string; stock: number }[]>('GET', ipoPaths.products, { cookie: store.cookie });
    expect(answer.body.value).toEqual([
      { itemId: `${store.storeCode}-A`, name: 'Kopi Uji', stock: 10 },
      { itemId: `${store.storeCode}-B`, name: 'Tas Uji', stock: 10 },
    ]);
  });

  it('lists the demo seller’s orders: received, on its way and cancelled', async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    const list = await server.call<InboundOrder[]>('GET', ipoPaths.orders, { cookie });
    expect(new Set(list.body.value?.map((order) => order.status))).toEqual(new Set(['RECEIVED', 'SUBMITTED', 'CANCELLED']));
  });

  it('answers 401 PE403002 without a session and 403 PE403001 without STORE_FBB-CENTER or in another mode', async () => {
    const anonymous = await server.call('GET', ipoPaths.orders);
    expect([anonymous.status, anonymous.body.errorCode]).toEqual([401, 'PE403002']);
    const withoutCode = await createTestUser(server, { mode: 'STORE', codes: ['STORE_ORDER'] });
    const internal = await server.signIn(demo.internal.username, demo.internal.password);
    for (const cookie of [withoutCode.cookie, internal]) {
      const answer = await server.call('GET', ipoPaths.orders, { cookie });
      expect([answer.status, answer.body.errorCode]).toEqual([403, 'PE403001']);
    }
  });
});
