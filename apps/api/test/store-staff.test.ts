import type { AuditEntry, Page } from '@seller-portal/contracts/accounts';
import { analyticsPaths, type DashboardSummary, type StorePerformance } from '@seller-portal/contracts/analytics';
import { chatPaths, chatRoomPaths, chatTokenHeader, type ChatPickupPoint, type ChatRoomPage, type ChatSessionRecord } from '@seller-portal/contracts/chat';
import { apiPaths, realtimeCloseCodes, type Session } from '@seller-portal/contracts/core';
import {
  orderEventTypes,
  orderPaths,
  orderPathsOf,
  type OrderBulkResult,
  type OrderDetail,
  type OrderPage,
  type OrderStatusCounts,
} from '@seller-portal/contracts/orders';
import { storeStaffPaths, type StoreStaffList, type StoreStaffMember } from '@seller-portal/contracts/store-staff';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { orders } from '../src/modules/orders/schema';
import { RealtimeTestClient } from './support/realtime-client';
import { drivers } from './support/test-database';
import { demo, useTestServer, type Answer, type TestServer } from './support/test-server';
import { createTestUser } from './support/test-users';

const owner = { username: 'mpp@demo.test', password: 'Mpp#2026' };
const pointStaff = { username: 'pointstaff@demo.test', password: 'Pointstaff#2026' };
const store = 'DEMO-60009';
const surabaya = 'PP-DEMO-60009-SBY';
const malang = 'PP-DEMO-60009-MLG';

function value<T>(answer: Pick<Answer<T>, 'body'>): T {
  if (answer.body.value === null || answer.body.value === undefined) throw new Error(`no value: ${JSON.stringify(answer.body)}`);
  return answer.body.value;
}

/** A signed-in seller with a chat token. */
async function caller(server: TestServer, account: { username: string; password: string } | { cookie: string }) {
  const cookie = 'cookie' in account ? account.cookie : await server.signIn(account.username, account.password);
  const token = await server.call<string>('GET', chatPaths.generateToken, { cookie });
  return { cookie, headers: { [chatTokenHeader]: value(token) } };
}

// One server (and database) per driver for the file: the assignment tests put pointstaff@ back on Gudang Malang.
describe.each(drivers)('staff per pickup point (%s)', (driver) => {
  const server = useTestServer(driver);
  const db = () => server.database.db;

  const storeOrders = async (pickupPointCode?: string) =>
    db()
      .select({ orderNumber: orders.orderNumber, pickupPointCode: orders.pickupPointCode, status: orders.status, version: orders.version })
      .from(orders)
      .where(pickupPointCode ? and(eq(orders.storeCode, store), eq(orders.pickupPointCode, pickupPointCode)) : eq(orders.storeCode, store));
  const userIdOf = async (username: string) => (await db().select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
  const listed = async (who: { cookie: string }) =>
    value(await server.call<OrderPage>('GET', `${orderPaths.orders}?size=100`, who)).content.map((order) => order.pickupPointCode);
  const counted = async (who: { cookie: string }) => value(await server.call<OrderStatusCounts>('GET', orderPaths.counts, who)).ALL;
  const assign = (who: { cookie: string }, userId: string, pickupPointCodes: string[] | null) =>
    server.call<StoreStaffMember>('PUT', storeStaffPaths.pickupPoints(userId), { ...who, body: { pickupPointCodes } });

  it("a staff member of one pickup point never sees another point's orders: list, counts, detail, actions, labels, dashboard", async () => {
    const staff = await caller(server, pointStaff);
    const mine = await storeOrders(malang);
    const theirs = await storeOrders(surabaya);
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);

    const list = await listed(staff);
    expect(list).toHaveLength(mine.length);
    expect(new Set(list)).toEqual(new Set([malang]));
    expect(await counted(staff)).toBe(mine.length);
    // A filter naming the other point finds nothing rather than widening the scope.
    expect(value(await server.call<OrderPage>('GET', `${orderPaths.orders}?pickupPointCode=${surabaya}`, staff)).content).toEqual([]);
    expect(value(await server.call<OrderStatusCounts>('GET', `${orderPaths.counts}?pickupPointCode=${surabaya}`, staff)).ALL).toBe(0);

    const own = mine[0];
    expect(value(await server.call<OrderDetail>('GET', orderPathsOf.detail(own.orderNumber), staff)).pickupPointCode).toBe(malang);
    const other = theirs.find((order) => order.status === 'NEW') ?? theirs[0];
    for (const [method, path, body] of [
      ['GET', orderPathsOf.detail(other.orderNumber), undefined],
      ['GET', orderPathsOf.label(other.orderNumber), undefined],
      ['POST', orderPathsOf.accept(other.orderNumber), { version: other.version }],
      ['POST', orderPathsOf.ship(other.orderNumber), { version: other.version, trackingNumber: 'JP1234567890' }],
      ['POST', orderPathsOf.cancel(other.orderNumber), { version: other.version, reason: 'OUT_OF_STOCK' }],
    ] as const) {
      const answer = await server.call(method, path, { ...staff, body });
      expect([path, answer.status, answer.body.errorCode]).toEqual([path, 404, 'ORDER_NOT_FOUND']);
    }
    const bulk = value(
      await server.call<OrderBulkResult>('POST', orderPaths.bulkAccept, {
        ...staff,
        body: { orders: [{ orderNumber: other.orderNumber, version: other.version }] },
      }),
    );
    expect(bulk.results).toEqual([{ orderNumber: other.orderNumber, ok: false, errorCode: 'ORDER_NOT_FOUND' }]);
    // Nothing moved.
    expect((await storeOrders(surabaya)).find((order) => order.orderNumber === other.orderNumber)).toEqual(other);

    const ownerCaller = await caller(server, owner);
    const staffDashboard = value(await server.call<DashboardSummary>('GET', analyticsPaths.dashboardSummary, staff));
    const ownerDashboard = value(await server.call<DashboardSummary>('GET', analyticsPaths.dashboardSummary, ownerCaller));
    const open = (rows: { status: string }[]) => rows.filter((order) => order.status === 'NEW' || order.status === 'READY_TO_SHIP').length;
    expect(staffDashboard.orders?.toShip).toBe(open(mine));
    expect(ownerDashboard.orders?.toShip).toBe(open(mine) + open(theirs));
    const revenue = (summary: DashboardSummary) => summary.orders?.revenueByDay.reduce((sum, day) => sum + day.orders, 0) ?? 0;
    expect(revenue(staffDashboard)).toBeLessThan(revenue(ownerDashboard));
  });

  it("a staff member of one pickup point reads and writes only that point's MPP chat rooms", async () => {
    const staff = await caller(server, pointStaff);
    expect(value(await server.call<ChatPickupPoint[]>('GET', chatPaths.assignedPickupPoints, staff)).map((p) => p.code)).toEqual([malang]);
    const rooms = value(await server.call<ChatRoomPage>('GET', chatPaths.rooms, staff)).content;
    expect(rooms.length).toBeGreaterThan(0);
    expect(new Set(rooms.map((room) => room.pickupPointCode))).toEqual(new Set([malang]));
    expect(value(await server.call<ChatRoomPage>('GET', `${chatPaths.rooms}?pickupPointCode=${surabaya}`, staff)).content).toEqual([]);

    const ownerCaller = await caller(server, owner);
    const all = value(await server.call<ChatRoomPage>('GET', chatPaths.rooms, ownerCaller)).content;
    const other = all.find((room) => room.pickupPointCode === surabaya);
    if (!other) throw new Error('the demo has no Surabaya room');
    expect(value(await server.call<ChatSessionRecord>('GET', chatRoomPaths.room(other.roomId), ownerCaller)).roomId).toBe(other.roomId);
    for (const [method, path, body] of [
      ['GET', chatRoomPaths.room(other.roomId), undefined],
      ['GET', chatRoomPaths.messages(other.roomId), undefined],
      ['POST', chatRoomPaths.messages(other.roomId), { clientMessageId: 'staff-point-1', kind: 'text', text: 'Halo' }],
    ] as const) {
      const answer = await server.call(method, path, { ...staff, body });
      expect([path, answer.status, answer.body.errorCode]).toEqual([path, 404, 'CHAT_ROOM_NOT_FOUND']);
    }
    const dashboard = value(await server.call<DashboardSummary>('GET', analyticsPaths.dashboardSummary, staff));
    const ownerDashboard = value(await server.call<DashboardSummary>('GET', analyticsPaths.dashboardSummary, ownerCaller));
    expect(dashboard.chats?.unread).toBe(rooms.filter((room) => !room.hasBeenRead).length);
    expect(ownerDashboard.chats?.unread).toBe(all.filter((room) => !room.hasBeenRead).length);
  });

  it("live events of another point's orders and chat rooms never reach a staff member of one point, live or replayed; the owner hears all", async () => {
    const ownerCaller = await caller(server, owner);
    const staff = await caller(server, pointStaff);
    const sockets: RealtimeTestClient[] = [];
    const connect = (cookie: string, after?: string) => {
      const socket = new RealtimeTestClient(server.baseUrl, { cookie, after });
      sockets.push(socket);
      return socket;
    };
    try {
      const ownerSocket = connect(ownerCaller.cookie);
      const staffSocket = connect(staff.cookie);
      await Promise.all([ownerSocket.ready(), staffSocket.ready()]);
      const ready = staffSocket.frames.find((frame) => frame.t === 'ready');
      const staffPosition = ready?.t === 'ready' ? ready.lastId : '0';

      // An order of Surabaya changes status, and the owner writes into a Surabaya room, then into a Malang room.
      const movable = (await storeOrders(surabaya)).find((order) => order.status === 'NEW' || order.status === 'READY_TO_SHIP');
      if (!movable) throw new Error('the demo has no Surabaya order to move');
      const moved =
        movable.status === 'NEW'
          ? await server.call('POST', orderPathsOf.accept(movable.orderNumber), { ...ownerCaller, body: { version: movable.version } })
          : await server.call('POST', orderPathsOf.cancel(movable.orderNumber), { ...ownerCaller, body: { version: movable.version, reason: 'OUT_OF_STOCK' } });
      expect(moved.status).toBe(200);
      const rooms = value(await server.call<ChatRoomPage>('GET', chatPaths.rooms, ownerCaller)).content;
      const surabayaRoom = rooms.find((room) => room.pickupPointCode === surabaya);
      const malangRoom = rooms.find((room) => room.pickupPointCode === malang);
      if (!surabayaRoom || !malangRoom) throw new Error('the demo lacks a room of each point');
      const write = (roomId: string, clientMessageId: string) =>
        server.call('POST', chatRoomPaths.messages(roomId), { ...ownerCaller, body: { clientMessageId, kind: 'text', text: 'Halo dari pemilik' } });
      expect((await write(surabayaRoom.roomId, 'scope-live-sby')).status).toBe(200);
      expect((await write(malangRoom.roomId, 'scope-live-mlg')).status).toBe(200);

      const summary = (event: { type: string; payload: unknown }) => {
        const payload = event.payload as { orderNumber?: string; session?: { roomId: string } };
        return `${event.type}:${payload.orderNumber ?? payload.session?.roomId}`;
      };
      await ownerSocket.until((c) => c.events.length >= 3, 'three events for the owner');
      await staffSocket.until((c) => c.events.length >= 1, "the Malang room's event");
      expect(ownerSocket.events.map(summary)).toEqual([
        `${orderEventTypes.changed}:${movable.orderNumber}`,
        `chat.message:${surabayaRoom.roomId}`,
        `chat.message:${malangRoom.roomId}`,
      ]);
      // The Malang event came after the others: had the Surabaya ones been sent, they would be here before it.
      expect(staffSocket.events.map(summary)).toEqual([`chat.message:${malangRoom.roomId}`]);

      // Resumed from before them, the staff member's socket replays only the Malang room's event too.
      const resumed = connect(staff.cookie, staffPosition);
      await resumed.ready();
      expect(resumed.events.map(summary)).toEqual([`chat.message:${malangRoom.roomId}`]);

      // Assigned elsewhere, the member's sockets close to reconnect with the new audiences.
      const staffId = await userIdOf(pointStaff.username);
      expect((await assign(ownerCaller, staffId, [surabaya])).status).toBe(200);
      expect(await staffSocket.closedWith()).toBe(realtimeCloseCodes.sessionChanged);
      expect(ownerSocket.closed).toBeNull();
    } finally {
      await assign(ownerCaller, await userIdOf(pointStaff.username), [malang]);
      await Promise.all(sockets.map((socket) => socket.close()));
    }
  });

  it("a room without a point of its own belongs to the point of the last order named in it: hidden from the other points' staff, a room of none stays visible", async () => {
    // DEMO-60001 has no MPP chat: its rooms are per customer, with two pickup points (Jakarta, Bandung).
    const jakarta = 'PP-DEMO-60001-JKT';
    const bandung = 'PP-DEMO-60001-BDG';
    const ownerCaller = await caller(server, demo.seller);
    const member = await createTestUser(server, {
      mode: 'STORE',
      store: { code: 'DEMO-60001', isOwner: false },
      codes: ['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE'],
    });
    expect((await assign(ownerCaller, member.userId, [bandung])).status).toBe(200);
    const staff = await caller(server, member);
    const orderAt = async (pickupPointCode: string) => {
      const [row] = await db()
        .select({ orderNumber: orders.orderNumber })
        .from(orders)
        .where(and(eq(orders.storeCode, 'DEMO-60001'), eq(orders.pickupPointCode, pickupPointCode)))
        .limit(1);
      if (!row) throw new Error(`no demo order at ${pickupPointCode}`);
      return row.orderNumber;
    };
    const roomIds = async (who: { cookie: string; headers: Record<string, string> }) =>
      value(await server.call<ChatRoomPage>('GET', `${chatPaths.rooms}?size=100`, who)).content.map((room) => room.roomId);

    const all = await roomIds(ownerCaller);
    expect(all.length).toBeGreaterThanOrEqual(3);
    // No room names an order of the store yet: the member sees every one.
    expect(new Set(await roomIds(staff))).toEqual(new Set(all));

    const [ofJakarta, ofBandung, ofNone] = all;
    const nameOrder = (roomId: string, orderNumber: string, clientMessageId: string) =>
      server.call('POST', chatRoomPaths.messages(roomId), { ...ownerCaller, body: { clientMessageId, kind: 'order', orderNumber } });
    expect((await nameOrder(ofJakarta, await orderAt(jakarta), 'scope-order-jkt')).status).toBe(200);
    expect((await nameOrder(ofBandung, await orderAt(bandung), 'scope-order-bdg')).status).toBe(200);
    // An order number that is none of the store's orders ties the room to nothing.
    expect((await nameOrder(ofNone, 'ORD-20000101-9999', 'scope-order-none')).status).toBe(200);

    const seen = await roomIds(staff);
    expect(seen).not.toContain(ofJakarta);
    expect(seen).toContain(ofBandung);
    expect(seen).toContain(ofNone);
    expect(seen).toHaveLength(all.length - 1);
    for (const [method, path, body] of [
      ['GET', chatRoomPaths.room(ofJakarta), undefined],
      ['GET', chatRoomPaths.messages(ofJakarta), undefined],
      ['POST', chatRoomPaths.messages(ofJakarta), { clientMessageId: 'scope-staff-1', kind: 'text', text: 'Halo' }],
    ] as const) {
      const answer = await server.call(method, path, { ...staff, body });
      expect([path, answer.status, answer.body.errorCode]).toEqual([path, 404, 'CHAT_ROOM_NOT_FOUND']);
    }
    expect(value(await server.call<ChatSessionRecord>('GET', chatRoomPaths.room(ofBandung), staff)).roomId).toBe(ofBandung);
    // The owner still sees every room; the room follows its last order (Bandung now: the member sees it again).
    expect(new Set(await roomIds(ownerCaller))).toEqual(new Set(all));
    expect((await nameOrder(ofJakarta, await orderAt(bandung), 'scope-order-jkt-bdg')).status).toBe(200);
    expect(await roomIds(staff)).toContain(ofJakarta);
    // Moved back to Jakarta, it leaves the member's list and the dashboard's figures again.
    expect((await nameOrder(ofJakarta, await orderAt(jakarta), 'scope-order-jkt-again')).status).toBe(200);
    const visible = value(await server.call<ChatRoomPage>('GET', `${chatPaths.rooms}?size=100`, staff)).content;
    expect(visible.map((room) => room.roomId)).not.toContain(ofJakarta);
    const dashboard = value(await server.call<DashboardSummary>('GET', analyticsPaths.dashboardSummary, staff));
    expect(dashboard.chats?.unread).toBe(visible.filter((room) => !room.hasBeenRead).length);
  });

  it("/report/performance: a staff member's chat and order figures are their points', the rating the store's, and the answer says which points", async () => {
    const ownerCaller = await caller(server, owner);
    const staff = await caller(server, pointStaff);
    const other = await createTestUser(server, { mode: 'STORE', store: { code: store, isOwner: false }, codes: ['STORE_REPORT_SELLER-RATING'] });
    expect((await assign(ownerCaller, other.userId, [surabaya])).status).toBe(200);
    const performance = async (who: { cookie: string }) =>
      value(await server.call<StorePerformance>('GET', `${analyticsPaths.performance}?period=90`, { cookie: who.cookie }));
    const [ofOwner, ofMalang, ofSurabaya] = await Promise.all([performance(ownerCaller), performance(staff), performance(other)]);
    expect(ofOwner.pickupPoints).toBeNull();
    expect(ofMalang.pickupPoints).toEqual([{ code: malang, name: 'Gudang Malang' }]);
    expect(ofSurabaya.pickupPoints).toEqual([{ code: surabaya, name: 'Gudang Surabaya' }]);
    // The rating is the store's; the MPP rooms are each one point's, so the two points' chats make the store's.
    expect(ofMalang.totals.rating).toBe(ofOwner.totals.rating);
    expect(ofMalang.totals.ratingCount).toBe(ofOwner.totals.ratingCount);
    expect(ofMalang.totals.chats + ofSurabaya.totals.chats).toBe(ofOwner.totals.chats);
    expect(ofMalang.totals.chats).toBeLessThan(ofOwner.totals.chats);

    // A cancellation at Malang moves the Malang member's and the owner's cancellation rate, never Surabaya's.
    const cancellable = (await storeOrders(malang)).find((order) => order.status === 'NEW' || order.status === 'READY_TO_SHIP');
    if (!cancellable) throw new Error('the demo has no Malang order to cancel');
    const cancelled = await server.call('POST', orderPathsOf.cancel(cancellable.orderNumber), {
      ...ownerCaller,
      body: { version: cancellable.version, reason: 'OUT_OF_STOCK' },
    });
    expect(cancelled.status).toBe(200);
    const [afterOwner, afterMalang, afterSurabaya] = await Promise.all([performance(ownerCaller), performance(staff), performance(other)]);
    expect(afterMalang.totals.cancellationRate ?? 0).toBeGreaterThan(ofMalang.totals.cancellationRate ?? 0);
    expect(afterOwner.totals.cancellationRate ?? 0).toBeGreaterThan(ofOwner.totals.cancellationRate ?? 0);
    expect(afterSurabaya.totals).toEqual(ofSurabaya.totals);
  });

  it('the owner and a staff member with no pickup point assigned see every point; the session lists the assigned points', async () => {
    const everything = await storeOrders();
    const ownerCaller = await caller(server, owner);
    expect(await listed(ownerCaller)).toHaveLength(everything.length);
    expect(await counted(ownerCaller)).toBe(everything.length);
    const unassigned = await createTestUser(server, { mode: 'STORE', store: { code: store, isOwner: false }, codes: ['STORE_ORDER', 'STORE_CONVERSATION'] });
    const staff = await caller(server, unassigned);
    expect(new Set(await listed(staff))).toEqual(new Set([surabaya, malang]));
    expect(await counted(staff)).toBe(everything.length);
    expect(
      value(await server.call<ChatRoomPage>('GET', chatPaths.rooms, staff))
        .content.map((r) => r.roomId)
        .sort(),
    ).toEqual(
      value(await server.call<ChatRoomPage>('GET', chatPaths.rooms, ownerCaller))
        .content.map((r) => r.roomId)
        .sort(),
    );
    const sessionOf = async (cookie: string) => value(await server.call<Session>('GET', apiPaths.session, { cookie })).pickupPoints.map((p) => p.code);
    expect(await sessionOf(staff.cookie)).toEqual([surabaya, malang]);
    expect(await sessionOf(ownerCaller.cookie)).toEqual([surabaya, malang]);
    expect(await sessionOf(await server.signIn(pointStaff.username, pointStaff.password))).toEqual([malang]);
  });

  it('the owner assigns a staff member: the next request follows, the session at its next read, and the change is audited', async () => {
    const ownerCaller = await caller(server, owner);
    const staffId = await userIdOf(pointStaff.username);
    const list = value(await server.call<StoreStaffList>('GET', storeStaffPaths.staff, ownerCaller));
    expect(list.pickupPoints).toEqual([
      { code: surabaya, name: 'Gudang Surabaya' },
      { code: malang, name: 'Gudang Malang' },
    ]);
    expect(list.staff.find((member) => member.userId === staffId)).toEqual({
      userId: staffId,
      username: pointStaff.username,
      displayName: 'Putri Staf Gudang',
      codes: ['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE', 'STORE_ORDER', 'STORE_REPORT_SELLER-RATING'],
      pickupPointCodes: [malang],
    });
    expect(list.staff.some((member) => member.username === owner.username)).toBe(false);

    const staff = await caller(server, pointStaff);
    const moved = await assign(ownerCaller, staffId, [surabaya]);
    expect(moved.status).toBe(200);
    expect(value(moved).pickupPointCodes).toEqual([surabaya]);
    expect(new Set(await listed(staff))).toEqual(new Set([surabaya]));
    expect(await counted(staff)).toBe((await storeOrders(surabaya)).length);
    expect(value(await server.call<Session>('GET', apiPaths.session, staff)).pickupPoints.map((p) => p.code)).toEqual([surabaya]);

    const all = await assign(ownerCaller, staffId, null);
    expect(value(all).pickupPointCodes).toBeNull();
    expect(new Set(await listed(staff))).toEqual(new Set([surabaya, malang]));
    // The same choice again changes nothing and writes no entry.
    expect((await assign(ownerCaller, staffId, null)).status).toBe(200);
    expect(value(await assign(ownerCaller, staffId, [malang, malang])).pickupPointCodes).toEqual([malang]);

    const history = value(await server.call<Page<AuditEntry>>('GET', `${storeStaffPaths.history}?size=3`, ownerCaller));
    expect(history.content.map((entry) => [entry.area, entry.identifier, entry.action, entry.actor, entry.before, entry.after])).toEqual([
      [
        'STORE_STAFF',
        store,
        'UPDATE',
        owner.username,
        { username: pointStaff.username, pickupPointCodes: null },
        { username: pointStaff.username, pickupPointCodes: [malang] },
      ],
      [
        'STORE_STAFF',
        store,
        'UPDATE',
        owner.username,
        { username: pointStaff.username, pickupPointCodes: [surabaya] },
        { username: pointStaff.username, pickupPointCodes: null },
      ],
      [
        'STORE_STAFF',
        store,
        'UPDATE',
        owner.username,
        { username: pointStaff.username, pickupPointCodes: [malang] },
        { username: pointStaff.username, pickupPointCodes: [surabaya] },
      ],
    ]);
    // Another store's owner reads only their own store's history.
    const seller = await caller(server, { username: 'seller@demo.test', password: 'Seller#2026' });
    expect(value(await server.call<Page<AuditEntry>>('GET', storeStaffPaths.history, seller)).content.every((entry) => entry.identifier === 'DEMO-60001')).toBe(
      true,
    );
  });

  it('refuses an unknown or foreign pickup point, no point, a user who is not staff of the store and the owner, with their codes', async () => {
    const ownerCaller = await caller(server, owner);
    const staffId = await userIdOf(pointStaff.username);
    const refused = async (userId: string, body: unknown) => {
      const answer = await server.call('PUT', storeStaffPaths.pickupPoints(userId), { ...ownerCaller, body });
      return [answer.status, answer.body.errorCode];
    };
    expect(await refused(staffId, { pickupPointCodes: ['PP-NOPE'] })).toEqual([400, 'STORE_STAFF_PICKUP_POINT_UNKNOWN']);
    expect(await refused(staffId, { pickupPointCodes: [malang, 'PP-DEMO-60001-JKT'] })).toEqual([400, 'STORE_STAFF_PICKUP_POINT_UNKNOWN']);
    expect(await refused(staffId, { pickupPointCodes: [] })).toEqual([400, 'STORE_STAFF_ASSIGNMENT_INVALID']);
    expect(await refused(staffId, { pickupPointCodes: 'all' })).toEqual([400, 'STORE_STAFF_ASSIGNMENT_INVALID']);
    expect(await refused(staffId, {})).toEqual([400, 'STORE_STAFF_ASSIGNMENT_INVALID']);
    expect(await refused(await userIdOf('staff@demo.test'), { pickupPointCodes: null })).toEqual([404, 'STORE_STAFF_NOT_FOUND']);
    expect(await refused('not-a-user', { pickupPointCodes: null })).toEqual([404, 'STORE_STAFF_NOT_FOUND']);
    expect(await refused(await userIdOf(owner.username), { pickupPointCodes: [malang] })).toEqual([409, 'STORE_STAFF_OWNER']);
    const unknown = await server.call('PUT', storeStaffPaths.pickupPoints(staffId), { ...ownerCaller, body: { pickupPointCodes: ['PP-NOPE'] } });
    expect(unknown.body.value).toEqual({ pickupPointCodes: ['PP-NOPE'] });
    // None of them changed anything.
    const list = value(await server.call<StoreStaffList>('GET', storeStaffPaths.staff, ownerCaller));
    expect(list.staff.find((member) => member.userId === staffId)?.pickupPointCodes).toEqual([malang]);
  });

  it('only the owner reads and assigns: a staff member gets PE403 even with the store information code', async () => {
    const staffId = await userIdOf(pointStaff.username);
    const staff = await caller(server, pointStaff);
    for (const who of [
      staff,
      await createTestUser(server, { mode: 'STORE', store: { code: store, isOwner: false }, codes: ['STORE_MANAGE-STORE_STORE-INFORMATION'] }),
    ]) {
      for (const answer of [
        await server.call('GET', storeStaffPaths.staff, who),
        await server.call('GET', storeStaffPaths.history, who),
        await assign(who, staffId, null),
      ]) {
        expect([answer.status, answer.body.errorCode]).toEqual([403, 'PE403001']);
      }
    }
    expect((await server.call('GET', storeStaffPaths.staff, {})).status).toBe(401);
    const list = value(await server.call<StoreStaffList>('GET', storeStaffPaths.staff, await caller(server, owner)));
    expect(list.staff.find((member) => member.userId === staffId)?.pickupPointCodes).toEqual([malang]);
  });
});
