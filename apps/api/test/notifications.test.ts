import { storeAccessibilityCodes } from '@seller-portal/contracts/core';
import {
  notificationEventTypes,
  notificationPaths,
  type NotificationCounter,
  type NotificationCreatedEvent,
  type NotificationDeliveryRequest,
  type NotificationPreferences,
  type NotificationReadResult,
  type NotificationSummaryPage,
} from '@seller-portal/contracts/notifications';
import { orderPathsOf, type OrderDetail } from '@seller-portal/contracts/orders';
import { afterEach, describe, expect, it } from 'vitest';
import { notificationCounters, notifications } from '../src/modules/notifications/schema';
import { RealtimeTestClient } from './support/realtime-client';
import { drivers } from './support/test-database';
import { demo, useTestServer, type TestServer } from './support/test-server';
import { createTestUser, type TestUser } from './support/test-users';

const text = (title: string) => ({ id: { title: `${title} (id)`, body: 'Isi' }, en: { title: `${title} (en)`, body: 'Body' } });

/** A new store with its owner and one staff member. */
async function storeWithStaff(server: TestServer): Promise<{ owner: TestUser; staff: TestUser; storeCode: string }> {
  const owner = await createTestUser(server, { mode: 'STORE', codes: storeAccessibilityCodes });
  const storeCode = owner.storeCode ?? '';
  const staff = await createTestUser(server, { mode: 'STORE', codes: ['STORE_ORDER'], store: { code: storeCode, isOwner: false } });
  return { owner, staff, storeCode };
}

describe.each(drivers)('notifications (%s)', (driver) => {
  const server = useTestServer(driver);
  const clients: RealtimeTestClient[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });

  const deliver = (request: NotificationDeliveryRequest) => server.app.notifications.deliver(request);
  const summary = (user: TestUser, query = '') => server.call<NotificationSummaryPage>('GET', `${notificationPaths.summary}${query}`, { cookie: user.cookie });
  const unread = async (user: TestUser) =>
    (await server.call<{ unread: number }>('GET', notificationPaths.unreadCount, { cookie: user.cookie })).body.value?.unread;
  const rowCount = async () => (await server.database.db.select().from(notifications)).length;

  describe('deliver', () => {
    it('reaches every user of the targeted stores in the bell, by mail and push, and reports what each channel did', async () => {
      const { owner, staff, storeCode } = await storeWithStaff(server);
      const bystander = await createTestUser(server, { mode: 'STORE' });

      const result = await deliver({
        source: { kind: 'EVENT', code: 'ORDER_CREATED' },
        category: 'ORDER',
        storeCodes: [storeCode, storeCode, 'NO-SUCH-STORE'],
        content: { IN_APP: { ...text('New order'), link: '/order-list' }, EMAIL: text('New order'), PUSH: text('New order'), WHATSAPP: text('New order') },
      });

      expect(result.recipients).toBe(2);
      expect(result.unknownStoreCodes).toEqual(['NO-SUCH-STORE']);
      expect(result.byChannel).toEqual({
        IN_APP: { sent: 2, skippedByPreference: 0, failed: 0 },
        EMAIL: { sent: 2, skippedByPreference: 0, failed: 0 },
        PUSH: { sent: 2, skippedByPreference: 0, failed: 0 },
        // WhatsApp is off until a seller turns it on.
        WHATSAPP: { sent: 0, skippedByPreference: 2, failed: 0 },
      });

      for (const user of [owner, staff]) {
        const page = (await summary(user)).body.value;
        expect(page?.content).toHaveLength(1);
        expect(page?.content[0]).toMatchObject({
          category: 'ORDER',
          source: { kind: 'EVENT', code: 'ORDER_CREATED' },
          texts: { id: { title: 'New order (id)' }, en: { title: 'New order (en)' } },
          link: '/order-list',
          readAt: null,
        });
        expect(await unread(user)).toBe(1);
        const [mail] = await server.outbox(user.username);
        expect(mail).toMatchObject({ channel: 'EMAIL', subject: 'New order (id)', purpose: 'NOTIFICATION_ORDER', status: 'OUTBOX' });
        expect(mail.links).toEqual(['http://seller-portal.test/notification']);
        const push = await server.outbox(`user:${user.userId}`);
        expect(push.map((m) => [m.channel, m.status])).toEqual([['PUSH', 'OUTBOX']]);
      }
      expect((await summary(bystander)).body.value?.content).toEqual([]);
    });

    it("publishes each new notification on its user's socket at once, with the store it belongs to", async () => {
      const { owner, storeCode } = await storeWithStaff(server);
      const socket = new RealtimeTestClient(server.baseUrl, { cookie: owner.cookie });
      clients.push(socket);
      await socket.ready();

      await deliver({ source: { kind: 'MANUAL', code: 'm-1' }, category: 'PROMOTION', storeCodes: [storeCode], content: { IN_APP: text('Promo') } });

      await socket.until((c) => c.events.some((e) => e.type === notificationEventTypes.created), 'the notification event');
      const event = socket.events.find((e) => e.type === notificationEventTypes.created);
      const payload = event?.payload as NotificationCreatedEvent;
      expect(payload.storeCode).toBe(storeCode);
      expect(payload.notification).toMatchObject({ category: 'PROMOTION', texts: { en: { title: 'Promo (en)' } }, readAt: null });
    });

    it("honours each user's preferences and counts who was left out; the bell of ACCOUNT cannot be turned off", async () => {
      const { owner, staff, storeCode } = await storeWithStaff(server);
      const saved = await server.call<NotificationPreferences>('PUT', notificationPaths.preferences, {
        cookie: staff.cookie,
        body: {
          language: 'en',
          preferences: [
            { channel: 'IN_APP', category: 'PROMOTION', enabled: false },
            { channel: 'EMAIL', category: 'PROMOTION', enabled: false },
            { channel: 'WHATSAPP', category: 'PROMOTION', enabled: true },
            { channel: 'IN_APP', category: 'ACCOUNT', enabled: false },
          ],
        },
      });
      expect(saved.status).toBe(200);
      const pairs = saved.body.value?.preferences ?? [];
      expect(saved.body.value?.language).toBe('en');
      expect(pairs).toHaveLength(28);
      expect(pairs.find((p) => p.channel === 'IN_APP' && p.category === 'ACCOUNT')).toEqual({
        channel: 'IN_APP',
        category: 'ACCOUNT',
        enabled: true,
        mandatory: true,
      });
      expect(pairs.find((p) => p.channel === 'EMAIL' && p.category === 'PROMOTION')?.enabled).toBe(false);

      const promo = await deliver({
        source: { kind: 'MANUAL', code: 'm-2' },
        category: 'PROMOTION',
        storeCodes: [storeCode],
        content: { IN_APP: text('Sale'), EMAIL: text('Sale'), WHATSAPP: text('Sale') },
      });
      expect(promo.byChannel).toEqual({
        IN_APP: { sent: 1, skippedByPreference: 1, failed: 0 },
        EMAIL: { sent: 1, skippedByPreference: 1, failed: 0 },
        // The staff member turned WhatsApp on but has no phone number; the owner left it off.
        WHATSAPP: { sent: 0, skippedByPreference: 1, failed: 1 },
      });
      expect(await unread(staff)).toBe(0);
      expect(await unread(owner)).toBe(1);

      const account = await deliver({
        source: { kind: 'EVENT', code: 'ACCOUNT_LOCKED' },
        category: 'ACCOUNT',
        storeCodes: [storeCode],
        content: { IN_APP: text('Locked'), EMAIL: text('Locked') },
      });
      expect(account.byChannel.IN_APP).toEqual({ sent: 2, skippedByPreference: 0, failed: 0 });
      // The staff member's mail comes in English, the language they chose.
      const [mail] = await server.outbox(staff.username);
      expect(mail.subject).toBe('Locked (en)');
    });

    it('refuses bad content before writing anything', async () => {
      const before = await rowCount();
      const { storeCode } = await storeWithStaff(server);
      const base = { source: { kind: 'EVENT', code: 'X' }, category: 'ORDER', storeCodes: [storeCode] } as const;
      const cases: [NotificationDeliveryRequest, string][] = [
        [{ ...base, content: {} }, 'NOTIFICATION_CONTENT_INVALID'],
        [{ ...base, content: { IN_APP: { id: { title: '', body: 'x' }, en: { title: 'x', body: 'x' } } } }, 'NOTIFICATION_CONTENT_INVALID'],
        [{ ...base, content: { IN_APP: { id: { title: 'x'.repeat(201), body: 'x' }, en: { title: 'x', body: 'x' } } } }, 'NOTIFICATION_CONTENT_INVALID'],
        [{ ...base, content: { IN_APP: { ...text('x'), link: 'javascript:alert(1)' } } }, 'NOTIFICATION_LINK_INVALID'],
        [{ ...base, content: { IN_APP: { ...text('x'), link: '//evil.example/x' } } }, 'NOTIFICATION_LINK_INVALID'],
        [{ ...base, category: 'NOPE' as 'ORDER', content: { IN_APP: text('x') } }, 'NOTIFICATION_CONTENT_INVALID'],
      ];
      for (const [request, code] of cases) await expect(deliver(request)).rejects.toMatchObject({ code });
      expect(await rowCount()).toBe(before);
    });
  });

  describe("the seller's calls", () => {
    it('pages newest first by page and by id, filters by category and unread, and totals from the counters', async () => {
      const { owner, storeCode } = await storeWithStaff(server);
      for (let n = 1; n <= 7; n++) {
        server.clock.advance(1_000);
        await deliver({
          source: { kind: 'EVENT', code: `E${n}` },
          category: n % 2 ? 'ORDER' : 'CHAT',
          storeCodes: [storeCode],
          content: { IN_APP: text(`N${n}`) },
        });
      }
      const first = (await summary(owner, '?page=0&size=3')).body.value;
      expect(first?.content.map((n) => n.texts.en.title)).toEqual(['N7 (en)', 'N6 (en)', 'N5 (en)']);
      expect([first?.totalElements, first?.totalPages, first?.hasMore]).toEqual([7, 3, true]);
      const third = (await summary(owner, '?page=2&size=3')).body.value;
      expect(third?.content.map((n) => n.texts.en.title)).toEqual(['N1 (en)']);
      expect(third?.hasMore).toBe(false);

      const after = (await summary(owner, `?size=3&beforeId=${first?.content[2].id}`)).body.value;
      expect(after?.content.map((n) => n.texts.en.title)).toEqual(['N4 (en)', 'N3 (en)', 'N2 (en)']);

      const chats = (await summary(owner, '?category=CHAT&size=10')).body.value;
      expect(chats?.content.map((n) => n.texts.en.title)).toEqual(['N6 (en)', 'N4 (en)', 'N2 (en)']);
      expect(chats?.totalElements).toBe(3);

      for (const query of ['?size=0', '?size=51', '?page=501', '?category=NOPE', '?beforeId=abc', '?unread=yes']) {
        const bad = await summary(owner, query);
        expect([bad.status, bad.body.success], query).toEqual([400, false]);
      }
    });

    it('marks one read and unread again, then all read; the counter and the unread list follow, and other tabs hear it', async () => {
      const { owner, staff, storeCode } = await storeWithStaff(server);
      for (const category of ['ORDER', 'ORDER', 'CHAT'] as const) {
        await deliver({ source: { kind: 'EVENT', code: 'E' }, category, storeCodes: [storeCode], content: { IN_APP: text(category) } });
      }
      const socket = new RealtimeTestClient(server.baseUrl, { cookie: owner.cookie });
      clients.push(socket);
      await socket.ready();
      const [newest] = (await summary(owner)).body.value?.content ?? [];

      const read = await server.call<NotificationReadResult>('PUT', `${notificationPaths.updateStatus}?notificationDetailId=${newest.id}`, {
        cookie: owner.cookie,
      });
      expect(read.body.value).toEqual({ changed: 1, unread: 2 });
      const again = await server.call<NotificationReadResult>('PUT', `${notificationPaths.updateStatus}?notificationDetailId=${newest.id}`, {
        cookie: owner.cookie,
      });
      expect(again.body.value).toEqual({ changed: 0, unread: 2 });
      expect((await summary(owner, '?unread=true')).body.value?.totalElements).toBe(2);
      await socket.until((c) => c.events.some((e) => e.type === notificationEventTypes.read), 'the read event');
      expect(socket.events.find((e) => e.type === notificationEventTypes.read)?.payload).toEqual({ storeCode, id: newest.id, status: 'READ' });

      const unreadAgain = await server.call<NotificationReadResult>(
        'PUT',
        `${notificationPaths.updateStatus}?notificationDetailId=${newest.id}&status=UNREAD`,
        { cookie: owner.cookie },
      );
      expect(unreadAgain.body.value).toEqual({ changed: 1, unread: 3 });

      const counter = (await server.call<NotificationCounter>('GET', notificationPaths.counter, { cookie: owner.cookie })).body.value;
      expect([counter?.total, counter?.unread]).toEqual([3, 3]);
      expect(counter?.categories.find((c) => c.category === 'ORDER')).toEqual({ category: 'ORDER', total: 2, unread: 2 });
      expect(counter?.categories).toHaveLength(7);

      const all = await server.call<NotificationReadResult>('PUT', notificationPaths.markAllRead, { cookie: owner.cookie });
      expect(all.body.value).toEqual({ changed: 3, unread: 0 });
      expect((await summary(owner)).body.value?.content.every((n) => n.readAt !== null)).toBe(true);
      // The staff member's notifications are their own.
      expect(await unread(staff)).toBe(3);

      const counters = await server.database.db.select().from(notificationCounters);
      expect(counters.every((c) => c.unread >= 0 && c.total >= c.unread)).toBe(true);
    });

    it("refuses another user's notification, a malformed id, another mode and no session", async () => {
      const { owner, staff, storeCode } = await storeWithStaff(server);
      await deliver({ source: { kind: 'EVENT', code: 'E' }, category: 'ORDER', storeCodes: [storeCode], content: { IN_APP: text('Mine') } });
      const [ownersNotification] = (await summary(owner)).body.value?.content ?? [];

      const foreign = await server.call('PUT', `${notificationPaths.updateStatus}?notificationDetailId=${ownersNotification.id}`, { cookie: staff.cookie });
      expect([foreign.status, foreign.body.errorCode]).toEqual([404, 'NOTIFICATION_NOT_FOUND']);
      const missing = await server.call('PUT', `${notificationPaths.updateStatus}?notificationDetailId=999999999`, { cookie: owner.cookie });
      expect([missing.status, missing.body.errorCode]).toEqual([404, 'NOTIFICATION_NOT_FOUND']);
      expect(await unread(owner)).toBe(1);
      for (const id of ['abc', '0', '-1', '']) {
        const bad = await server.call('PUT', `${notificationPaths.updateStatus}?notificationDetailId=${id}`, { cookie: owner.cookie });
        expect(bad.status, id).toBe(400);
      }

      const anonymous = await server.call('GET', notificationPaths.unreadCount);
      expect([anonymous.status, anonymous.body.errorCode]).toEqual([401, 'PE403002']);
      const internal = await server.signIn(demo.internal.username, demo.internal.password);
      for (const [method, path] of [
        ['GET', notificationPaths.summary],
        ['PUT', notificationPaths.markAllRead],
        ['GET', notificationPaths.preferences],
      ] as const) {
        const other = await server.call(method, path, { cookie: internal });
        expect([other.status, other.body.errorCode], path).toEqual([403, 'PE403001']);
      }
    });

    it('answers the demo seller the demo notifications, some unread, across categories', async () => {
      const cookie = await server.signIn(demo.seller.username, demo.seller.password);
      const page = (await server.call<NotificationSummaryPage>('GET', `${notificationPaths.summary}?size=50`, { cookie })).body.value;
      expect(page?.content.length).toBeGreaterThanOrEqual(10);
      expect(new Set(page?.content.map((n) => n.category)).size).toBe(7);
      const count = (await server.call<{ unread: number }>('GET', notificationPaths.unreadCount, { cookie })).body.value?.unread;
      expect(count).toBeGreaterThan(0);
      expect(count).toBe(page?.content.filter((n) => n.readAt === null).length);
    });

    it('points the demo notifications of orders, low stock and chat at the very order, product and conversation', async () => {
      const cookie = await server.signIn(demo.seller.username, demo.seller.password);
      const page = (await server.call<NotificationSummaryPage>('GET', `${notificationPaths.summary}?size=50`, { cookie })).body.value;
      const linkOf = (code: string) => page?.content.find((n) => n.source.code === code)?.link ?? '';
      expect(linkOf('CHAT_UNANSWERED')).toBe('/conversations/CUST-1');
      expect(linkOf('PRODUCT_STOCK_LOW')).toBe('/external/product/active/all?item=ITEM-60001-008');
      for (const [code, status] of [
        ['ORDER_CREATED', 'NEW'],
        ['ORDER_RETURN_REQUESTED', 'DELIVERED'],
      ] as const) {
        const orderNumber = /^\/order-list\/(ORD-[\d-]+)$/.exec(linkOf(code))?.[1];
        expect(orderNumber, code).toBeDefined();
        const order = await server.call<OrderDetail>('GET', orderPathsOf.detail(orderNumber ?? ''), { cookie });
        expect([order.status, order.body.value?.status], code).toEqual([200, status]);
        const texts = page?.content.find((n) => n.source.code === code)?.texts.en;
        expect(`${texts?.title} ${texts?.body}`).toContain(orderNumber);
      }
    });

    it('refuses preferences that are not channels and categories, and saves nothing', async () => {
      const { owner } = await storeWithStaff(server);
      for (const body of [
        { language: 'fr', preferences: [] },
        { language: 'id', preferences: [{ channel: 'SMS', category: 'ORDER', enabled: false }] },
        { language: 'id', preferences: [{ channel: 'EMAIL', category: 'ORDER', enabled: 'no' }] },
      ]) {
        const answer = await server.call('PUT', notificationPaths.preferences, { cookie: owner.cookie, body });
        expect(answer.status).toBe(400);
      }
      const current = (await server.call<NotificationPreferences>('GET', notificationPaths.preferences, { cookie: owner.cookie })).body.value;
      expect(current?.language).toBe('id');
      expect(current?.preferences.filter((p) => !p.enabled).map((p) => p.channel)).toEqual(Array(7).fill('WHATSAPP'));
    });
  });
});
