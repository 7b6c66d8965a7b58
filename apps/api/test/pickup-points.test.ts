import {
  pickupPointCalls,
  pickupPointPaths,
  type InvalidPickupSchedule,
  type PickupPointDetail,
  type PickupPointRequest,
  type Region,
} from '@seller-portal/contracts/pickup-points';
import { analyticsPaths, type SellerTask } from '@seller-portal/contracts/analytics';
import { apiPaths, type Session } from '@seller-portal/contracts/core';
import { orderPaths, orderPathsOf } from '@seller-portal/contracts/orders';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pickupPoints } from '../src/db/schema';
import { productItems } from '../src/modules/products/schema';
import { devChatCustomerTokenSecret, signCustomerToken } from '../src/modules/customer-tokens';
import { marketplaceOrderRequest, placeMarketplaceOrder } from './support/marketplace-orders';
import { drivers } from './support/test-database';
import { demo, startTestServer, useTestServer } from './support/test-server';

const pointPath = (code: string) => pickupPointPaths.pickupPointPattern.replace(':pickupPointCode', encodeURIComponent(code));

/** A pickup point in Kebayoran Baru, South Jakarta, open on weekdays 08:00–17:00 with a JNE pickup at 10:00. */
function request(overrides: Partial<PickupPointRequest> = {}): PickupPointRequest {
  return {
    name: 'Gudang Kebayoran',
    address: 'Jl. Panglima Polim No. 1',
    provinceCode: '31',
    cityCode: '31.74',
    districtCode: '31.74.07',
    postalCode: '12160',
    latitude: -6.2441,
    longitude: 106.8001,
    phone: '0217201234',
    isMain: false,
    couriers: ['JNE', 'JNT'],
    openingHours: [1, 2, 3, 4, 5].map((day) => ({ day: day as 1, open: '08:00', close: '17:00' })),
    schedules: [{ courier: 'JNE', day: 1, start: '10:00', end: '12:00' }],
    ...overrides,
  };
}

// The server (and its database) lives for the whole file: each test makes the pickup points it changes.
describe.each(drivers)('pickup points (%s)', (driver) => {
  const server = useTestServer(driver);
  const seller = () => server.signIn(demo.seller.username, demo.seller.password);
  const rowOf = async (code: string) => (await server.database.db.select().from(pickupPoints).where(eq(pickupPoints.code, code)))[0];
  const storeRows = async (storeCode: string) =>
    server.database.db
      .select()
      .from(pickupPoints)
      .where(and(eq(pickupPoints.storeCode, storeCode), eq(pickupPoints.active, true)));

  it('answers Indonesia’s provinces, the cities of a province and the districts of a city from the bundled data', async () => {
    const cookie = await seller();
    const provinces = await server.call<Region[]>('GET', pickupPointPaths.provinces, { cookie });
    expect(provinces.status).toBe(200);
    expect(provinces.body.value).toHaveLength(38);
    expect(provinces.body.value).toContainEqual({ code: '31', name: 'Daerah Khusus Ibukota Jakarta' });
    expect(provinces.headers.get('cache-control')).toContain('max-age=86400');
    const cities = await server.call<Region[]>('GET', `${pickupPointPaths.cities}?provinceCode=31`, { cookie });
    expect(cities.body.value?.map((c) => c.code).sort()).toEqual(['31.01', '31.71', '31.72', '31.73', '31.74', '31.75']);
    const districts = await server.call<Region[]>('GET', `${pickupPointPaths.districts}?cityCode=31.74`, { cookie });
    expect(districts.body.value).toContainEqual({ code: '31.74.07', name: 'Kebayoran Baru' });
    expect(districts.body.value?.every((d) => d.code.startsWith('31.74.'))).toBe(true);
    for (const path of [`${pickupPointPaths.cities}?provinceCode=99`, `${pickupPointPaths.districts}?cityCode=nope`]) {
      const unknown = await server.call('GET', path, { cookie });
      expect([unknown.status, unknown.body.errorCode]).toEqual([400, 'PICKUP_POINT_REGION_UNKNOWN']);
    }
  });

  it('lists the demo store’s pickup points with full addresses, the main one first, and flags the demo’s invalid schedule', async () => {
    const cookie = await seller();
    const list = await server.call<PickupPointDetail[]>('GET', pickupPointPaths.pickupPoints, { cookie });
    expect(list.status).toBe(200);
    const [main, ...others] = list.body.value ?? [];
    expect(main).toMatchObject({
      code: 'PP-DEMO-60001-JKT',
      isMain: true,
      city: { code: '31.73', name: 'Kota Administrasi Jakarta Barat' },
      invalidScheduleCount: 0,
    });
    expect(others.find((p) => p.code === 'PP-DEMO-60001-BDG')).toMatchObject({ district: { code: '32.73.16', name: 'Kiaracondong' }, invalidScheduleCount: 1 });
    const invalid = await server.call<InvalidPickupSchedule[]>('GET', pickupPointPaths.invalidSchedules, { cookie });
    expect(invalid.status).toBe(200);
    expect(invalid.body.value).toContainEqual({
      pickupPointCode: 'PP-DEMO-60001-BDG',
      pickupPointName: 'Gudang Bandung',
      schedule: { courier: 'GOSEND', day: 6, start: '15:00', end: '17:00' },
      problems: ['OUTSIDE_OPENING_HOURS'],
    });
  });

  it('adds, edits and removes a pickup point; the first call of §7 names every schedule that cannot work and why', async () => {
    const cookie = await seller();
    const created = await server.call<PickupPointDetail>('POST', pickupPointPaths.pickupPoints, { cookie, body: request() });
    expect(created.status).toBe(200);
    const code = (created.body.value as PickupPointDetail).code;
    expect(created.body.value).toMatchObject({
      name: 'Gudang Kebayoran',
      province: { code: '31' },
      district: { name: 'Kebayoran Baru' },
      isMain: false,
      invalidScheduleCount: 0,
    });

    // The whole address on one line is what the orders' shipping labels print as the sender's.
    expect(await rowOf(code)).toMatchObject({
      fullAddress: 'Jl. Panglima Polim No. 1, Kebayoran Baru, Kota Administrasi Jakarta Selatan, Daerah Khusus Ibukota Jakarta, 12160',
    });

    // A pickup after closing, two JNE pickups that overlap, and a SiCepat pickup at a point SiCepat does not collect from.
    const schedules = [
      { courier: 'JNE', day: 1, start: '10:00', end: '12:00' },
      { courier: 'JNE', day: 1, start: '11:00', end: '13:00' },
      { courier: 'JNT', day: 2, start: '16:00', end: '18:00' },
      { courier: 'SICEPAT', day: 3, start: '09:00', end: '10:00' },
    ] as const;
    const edited = await server.call<PickupPointDetail>('PUT', pointPath(code), {
      cookie,
      body: request({ name: 'Gudang Kebayoran Baru', schedules: [...schedules] }),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.value).toMatchObject({ name: 'Gudang Kebayoran Baru', invalidScheduleCount: 4 });
    const invalid = await server.call<InvalidPickupSchedule[]>('GET', pickupPointPaths.invalidSchedules, { cookie });
    expect(invalid.body.value?.filter((i) => i.pickupPointCode === code).map((i) => [i.schedule.courier, i.schedule.start, i.problems])).toEqual([
      ['JNE', '10:00', ['OVERLAPPING']],
      ['JNE', '11:00', ['OVERLAPPING']],
      ['JNT', '16:00', ['OUTSIDE_OPENING_HOURS']],
      ['SICEPAT', '09:00', ['COURIER_NOT_AVAILABLE']],
    ]);

    const removed = await server.call('DELETE', pointPath(code), { cookie });
    expect([removed.status, removed.body.success]).toEqual([200, true]);
    expect(await rowOf(code)).toMatchObject({ active: false });
    const gone = await server.call('GET', pointPath(code), { cookie });
    expect([gone.status, gone.body.errorCode]).toEqual([404, 'PICKUP_POINT_NOT_FOUND']);
  });

  it('shows a new pickup point in the session (what the order filters and chat offer) and takes a removed one out', async () => {
    const cookie = await seller();
    const codesInSession = async () => {
      // The session cache keeps an answer for seconds; the clock moves past it.
      server.clock.advance(10_000);
      const answer = await server.call<Session>('GET', apiPaths.session, { cookie });
      return (answer.body.value?.pickupPoints ?? []).map((p) => p.code);
    };
    const created = await server.call<PickupPointDetail>('POST', pickupPointPaths.pickupPoints, { cookie, body: request({ name: 'Gudang Sesi' }) });
    const code = (created.body.value as PickupPointDetail).code;
    expect(await codesInSession()).toContain(code);
    expect((await server.call('DELETE', pointPath(code), { cookie })).status).toBe(200);
    expect(await codesInSession()).not.toContain(code);
  });

  it('keeps one main pickup point: making one main makes the other not, and the main one can be neither unmade nor removed', async () => {
    const cookie = await seller();
    const created = await server.call<PickupPointDetail>('POST', pickupPointPaths.pickupPoints, {
      cookie,
      body: request({ name: 'Gudang Utama Baru', isMain: true }),
    });
    const code = (created.body.value as PickupPointDetail).code;
    expect(created.body.value?.isMain).toBe(true);
    expect((await storeRows('DEMO-60001')).filter((r) => r.isDefault).map((r) => r.code)).toEqual([code]);

    const unmade = await server.call('PUT', pointPath(code), { cookie, body: request({ isMain: false }) });
    expect([unmade.status, unmade.body.errorCode]).toEqual([409, 'PICKUP_POINT_MAIN_REQUIRED']);
    const removed = await server.call('DELETE', pointPath(code), { cookie });
    expect([removed.status, removed.body.errorCode]).toEqual([409, 'PICKUP_POINT_MAIN_REQUIRED']);

    // Jakarta becomes the main one again, so the demo stays as it was.
    const jakarta = await server.call<PickupPointDetail>('GET', pointPath('PP-DEMO-60001-JKT'), { cookie });
    const back = await server.call('PUT', pointPath('PP-DEMO-60001-JKT'), {
      cookie,
      body: { ...requestOf(jakarta.body.value as PickupPointDetail), isMain: true },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await storeRows('DEMO-60001')).filter((r) => r.isDefault).map((r) => r.code)).toEqual(['PP-DEMO-60001-JKT']);
    expect((await server.call('DELETE', pointPath(code), { cookie })).status).toBe(200);
  });

  it('refuses to remove a pickup point with open orders, with a clear code, and changes nothing', async () => {
    const cookie = await seller();
    const detail = await server.call<PickupPointDetail>('GET', pointPath('PP-DEMO-60001-BDG'), { cookie });
    expect(detail.body.value?.openOrderCount).toBeGreaterThan(0);
    const removed = await server.call<{ openOrderCount: number }>('DELETE', pointPath('PP-DEMO-60001-BDG'), { cookie });
    expect([removed.status, removed.body.errorCode]).toEqual([409, 'PICKUP_POINT_HAS_OPEN_ORDERS']);
    expect(removed.body.value).toEqual({ openOrderCount: detail.body.value?.openOrderCount });
    expect(await rowOf('PP-DEMO-60001-BDG')).toMatchObject({ active: true });
  });

  it('refuses to remove a pickup point while an order placed at it is open, and removes it once the order is cancelled', async () => {
    const cookie = await seller();
    const itemId = 'PP-TEST-ITEM';
    await server.database.db
      .insert(productItems)
      .values({ itemId, storeCode: 'DEMO-60001', name: 'Kopi Titik', price: 40_000, stock: 100 })
      .onConflictDoNothing();
    const created = await server.call<PickupPointDetail>('POST', pickupPointPaths.pickupPoints, { cookie, body: request({ name: 'Gudang Pesanan' }) });
    const code = (created.body.value as PickupPointDetail).code;
    const token = await signCustomerToken(devChatCustomerTokenSecret, { customerId: 'CUST-PP', name: 'Budi Santoso' }, server.clock.now());
    const order = await placeMarketplaceOrder(
      server,
      token,
      marketplaceOrderRequest('DEMO-60001', { items: [{ itemId, quantity: 1 }], pickupPointCode: code }),
    );
    expect(order.pickupPointCode).toBe(code);

    const refused = await server.call('DELETE', pointPath(code), { cookie });
    expect([refused.status, refused.body.errorCode, refused.body.value]).toEqual([409, 'PICKUP_POINT_HAS_OPEN_ORDERS', { openOrderCount: 1 }]);
    expect(await rowOf(code)).toMatchObject({ active: true });

    const cancelled = await server.call('POST', orderPathsOf.cancel(order.orderNumber), { cookie, body: { version: order.version, reason: 'OUT_OF_STOCK' } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await server.call('DELETE', pointPath(code), { cookie })).status).toBe(200);
    // The cancelled order keeps naming its pickup point, which stays as an inactive row.
    expect(await rowOf(code)).toMatchObject({ active: false, name: 'Gudang Pesanan' });
  });

  it('keeps overnight hours, and a schedule after midnight in them is valid while one past their closing is flagged', async () => {
    const cookie = await seller();
    const body = request({
      name: 'Gudang Malam',
      couriers: ['JNE'],
      openingHours: [{ day: 5, open: '22:00', close: '06:00', overnight: true }],
      schedules: [
        { courier: 'JNE', day: 6, start: '01:00', end: '02:00' },
        { courier: 'JNE', day: 6, start: '05:30', end: '06:30' },
      ],
    });
    const created = await server.call<PickupPointDetail>('POST', pickupPointPaths.pickupPoints, { cookie, body });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const point = created.body.value as PickupPointDetail;
    expect(point.openingHours).toEqual([{ day: 5, open: '22:00', close: '06:00', overnight: true }]);
    expect(point.invalidScheduleCount).toBe(1);
    const invalid = await server.call<InvalidPickupSchedule[]>('GET', pickupPointPaths.invalidSchedules, { cookie });
    expect(invalid.body.value?.filter((entry) => entry.pickupPointCode === point.code)).toEqual([
      {
        pickupPointCode: point.code,
        pickupPointName: 'Gudang Malam',
        schedule: { courier: 'JNE', day: 6, start: '05:30', end: '06:30' },
        problems: ['OUTSIDE_OPENING_HOURS'],
      },
    ]);
    expect((await server.call('DELETE', pointPath(point.code), { cookie })).status).toBe(200);
  });

  it('never leaves an open order at a removed pickup point when the order and the removal come at once', async () => {
    const cookie = await seller();
    const itemId = 'PP-RACE-ITEM';
    await server.database.db
      .insert(productItems)
      .values({ itemId, storeCode: 'DEMO-60001', name: 'Teh Balapan', price: 25_000, stock: 1_000 })
      .onConflictDoNothing();
    const token = await signCustomerToken(devChatCustomerTokenSecret, { customerId: 'CUST-PP-RACE', name: 'Sari Lestari' }, server.clock.now());
    for (let round = 0; round < 8; round++) {
      const created = await server.call<PickupPointDetail>('POST', pickupPointPaths.pickupPoints, {
        cookie,
        body: request({ name: `Gudang Balapan ${round}` }),
      });
      const code = (created.body.value as PickupPointDetail).code;
      const [order, removal] = await Promise.all([
        server.call('POST', orderPaths.marketplaceOrders, {
          body: marketplaceOrderRequest('DEMO-60001', { items: [{ itemId, quantity: 1 }], pickupPointCode: code }),
          headers: { authorization: `Bearer ${token}` },
        }),
        server.call('DELETE', pointPath(code), { cookie }),
      ]);
      const outcome = `${order.status} ${order.body.errorCode ?? ''} / ${removal.status} ${removal.body.errorCode ?? ''}`;
      // Either the order came first and the removal counted it, or the removal came first and the order found no point.
      expect(['200  / 409 PICKUP_POINT_HAS_OPEN_ORDERS', '400 ORDER_PICKUP_POINT_UNKNOWN / 200 ']).toContain(outcome);
      expect((await rowOf(code)).active).toBe(order.status === 200);
    }
  });

  it('refuses bad input with its own code and writes nothing', async () => {
    const cookie = await seller();
    const jakarta = (await server.call<PickupPointDetail>('GET', pointPath('PP-DEMO-60001-JKT'), { cookie })).body.value as PickupPointDetail;
    const before = await storeRows('DEMO-60001');
    const cases: [string, PickupPointRequest | Record<string, unknown>, string][] = [
      ['no province', request({ provinceCode: '' }), 'PICKUP_POINT_ADDRESS_INCOMPLETE'],
      ['no postal code', request({ postalCode: '' }), 'PICKUP_POINT_ADDRESS_INCOMPLETE'],
      ['a postal code of four digits', request({ postalCode: '1216' }), 'PICKUP_POINT_ADDRESS_INCOMPLETE'],
      ['a district of another city (Bandung’s Kiaracondong in South Jakarta)', request({ districtCode: '32.73.16' }), 'PICKUP_POINT_REGION_MISMATCH'],
      ['a city of another province', request({ provinceCode: '32' }), 'PICKUP_POINT_REGION_MISMATCH'],
      ['a district that does not exist', request({ districtCode: '31.74.99' }), 'PICKUP_POINT_REGION_MISMATCH'],
      ['hours that end before they start', request({ openingHours: [{ day: 1, open: '17:00', close: '08:00' }] }), 'PICKUP_POINT_HOURS_END_BEFORE_START'],
      [
        'overnight hours that close later than they opened',
        request({ openingHours: [{ day: 1, open: '08:00', close: '17:00', overnight: true }] }),
        'PICKUP_POINT_HOURS_END_BEFORE_START',
      ],
      [
        'two ranges of hours on one day',
        request({
          openingHours: [
            { day: 1, open: '08:00', close: '10:00' },
            { day: 1, open: '12:00', close: '17:00' },
          ],
        }),
        'PICKUP_POINT_HOURS_END_BEFORE_START',
      ],
      [
        'a schedule that ends before it starts',
        request({ schedules: [{ courier: 'JNE', day: 1, start: '12:00', end: '10:00' }] }),
        'PICKUP_POINT_HOURS_END_BEFORE_START',
      ],
      [
        'an unknown courier in a schedule',
        request({ schedules: [{ courier: 'PIGEON', day: 1, start: '10:00', end: '12:00' }] }),
        'PICKUP_POINT_COURIER_UNKNOWN',
      ],
      ['an unknown courier at the point', request({ couriers: ['JNE', 'PIGEON'] }), 'PICKUP_POINT_COURIER_UNKNOWN'],
      ['a time that is not HH:MM', request({ openingHours: [{ day: 1, open: '8', close: '17:00' }] }), 'PICKUP_POINT_INVALID'],
      ['a blank name', request({ name: '  ' }), 'PICKUP_POINT_INVALID'],
      ['a phone number that is not one', request({ phone: 'call me' }), 'PICKUP_POINT_INVALID'],
      ['a latitude without a longitude', request({ longitude: null }), 'PICKUP_POINT_INVALID'],
      ['a latitude off the map', request({ latitude: 91 }), 'PICKUP_POINT_INVALID'],
      ['a day that is not a weekday', { ...request(), openingHours: [{ day: 8, open: '08:00', close: '17:00' }] }, 'PICKUP_POINT_INVALID'],
    ];
    for (const [, body, code] of cases) {
      const created = await server.call('POST', pickupPointPaths.pickupPoints, { cookie, body });
      expect([created.status, created.body.errorCode, created.body.success]).toEqual([400, code, false]);
      const edited = await server.call('PUT', pointPath('PP-DEMO-60001-JKT'), { cookie, body: { ...body, isMain: true } });
      expect([edited.status, edited.body.errorCode]).toEqual([400, code]);
    }
    expect(await storeRows('DEMO-60001')).toEqual(before);
    expect((await server.call<PickupPointDetail>('GET', pointPath('PP-DEMO-60001-JKT'), { cookie })).body.value).toEqual(jakarta);
  });

  it('answers another store’s pickup point as not found, to read, change or remove it, and changes nothing', async () => {
    const cookie = await seller();
    const before = await rowOf('PP-DEMO-60009-SBY');
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', request({ isMain: true })],
      ['DELETE', undefined],
    ] as const) {
      const answer = await server.call(method, pointPath('PP-DEMO-60009-SBY'), { cookie, body });
      expect([answer.status, answer.body.errorCode]).toEqual([404, 'PICKUP_POINT_NOT_FOUND']);
    }
    expect(await rowOf('PP-DEMO-60009-SBY')).toEqual(before);
    const list = await server.call<PickupPointDetail[]>('GET', pickupPointPaths.pickupPoints, { cookie });
    expect(list.body.value?.some((p) => p.code.startsWith('PP-DEMO-60009'))).toBe(false);
  });

  it('refuses every call without a session (401), to another mode and to staff without the store-information code (403)', async () => {
    const anonymous = await server.call('GET', pickupPointPaths.pickupPoints);
    expect([anonymous.status, anonymous.body.errorCode]).toEqual([401, 'PE403002']);
    const staff = await server.signIn(demo.staff.username, demo.staff.password);
    const internal = await server.signIn(demo.internal.username, demo.internal.password);
    for (const cookie of [staff, internal]) {
      for (const [method, path, body] of [
        ['GET', pickupPointPaths.pickupPoints, undefined],
        ['GET', pickupPointPaths.invalidSchedules, undefined],
        ['POST', pickupPointPaths.pickupPoints, request()],
        ['PUT', pointPath('PP-DEMO-60001-BDG'), request()],
        ['DELETE', pointPath('PP-DEMO-60001-BDG'), undefined],
        ['GET', pickupPointPaths.provinces, undefined],
      ] as const) {
        const answer = await server.call(method, path, { cookie, body });
        expect([method, path, answer.status, answer.body.errorCode]).toEqual([method, path, 403, 'PE403001']);
      }
    }
    expect(await rowOf('PP-DEMO-60001-BDG')).toMatchObject({ active: true, name: 'Gudang Bandung' });
  });

  it('puts the invalid schedules on the dashboard’s tasks, and the task is done once they are fixed', async () => {
    const cookie = await server.signIn('mpp@demo.test', 'Mpp#2026');
    const task = async () =>
      (await server.call<SellerTask[]>('GET', analyticsPaths.tasks, { cookie })).body.value?.find((t) => t.kind === 'FIX_PICKUP_SCHEDULES');
    expect(await task()).toMatchObject({ count: 0, done: true, link: '/store/address' });
    const malang = (await server.call<PickupPointDetail>('GET', pointPath('PP-DEMO-60009-MLG'), { cookie })).body.value as PickupPointDetail;
    const broken = { ...requestOf(malang), schedules: [...malang.schedules, { courier: 'JNE', day: 6, start: '10:00', end: '11:00' } as const] };
    expect((await server.call('PUT', pointPath('PP-DEMO-60009-MLG'), { cookie, body: broken })).status).toBe(200);
    expect(await task()).toMatchObject({ count: 1, done: false, link: '/store/address' });
    expect((await server.call('PUT', pointPath('PP-DEMO-60009-MLG'), { cookie, body: requestOf(malang) })).status).toBe(200);
    expect(await task()).toMatchObject({ count: 0, done: true });
  });

  it('answers no map tiles unless a tile server is configured, and that server’s template when one is', async () => {
    const cookie = await seller();
    expect((await server.call('GET', pickupPointPaths.map, { cookie })).body.value).toEqual({ tileUrl: null });
    const tileUrl = 'https://tiles.example.com/{z}/{x}/{y}.png';
    const withTiles = await startTestServer(driver, { database: server.database, clock: server.clock, pickupPointsMapTileUrl: tileUrl });
    try {
      const cookieThere = await withTiles.signIn(demo.seller.username, demo.seller.password);
      expect((await withTiles.call('GET', pickupPointPaths.map, { cookie: cookieThere })).body.value).toEqual({ tileUrl });
    } finally {
      await withTiles.close();
    }
  });

  it('declares its calls with the feature’s access', () => {
    expect(pickupPointCalls.invalidSchedules.path).toBe('/backend/bp/store-pickuppoint/findInvalidPickupSchedulesPickupPoint');
  });
});

/** The request that writes a pickup point as it is. */
function requestOf(point: PickupPointDetail): PickupPointRequest {
  return {
    name: point.name,
    address: point.address,
    provinceCode: point.province?.code ?? '',
    cityCode: point.city?.code ?? '',
    districtCode: point.district?.code ?? '',
    postalCode: point.postalCode ?? '',
    latitude: point.latitude,
    longitude: point.longitude,
    phone: point.phone ?? '',
    isMain: point.isMain,
    couriers: point.couriers,
    openingHours: point.openingHours,
    schedules: point.schedules,
  };
}
