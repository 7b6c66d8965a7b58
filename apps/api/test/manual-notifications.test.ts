import { type AuditEntry, type Page } from '@seller-portal/contracts/accounts';
import { type AccessibilityCode } from '@seller-portal/contracts/core';
import { type NotificationDeliveryRequest, notificationPaths, type NotificationSummaryPage } from '@seller-portal/contracts/notifications';
import { manualNotificationPaths, type ManualNotification, type ManualNotificationRequest } from '@seller-portal/contracts/partner-notifications';
import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/schema';
import { manualNotifications } from '../src/modules/manual-notifications/schema';
import { AuditRepository } from '../src/modules/audit/repository';
import { AuditLog } from '../src/modules/audit/service';
import { ManualNotificationRepository } from '../src/modules/manual-notifications/repository';
import { ManualNotificationService, staleClaimMs } from '../src/modules/manual-notifications/service';
import { drivers } from './support/test-database';
import { demo, useTestServer, type TestServer } from './support/test-server';
import { createTestUser, newSession, type TestUser } from './support/test-users';

const allCodes: AccessibilityCode[] = [
  'INTERNAL_NOTIFICATION_MANUAL-SEE',
  'INTERNAL_NOTIFICATION_MANUAL-SAVE',
  'INTERNAL_NOTIFICATION_MANUAL-EDIT',
  'INTERNAL_NOTIFICATION_MANUAL-DELETE',
  'INTERNAL_NOTIFICATION_MANUAL-COPY',
];

const hour = 60 * 60_000;

const message = (title: string) => ({ id: { title: `${title} (id)`, body: 'Isi pesan.' }, en: { title: `${title} (en)`, body: 'The message.' } });

function request(overrides: Partial<ManualNotificationRequest> = {}): ManualNotificationRequest {
  return {
    category: 'ANNOUNCEMENT',
    link: '/order-list',
    content: { IN_APP: message('Maintenance'), EMAIL: message('Maintenance mail') },
    audience: { type: 'STORE_CODES', values: ['DEMO-60001'] },
    sendMode: 'DRAFT',
    ...overrides,
  };
}

async function rowCounts(server: TestServer) {
  const [[notifications], [audit]] = await Promise.all([
    server.database.db.select({ n: count() }).from(manualNotifications),
    server.database.db.select({ n: count() }).from(auditLog),
  ]);
  return { notifications: notifications.n, audit: audit.n };
}

/**
 * The module's service as another server process holds it: its own repository and audit log over the same
 * database, and the delivery port it would reach the notification service through, here counting what it is asked.
 */
function serviceProcess(server: TestServer, deliveries: NotificationDeliveryRequest[], deliveryBatchSize?: number) {
  return new ManualNotificationService({
    deliveryBatchSize,
    repository: new ManualNotificationRepository(server.database.db),
    audit: new AuditLog(new AuditRepository(server.database.db), server.clock),
    clock: server.clock,
    delivery: {
      deliver: async (asked) => {
        deliveries.push(asked);
        const sent = asked.storeCodes.length;
        return {
          deliveryId: `delivery-${deliveries.length}`,
          recipients: sent,
          byChannel: { IN_APP: { sent, skippedByPreference: 0, failed: 0 } },
          unknownStoreCodes: [],
        };
      },
    },
  });
}

describe.each(drivers)('manual notifications (§7) (%s)', (driver) => {
  const server = useTestServer(driver);
  let editor: TestUser;
  beforeEach(async () => {
    editor = await createTestUser(server, { mode: 'INTERNAL', codes: allCodes });
  });
  const create = async (body: ManualNotificationRequest = request()) => {
    const answer = await server.call<ManualNotification>('POST', manualNotificationPaths.create, { cookie: editor.cookie, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value as ManualNotification;
  };
  /** The clock moved past the session's idle end: the editor signs in again. */
  const advance = async (ms: number) => {
    server.clock.advance(ms);
    editor = await newSession(server, editor, 'INTERNAL');
  };
  const history = async (id: string) =>
    (await server.call<Page<AuditEntry>>('GET', `${manualNotificationPaths.history}?identifier=${id}`, { cookie: editor.cookie })).body.value?.content ?? [];

  it('lists the demo notifications, one in each status, filtered by status and keyword on the server', async () => {
    const all = await server.call<Page<ManualNotification>>('GET', `${manualNotificationPaths.filter}?size=100`, { cookie: editor.cookie });
    expect(new Set(all.body.value?.content.map((n) => n.status))).toEqual(new Set(['DRAFT', 'SCHEDULED', 'SENT', 'FAILED', 'CANCELLED']));
    const sent = await server.call<Page<ManualNotification>>('GET', `${manualNotificationPaths.filter}?status=SENT&size=100`, { cookie: editor.cookie });
    expect(sent.body.value?.content.every((n) => n.status === 'SENT' && n.delivery !== null)).toBe(true);
    const found = await server.call<Page<ManualNotification>>('GET', `${manualNotificationPaths.filter}?keyword=harbolnas`, { cookie: editor.cookie });
    expect(found.body.value?.content.map((n) => n.content.IN_APP?.en.title)).toEqual(['Join the 12.12 sale']);
    const paged = await server.call<Page<ManualNotification>>('GET', `${manualNotificationPaths.filter}?size=2&page=1`, { cookie: editor.cookie });
    expect(paged.body.value).toMatchObject({ page: 1, size: 2 });
    expect(paged.body.value?.content).toHaveLength(2);
  });

  it('creates a draft, reads it, edits it over its version, deletes it; each change in the audit log with before and after', async () => {
    const created = await create();
    expect(created).toMatchObject({ status: 'DRAFT', version: 1, channels: ['IN_APP', 'EMAIL'], createdBy: editor.username, scheduledAt: null });

    const read = await server.call<ManualNotification>('GET', manualNotificationPaths.byId(created.id), { cookie: editor.cookie });
    expect(read.body.value).toEqual(created);

    const edited = await server.call<ManualNotification>('PUT', manualNotificationPaths.one(created.id), {
      cookie: editor.cookie,
      body: { ...request({ category: 'PROMOTION', content: { PUSH: message('Promo') } }), version: 1 },
    });
    expect(edited.body.value).toMatchObject({ category: 'PROMOTION', channels: ['PUSH'], version: 2 });

    const stale = await server.call('PUT', manualNotificationPaths.one(created.id), { cookie: editor.cookie, body: { ...request(), version: 1 } });
    expect([stale.status, stale.body.errorCode]).toEqual([409, 'MANUAL_NOTIFICATION_VERSION_CONFLICT']);

    expect((await server.call('DELETE', manualNotificationPaths.one(created.id), { cookie: editor.cookie })).status).toBe(200);
    const gone = await server.call('GET', manualNotificationPaths.byId(created.id), { cookie: editor.cookie });
    expect([gone.status, gone.body.errorCode]).toEqual([404, 'MANUAL_NOTIFICATION_NOT_FOUND']);

    const entries = await history(created.id);
    expect(entries.map((e) => e.action)).toEqual(['DELETE', 'UPDATE', 'CREATE']);
    expect(entries[1]).toMatchObject({
      actor: editor.username,
      before: { category: 'ANNOUNCEMENT', version: 1 },
      after: { category: 'PROMOTION', version: 2 },
    });
  });

  it('schedules one in the future, refuses a time in the past and a missing time, and cancels a schedule', async () => {
    const now = server.clock.now().getTime();
    const before = await rowCounts(server);
    for (const [scheduledAt, code] of [
      [now - 60_000, 'MANUAL_NOTIFICATION_SCHEDULE_PAST'],
      [now, 'MANUAL_NOTIFICATION_SCHEDULE_PAST'],
      [null, 'MANUAL_NOTIFICATION_SCHEDULE_MISSING'],
    ] as const) {
      const refused = await server.call('POST', manualNotificationPaths.create, {
        cookie: editor.cookie,
        body: request({ sendMode: 'SCHEDULE', scheduledAt }),
      });
      expect([refused.status, refused.body.errorCode]).toEqual([400, code]);
    }
    expect(await rowCounts(server)).toEqual(before);

    const scheduled = await create(request({ sendMode: 'SCHEDULE', scheduledAt: now + hour }));
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', scheduledAt: now + hour, sending: false });
    const cancelled = await server.call<ManualNotification>('PUT', manualNotificationPaths.cancel(scheduled.id), { cookie: editor.cookie });
    expect(cancelled.body.value).toMatchObject({ status: 'CANCELLED', version: 2 });
    const again = await server.call('PUT', manualNotificationPaths.cancel(scheduled.id), { cookie: editor.cookie });
    expect([again.status, again.body.errorCode]).toEqual([409, 'MANUAL_NOTIFICATION_NOT_SCHEDULED']);
    expect((await history(scheduled.id)).map((e) => e.action)).toEqual(['CANCEL', 'CREATE']);
  });

  it.each([
    ['an unknown store', { audience: { type: 'STORE_CODES', values: ['DEMO-60001', 'NO-SUCH-STORE'] } }, 'MANUAL_NOTIFICATION_STORE_UNKNOWN'],
    ['no channel', { content: {} }, 'MANUAL_NOTIFICATION_CHANNEL_MISSING'],
    [
      'a blank English title',
      { content: { IN_APP: { id: { title: 'Judul', body: 'Isi' }, en: { title: ' ', body: 'Text' } } } },
      'MANUAL_NOTIFICATION_CONTENT_BLANK',
    ],
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'MANUAL_NOTIFICATION_LINK_INVALID'],
    ['an empty store list', { audience: { type: 'STORE_CODES', values: [] } }, 'MANUAL_NOTIFICATION_AUDIENCE_EMPTY'],
    ['an unknown channel', { content: { FAX: message('x') } }, 'BAD_REQUEST'],
    ['an unknown category', { category: 'GOSSIP' }, 'BAD_REQUEST'],
  ] as const)('refuses %s with a 400 and its code, saving nothing', async (_name, overrides, code) => {
    const before = await rowCounts(server);
    const answer = await server.call('POST', manualNotificationPaths.create, { cookie: editor.cookie, body: { ...request(), ...overrides } });
    expect([answer.status, answer.body.errorCode]).toEqual([400, code]);
    if (code === 'MANUAL_NOTIFICATION_STORE_UNKNOWN') expect(answer.body.value).toEqual({ storeCodes: ['NO-SUCH-STORE'] });
    expect(await rowCounts(server)).toEqual(before);
  });

  it('copies one into a new draft with its content and audience but never its schedule', async () => {
    const original = await create(request({ category: 'PROMOTION', sendMode: 'SCHEDULE', scheduledAt: server.clock.now().getTime() + hour }));
    const copied = await server.call<ManualNotification>('POST', manualNotificationPaths.copy(original.id), { cookie: editor.cookie });
    expect(copied.status).toBe(200);
    expect(copied.body.value).toMatchObject({
      status: 'DRAFT',
      scheduledAt: null,
      copiedFrom: original.id,
      category: 'PROMOTION',
      content: original.content,
      audience: original.audience,
      link: original.link,
      version: 1,
    });
    expect(copied.body.value?.id).not.toBe(original.id);
    expect((await history(copied.body.value?.id ?? '')).map((e) => [e.action, (e.after as { copiedFrom?: string }).copiedFrom])).toEqual([
      ['CREATE', original.id],
    ]);
  });

  it('gives each action to the holders of its own code only: SEE alone reads; every change is 403 PE403001', async () => {
    const target = await create();
    const reader = await createTestUser(server, { mode: 'INTERNAL', codes: ['INTERNAL_NOTIFICATION_MANUAL-SEE'] });
    const seller = await createTestUser(server, { mode: 'STORE', codes: [] });
    const calls = [
      ['GET', manualNotificationPaths.filter, undefined],
      ['GET', manualNotificationPaths.byId(target.id), undefined],
      ['GET', manualNotificationPaths.history, undefined],
      ['POST', manualNotificationPaths.create, request()],
      ['PUT', manualNotificationPaths.one(target.id), { ...request(), version: 1 }],
      ['PUT', manualNotificationPaths.cancel(target.id), undefined],
      ['DELETE', manualNotificationPaths.one(target.id), undefined],
      ['POST', manualNotificationPaths.copy(target.id), undefined],
    ] as const;
    const statuses = async (user: TestUser) =>
      Promise.all(calls.map(async ([method, path, body]) => (await server.call(method, path, { cookie: user.cookie, body })).body.errorCode ?? 'OK'));
    expect(await statuses(reader)).toEqual(['OK', 'OK', 'OK', 'PE403001', 'PE403001', 'PE403001', 'PE403001', 'PE403001']);
    expect(await statuses(seller)).toEqual(calls.map(() => 'PE403001'));

    // Each change code opens its own action and no other.
    const editorOnly = await createTestUser(server, { mode: 'INTERNAL', codes: ['INTERNAL_NOTIFICATION_MANUAL-EDIT'] });
    expect((await server.call('POST', manualNotificationPaths.copy(target.id), { cookie: editorOnly.cookie })).body.errorCode).toBe('PE403001');
    expect((await server.call('DELETE', manualNotificationPaths.one(target.id), { cookie: editorOnly.cookie })).body.errorCode).toBe('PE403001');
    const edited = await server.call('PUT', manualNotificationPaths.one(target.id), { cookie: editorOnly.cookie, body: { ...request(), version: 1 } });
    expect(edited.status).toBe(200);
  });

  it('answers 404 for an id that names nothing, and 400 for a body that is not one', async () => {
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const answer = await server.call('GET', manualNotificationPaths.byId(id), { cookie: editor.cookie });
      expect([answer.status, answer.body.errorCode]).toEqual([404, 'MANUAL_NOTIFICATION_NOT_FOUND']);
    }
    const bad = await server.call('POST', manualNotificationPaths.create, { cookie: editor.cookie, body: '{not json' });
    expect(bad.status).toBe(400);
  });

  it('sends now through the notification service: the targeted seller finds it in their notifications, with the result kept', async () => {
    const title = `Sent now ${driver} ${Date.now()}`;
    const sent = await create(request({ content: { IN_APP: message(title) }, sendMode: 'NOW', link: '/order-list' }));
    expect(sent).toMatchObject({ status: 'SENT', sending: false, failureReason: null, delivery: { byChannel: { IN_APP: { failed: 0 } } } });
    expect(sent.delivery?.recipients).toBeGreaterThan(0);
    expect(sent.delivery?.byChannel.IN_APP?.sent).toBeGreaterThan(0);

    const seller = await server.signIn(demo.seller.username, demo.seller.password);
    const bell = await server.call<NotificationSummaryPage>('GET', `${notificationPaths.summary}?size=50`, { cookie: seller });
    const mine = bell.body.value?.content.find((item) => item.source.kind === 'MANUAL' && item.source.code === sent.id);
    expect(mine).toMatchObject({ category: 'ANNOUNCEMENT', link: '/order-list', texts: { en: { title: `${title} (en)` }, id: { title: `${title} (id)` } } });

    // A sent notification is kept as it was sent.
    const late = await server.call('PUT', manualNotificationPaths.one(sent.id), { cookie: editor.cookie, body: { ...request(), version: sent.version } });
    expect([late.status, late.body.errorCode]).toEqual([409, 'MANUAL_NOTIFICATION_NOT_EDITABLE']);
    expect((await history(sent.id)).map((e) => [e.action, e.actor])).toEqual([
      ['SEND', editor.username],
      ['CREATE', editor.username],
    ]);
  });

  it('sends a scheduled notification once when the clock passes its time, whatever the number of processes', async () => {
    const deliveries: NotificationDeliveryRequest[] = [];
    const processes = [serviceProcess(server, deliveries), serviceProcess(server, deliveries), serviceProcess(server, deliveries)];
    const scheduled = await create(request({ sendMode: 'SCHEDULE', scheduledAt: server.clock.now().getTime() + hour }));

    await Promise.all(processes.map((p) => p.sendDue(server.clock.now())));
    expect(deliveries.filter((d) => d.source.code === scheduled.id)).toEqual([]);

    await advance(hour + 1);
    await Promise.all(processes.map((p) => p.sendDue(server.clock.now())));
    await Promise.all(processes.map((p) => p.sendDue(server.clock.now())));
    const mine = deliveries.filter((d) => d.source.code === scheduled.id);
    expect(mine).toEqual([
      {
        source: { kind: 'MANUAL', code: scheduled.id },
        category: 'ANNOUNCEMENT',
        storeCodes: ['DEMO-60001'],
        content: { IN_APP: { ...message('Maintenance'), link: '/order-list' }, EMAIL: { ...message('Maintenance mail'), link: '/order-list' } },
      },
    ]);

    const sent = (await server.call<ManualNotification>('GET', manualNotificationPaths.byId(scheduled.id), { cookie: editor.cookie })).body.value;
    expect(sent).toMatchObject({ status: 'SENT', sending: false, sentAt: server.clock.now().getTime(), delivery: { recipients: 1 } });
    const entries = await history(scheduled.id);
    expect(entries.map((e) => [e.action, e.actor])).toEqual([
      ['SEND', 'system'],
      ['CREATE', editor.username],
    ]);

    const late = await server.call('PUT', manualNotificationPaths.one(scheduled.id), { cookie: editor.cookie, body: { ...request(), version: sent?.version } });
    expect([late.status, late.body.errorCode]).toEqual([409, 'MANUAL_NOTIFICATION_NOT_EDITABLE']);
  });

  it('sends an audience larger than one delivery may target in several deliveries, and adds their results up', async () => {
    const deliveries: NotificationDeliveryRequest[] = [];
    const stores = ['DEMO-60001', 'DEMO-60009', 'DEMO-60006'];
    const scheduled = await create(
      request({ audience: { type: 'STORE_CODES', values: stores }, sendMode: 'SCHEDULE', scheduledAt: server.clock.now().getTime() + 1000 }),
    );
    await advance(2000);
    await serviceProcess(server, deliveries, 2).sendDue(server.clock.now());
    const mine = deliveries.filter((d) => d.source.code === scheduled.id);
    expect(mine.map((d) => d.storeCodes)).toEqual([['DEMO-60001', 'DEMO-60006'], ['DEMO-60009']]);
    const sent = (await server.call<ManualNotification>('GET', manualNotificationPaths.byId(scheduled.id), { cookie: editor.cookie })).body.value;
    expect(sent).toMatchObject({ status: 'SENT', delivery: { recipients: 3, byChannel: { IN_APP: { sent: 3, skippedByPreference: 0, failed: 0 } } } });
    expect(sent?.delivery?.deliveryId.split(',')).toHaveLength(2);
  });

  it('fails a send whose process vanished mid-way instead of sending it again, and records why', async () => {
    const deliveries: NotificationDeliveryRequest[] = [];
    const scheduled = await create(request({ sendMode: 'SCHEDULE', scheduledAt: server.clock.now().getTime() + hour }));
    await advance(hour + 1);
    // A process claims it and dies before delivering.
    await server.database.db.update(manualNotifications).set({ claimedAt: server.clock.now() }).where(eq(manualNotifications.id, scheduled.id));
    const meanwhile = await server.call('DELETE', manualNotificationPaths.one(scheduled.id), { cookie: editor.cookie });
    expect([meanwhile.status, meanwhile.body.errorCode]).toEqual([409, 'MANUAL_NOTIFICATION_NOT_EDITABLE']);

    await advance(staleClaimMs + 1);
    // Two processes find the stale claim at the same moment: it is failed once.
    await Promise.all([serviceProcess(server, deliveries).sendDue(server.clock.now()), serviceProcess(server, deliveries).sendDue(server.clock.now())]);
    const failed = (await server.call<ManualNotification>('GET', manualNotificationPaths.byId(scheduled.id), { cookie: editor.cookie })).body.value;
    expect(failed).toMatchObject({ status: 'FAILED', failureReason: 'DELIVERY_INTERRUPTED', sending: false });
    expect(deliveries.filter((d) => d.source.code === scheduled.id)).toEqual([]);
    expect((await history(scheduled.id)).map((e) => [e.action, e.actor])).toEqual([
      ['SEND', 'system'],
      ['CREATE', editor.username],
    ]);
  });

  it('fails a send that reaches no active store (a deactivated store only)', async () => {
    const deliveries: NotificationDeliveryRequest[] = [];
    const scheduled = await create(
      request({ audience: { type: 'STORE_CODES', values: ['DEMO-60002'] }, sendMode: 'SCHEDULE', scheduledAt: server.clock.now().getTime() + 1000 }),
    );
    await advance(2000);
    await serviceProcess(server, deliveries).sendDue(server.clock.now());
    const failed = (await server.call<ManualNotification>('GET', manualNotificationPaths.byId(scheduled.id), { cookie: editor.cookie })).body.value;
    expect(failed).toMatchObject({ status: 'FAILED', failureReason: 'NO_RECIPIENTS' });
    expect(deliveries.filter((d) => d.source.code === scheduled.id)).toEqual([]);
  });
});
