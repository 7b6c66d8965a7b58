import { type AuditEntry, type Page } from '@seller-portal/contracts/accounts';
import { notificationPaths, type NotificationSummaryPage } from '@seller-portal/contracts/notifications';
import {
  partnerNotificationEventPaths as paths,
  topicPayloadSamplePath,
  type NotificationEvent,
  type NotificationEventBulkResult,
  type NotificationEventDebug,
  type NotificationEventDelivery,
  type NotificationEventPreview,
  type NotificationEventSummary,
  type NotificationEventTypeInfo,
  type TopicPayloadSample,
  type XMessageTemplates,
} from '@seller-portal/contracts/partner-notifications';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/schema';
import { notificationEvents } from '../src/modules/partner-notification-events/schema';
import { stores } from '../src/db/schema';
import { devNotificationEventTriggerToken } from '../src/modules/partner-notification-events';
import { drivers } from './support/test-database';
import { useTestServer, type TestServer } from './support/test-server';
import { createTestUser, type TestUser } from './support/test-users';

const message = (title: string, body: string) => ({ title, body });
const inApp = {
  IN_APP: {
    id: message('Pesanan {{orderNumber}}', 'Halo {{storeName}}, pesanan {{orderNumber}} dibayar.'),
    en: message('Order {{orderNumber}}', 'Hi {{storeName}}'),
    link: '/order-list',
  },
};

async function auditCount(server: TestServer, identifier: string): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.identifier, identifier));
  return row.n;
}

describe.each(drivers)('partner notification events (§7) (%s)', (driver) => {
  const server = useTestServer(driver);
  let admin: TestUser;
  let reader: TestUser;
  let seq = 0;
  const newCode = () => `TEST_${driver.toUpperCase()}_${++seq}`;

  beforeAll(async () => {
    admin = await createTestUser(server, { mode: 'INTERNAL', codes: ['INTERNAL_NOTIFICATION', 'INTERNAL_NOTIFICATION_ADMIN'] });
    reader = await createTestUser(server, { mode: 'INTERNAL', codes: ['INTERNAL_NOTIFICATION'] });
  });

  const call = <T>(method: string, path: string, body?: unknown, user: TestUser = admin) => server.call<T>(method, path, { cookie: user.cookie, body });
  const create = async (code: string, type = 'ORDER') => {
    const answer = await call<NotificationEvent>('POST', paths.events, { code, name: `Event ${code}`, type });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value as NotificationEvent;
  };
  const ruleUrl = (code: string, rulesType: string, id: string) => `${paths.rules}?code=${code}&rulesType=${rulesType}&id=${encodeURIComponent(id)}`;

  it('lists the types with their variables, the store variables first', async () => {
    const types = await call<NotificationEventTypeInfo[]>('GET', paths.types, undefined, reader);
    expect(types.body.value?.find((type) => type.type === 'ORDER')?.variables).toEqual([
      'storeName',
      'storeCode',
      'orderNumber',
      'customerName',
      'totalAmount',
      'orderDate',
    ]);
  });

  it('creates, reads, updates and deletes an event; each change is in the audit log, which readers see', async () => {
    const code = newCode();
    const created = await create(code);
    expect(created).toMatchObject({ code, type: 'ORDER', status: 'INACTIVE', rules: [], templates: {}, updatedBy: admin.username });
    expect((await call('POST', paths.events, { code, name: 'again', type: 'ORDER' })).body.errorCode).toBe('NOTIFICATION_EVENT_CODE_TAKEN');

    const updated = await call<NotificationEvent>('PUT', `${paths.code}?code=${code}`, { name: 'Renamed', type: 'ORDER', description: 'd', status: 'ACTIVE' });
    expect(updated.body.value).toMatchObject({ name: 'Renamed', description: 'd', status: 'ACTIVE' });
    expect((await call<NotificationEvent>('GET', paths.event(code), undefined, reader)).body.value?.name).toBe('Renamed');

    expect((await call('DELETE', `${paths.code}?code=${code}`)).status).toBe(200);
    expect((await call('GET', paths.event(code))).body.errorCode).toBe('NOTIFICATION_EVENT_NOT_FOUND');

    const history = await call<Page<AuditEntry>>('GET', `${paths.auditHistory}?identifier=${code}`, undefined, reader);
    expect(history.body.value?.content.map((entry) => entry.action)).toEqual(['DELETE', 'UPDATE', 'CREATE']);
    expect(history.body.value?.content[1]).toMatchObject({
      actor: admin.username,
      before: { name: `Event ${code}`, status: 'INACTIVE' },
      after: { name: 'Renamed', status: 'ACTIVE' },
    });
  });

  it('refuses bad input with a clear code and writes nothing', async () => {
    const before = await server.database.db.select({ n: count() }).from(notificationEvents);
    expect((await call('POST', paths.events, { code: 'lower case', name: 'x', type: 'ORDER' })).body.errorCode).toBe('BAD_REQUEST');
    expect((await call('POST', paths.events, { code: '', name: 'x', type: 'ORDER' })).body.errorCode).toBe('NOTIFICATION_EVENT_CODE_INVALID');
    expect((await call('POST', paths.events, { code: 'GOOD_CODE', name: ' ', type: 'ORDER' })).body.errorCode).toBe('NOTIFICATION_EVENT_NAME_BLANK');
    expect((await call('POST', paths.events, { code: 'GOOD_CODE', name: 'x', type: 'NOPE' })).status).toBe(400);
    expect(await server.database.db.select({ n: count() }).from(notificationEvents)).toEqual(before);
  });

  it('filters by code, name, type and status, a page at a time, newest change first', async () => {
    const prefix = `FLT_${driver.toUpperCase()}`;
    for (const [index, type] of ['ORDER', 'PAYMENT', 'ORDER'].entries()) {
      await call('POST', paths.events, { code: `${prefix}_${index}`, name: `Filter ${index}`, type });
      server.clock.advance(1000);
    }
    await call('POST', `${paths.bulkAction}?action=ACTIVATE`, { codes: [`${prefix}_2`] });
    const filter = (body: object) => call<Page<NotificationEventSummary>>('POST', paths.filter, body, reader);
    expect((await filter({ code: prefix.toLowerCase(), size: 2 })).body.value).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect((await filter({ code: prefix, page: 1, size: 2 })).body.value?.content.map((e) => e.code)).toEqual([`${prefix}_0`]);
    expect((await filter({ code: prefix, type: 'ORDER' })).body.value?.content.map((e) => e.code)).toEqual([`${prefix}_2`, `${prefix}_0`]);
    expect((await filter({ code: prefix, status: 'ACTIVE' })).body.value?.content.map((e) => e.code)).toEqual([`${prefix}_2`]);
    expect((await filter({ name: 'filter 1' })).body.value?.content.map((e) => e.code)).toEqual([`${prefix}_1`]);
    const listed = await call<Page<NotificationEventSummary>>('GET', `${paths.events}?page=0&size=1`, undefined, reader);
    expect(listed.body.value?.content).toHaveLength(1);
  });

  it('activates, deactivates and deletes in bulk, auditing each event it changed and skipping the rest', async () => {
    const [a, b] = [newCode(), newCode()];
    await create(a);
    await create(b);
    const activated = await call<NotificationEventBulkResult>('POST', `${paths.bulkAction}?action=ACTIVATE`, { codes: [a, b, 'NO_SUCH_EVENT'] });
    expect(activated.body.value).toEqual({ action: 'ACTIVATE', changed: [a, b] });
    expect((await call<NotificationEventBulkResult>('POST', `${paths.bulkAction}?action=ACTIVATE`, { codes: [a] })).body.value?.changed).toEqual([]);
    expect((await call<NotificationEventBulkResult>('POST', `${paths.bulkAction}?action=DEACTIVATE`, { codes: [a] })).body.value?.changed).toEqual([a]);
    expect((await call<NotificationEventBulkResult>('POST', `${paths.bulkAction}?action=DELETE`, { codes: [a, b] })).body.value?.changed).toEqual([a, b]);
    expect(await auditCount(server, a)).toBe(4);
    expect((await call('POST', `${paths.bulkAction}?action=EXPLODE`, { codes: [a] })).status).toBe(400);
  });

  it('adds and removes rules of each type; an unknown store, business type or category is refused and nothing is saved', async () => {
    const code = newCode();
    await create(code);
    const seller = await createTestUser(server, { mode: 'STORE', codes: [] });
    const added = await call<NotificationEvent>('POST', ruleUrl(code, 'STORE', seller.storeCode as string));
    expect(added.body.value?.rules).toEqual([{ rulesType: 'STORE', id: seller.storeCode, label: expect.stringContaining('Toko Uji') }]);
    await call('POST', ruleUrl(code, 'BUSINESS_TYPE', 'OFFICIAL'));
    await call('POST', ruleUrl(code, 'CATEGORY', 'FASHION'));
    expect((await call('POST', ruleUrl(code, 'CATEGORY', 'FASHION'))).body.errorCode).toBe('NOTIFICATION_RULE_EXISTS');

    const audited = await auditCount(server, code);
    const unknownStore = await call('POST', ruleUrl(code, 'STORE', 'NO-SUCH-STORE'));
    expect({ status: unknownStore.status, code: unknownStore.body.errorCode, value: unknownStore.body.value }).toEqual({
      status: 400,
      code: 'NOTIFICATION_RULE_STORE_UNKNOWN',
      value: { rulesType: 'STORE', id: 'NO-SUCH-STORE' },
    });
    expect((await call('POST', ruleUrl(code, 'CATEGORY', 'SPACESHIPS'))).body.errorCode).toBe('NOTIFICATION_RULE_ID_UNKNOWN');
    expect((await call('PUT', `${paths.rules}?code=${code}`, { rules: [{ rulesType: 'STORE', id: 'NO-SUCH-STORE' }] })).body.errorCode).toBe(
      'NOTIFICATION_RULE_STORE_UNKNOWN',
    );
    expect((await call<NotificationEvent>('GET', paths.event(code))).body.value?.rules).toHaveLength(3);
    expect(await auditCount(server, code)).toBe(audited);

    const removed = await call<NotificationEvent>('DELETE', ruleUrl(code, 'BUSINESS_TYPE', 'OFFICIAL'));
    expect(removed.body.value?.rules.map((rule) => rule.rulesType)).toEqual(['STORE', 'CATEGORY']);
    expect((await call('DELETE', ruleUrl(code, 'BUSINESS_TYPE', 'OFFICIAL'))).body.errorCode).toBe('NOTIFICATION_RULE_NOT_FOUND');
    const replaced = await call<NotificationEvent>('PUT', `${paths.rules}?code=${code}`, { rules: [{ rulesType: 'BUSINESS_TYPE', id: 'REGULAR' }] });
    expect(replaced.body.value?.rules).toEqual([{ rulesType: 'BUSINESS_TYPE', id: 'REGULAR', label: null }]);
  });

  it('saves templates with known variables, refuses an unknown variable with every problem named, and previews them', async () => {
    const code = newCode();
    await create(code);
    const saved = await call<NotificationEvent>('PUT', paths.templates(code), { templates: inApp });
    expect(saved.body.value?.channels).toEqual(['IN_APP']);

    const audited = await auditCount(server, code);
    const refused = await call('PUT', paths.templates(code), {
      templates: { EMAIL: { id: message('Halo {{sellerName}}', 'x'), en: message('Hi', '{{ nope }}') } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('NOTIFICATION_TEMPLATE_VARIABLE_UNKNOWN');
    expect(refused.body.value).toEqual({
      problems: [
        { channel: 'EMAIL', language: 'id', field: 'title', problem: 'UNKNOWN_VARIABLE', items: ['sellerName'] },
        { channel: 'EMAIL', language: 'en', field: 'body', problem: 'UNKNOWN_VARIABLE', items: ['nope'] },
      ],
    });
    expect((await call('PUT', paths.templates(code), { templates: { PUSH: { id: message('', 'x'), en: message('a', 'b') } } })).body.errorCode).toBe(
      'NOTIFICATION_TEMPLATE_INVALID',
    );
    expect((await call<NotificationEvent>('GET', paths.event(code))).body.value?.channels).toEqual(['IN_APP']);
    expect(await auditCount(server, code)).toBe(audited);

    // The saved templates with the topic's sample, then a draft with a payload of its own.
    const sample = await call<NotificationEventPreview>('POST', `${paths.preview}?code=${code}`, {}, reader);
    expect(sample.body.value?.channels[0]).toMatchObject({ channel: 'IN_APP', id: { title: 'Pesanan ORD-2026-0001' }, missing: [] });
    const draft = await call<NotificationEventPreview>(
      'POST',
      `${paths.preview}?code=${code}`,
      { templates: { IN_APP: { id: message('{{customerName}}', '{{bogus}}'), en: message('x', 'y') } }, payload: { customerName: 'Rina' } },
      reader,
    );
    expect(draft.body.value).toMatchObject({
      channels: [{ channel: 'IN_APP', id: { title: 'Rina', body: '' }, missing: ['bogus'] }],
      problems: [{ problem: 'UNKNOWN_VARIABLE', items: ['bogus'] }],
    });
  });

  it('answers and saves the sample payload of a topic', async () => {
    const builtIn = await call<TopicPayloadSample>('PUT', `${topicPayloadSamplePath}?topic=PAYMENT`, {}, reader);
    expect(builtIn.body.value).toMatchObject({ topic: 'PAYMENT', saved: false, payload: { referenceNumber: 'STL-88120' } });
    expect((await call('PUT', `${topicPayloadSamplePath}?topic=PAYMENT`, { payload: { amount: 'Rp1' } }, reader)).body.errorCode).toBe('PE403001');
    const saved = await call<TopicPayloadSample>('PUT', `${topicPayloadSamplePath}?topic=PAYMENT-${driver}`, { payload: { amount: 'Rp1' } });
    expect(saved.body.value).toEqual({ topic: `PAYMENT-${driver}`, payload: { amount: 'Rp1' }, saved: true });
    expect((await call<TopicPayloadSample>('PUT', `${topicPayloadSamplePath}?topic=PAYMENT-${driver}`, {}, reader)).body.value?.saved).toBe(true);
    const manualReader = await createTestUser(server, { mode: 'INTERNAL', codes: ['INTERNAL_NOTIFICATION_MANUAL-SEE'] });
    expect((await call('PUT', `${topicPayloadSamplePath}?topic=ORDER`, {}, manualReader)).status).toBe(200);
    const neither = await createTestUser(server, { mode: 'INTERNAL', codes: ['INTERNAL_SELLER-API-CENTER'] });
    expect((await call('PUT', `${topicPayloadSamplePath}?topic=ORDER`, {}, neither)).body.errorCode).toBe('PE403001');
  });

  it('debugs a realtime event of a store: which rules match it, which templates resolve; and shows the x-message templates', async () => {
    const code = newCode();
    await create(code);
    const seller = await createTestUser(server, { mode: 'STORE', codes: [], businessTypes: ['OFFICIAL'] });
    await call('POST', ruleUrl(code, 'BUSINESS_TYPE', 'OFFICIAL'));
    await call('POST', ruleUrl(code, 'CATEGORY', 'FOOD'));
    await call('PUT', paths.templates(code), { templates: inApp });
    const debug = await call<NotificationEventDebug>('POST', paths.debug(code), { storeCode: seller.storeCode, payload: { orderNumber: 'ORD-9' } }, reader);
    expect(debug.body.value).toMatchObject({
      delivers: false,
      rules: [
        { rulesType: 'BUSINESS_TYPE', id: 'OFFICIAL', resolution: 'MATCHED' },
        { rulesType: 'CATEGORY', id: 'FOOD', resolution: 'NOT_MATCHED' },
      ],
      templates: [
        { channel: 'IN_APP', resolution: 'TEMPLATE_RESOLVED', rendered: { id: { title: 'Pesanan ORD-9', body: expect.stringContaining('Toko Uji') } } },
        { channel: 'EMAIL', resolution: 'TEMPLATE_MISSING', rendered: null },
        { channel: 'PUSH', resolution: 'TEMPLATE_MISSING', rendered: null },
        { channel: 'WHATSAPP', resolution: 'TEMPLATE_MISSING', rendered: null },
      ],
    });
    expect((await call('POST', paths.debug(code), { storeCode: 'NO-SUCH-STORE' }, reader)).body.errorCode).toBe('NOTIFICATION_STORE_NOT_FOUND');

    const xMessage = await call<XMessageTemplates>('GET', paths.xMessageTemplates(code), undefined, reader);
    expect(xMessage.body.value?.templates.map((t) => [t.name, t.variables])).toEqual([
      [`${code.toLowerCase()}_in_app_id`, ['orderNumber', 'storeName']],
      [`${code.toLowerCase()}_in_app_en`, ['orderNumber', 'storeName']],
    ]);
  });

  it('a reader without the admin code sees everything and changes nothing (PE403001)', async () => {
    const code = newCode();
    await create(code);
    for (const [method, path, body] of [
      ['POST', paths.events, { code: newCode(), name: 'x', type: 'ORDER' }],
      ['PUT', `${paths.code}?code=${code}`, { name: 'x', type: 'ORDER', status: 'ACTIVE' }],
      ['DELETE', `${paths.code}?code=${code}`, undefined],
      ['POST', `${paths.bulkAction}?action=DELETE`, { codes: [code] }],
      ['POST', ruleUrl(code, 'CATEGORY', 'FOOD'), undefined],
      ['PUT', paths.templates(code), { templates: inApp }],
    ] as const) {
      const answer = await call(method, path, body, reader);
      expect({ path, status: answer.status, code: answer.body.errorCode }).toEqual({ path, status: 403, code: 'PE403001' });
    }
    expect((await call<NotificationEvent>('GET', paths.event(code), undefined, reader)).body.value?.status).toBe('INACTIVE');
  });

  describe('triggering an event (the marketplace systems call)', () => {
    const trigger = (code: string, body: unknown, token: string | null = devNotificationEventTriggerToken) =>
      server.call<NotificationEventDelivery>('POST', paths.trigger(code), { body, headers: token ? { authorization: `Bearer ${token}` } : {} });

    it('needs the service token, not a session', async () => {
      const code = newCode();
      await create(code);
      expect((await trigger(code, {}, null)).body.errorCode).toBe('NOTIFICATION_TRIGGER_TOKEN_INVALID');
      expect((await trigger(code, {}, 'x'.repeat(40))).status).toBe(401);
      expect((await server.call('POST', paths.trigger(code), { cookie: admin.cookie, body: {} })).body.errorCode).toBe('NOTIFICATION_TRIGGER_TOKEN_INVALID');
    });

    it('refuses an inactive event, an event without templates, and an unknown one', async () => {
      const code = newCode();
      await create(code);
      expect((await trigger(code, {})).body.errorCode).toBe('NOTIFICATION_EVENT_INACTIVE');
      await call('POST', `${paths.bulkAction}?action=ACTIVATE`, { codes: [code] });
      expect((await trigger(code, {})).body.errorCode).toBe('NOTIFICATION_EVENT_NO_TEMPLATES');
      expect((await trigger('NO_SUCH_EVENT', {})).body.errorCode).toBe('NOTIFICATION_EVENT_NOT_FOUND');
    });

    it('delivers to the active stores the rules reach, and only to those, each with its own store name; records it once per event id', async () => {
      const code = newCode();
      await create(code);
      const named = await createTestUser(server, { mode: 'STORE', codes: [] });
      const merchant = await createTestUser(server, { mode: 'STORE', codes: [], businessTypes: ['POWER_MERCHANT'] });
      const closed = await createTestUser(server, { mode: 'STORE', codes: [], businessTypes: ['POWER_MERCHANT'] });
      const untargeted = await createTestUser(server, { mode: 'STORE', codes: [], businessTypes: ['REGULAR'] });
      await server.database.db
        .update(stores)
        .set({ status: 'DEACTIVATED' })
        .where(eq(stores.code, closed.storeCode as string));
      await call('POST', ruleUrl(code, 'STORE', named.storeCode as string));
      await call('POST', ruleUrl(code, 'BUSINESS_TYPE', 'POWER_MERCHANT'));
      await call('PUT', paths.templates(code), { templates: inApp });
      await call('POST', `${paths.bulkAction}?action=ACTIVATE`, { codes: [code] });

      // Only some of the stores the rules reach: the marketplace's event about one merchant.
      const one = await trigger(code, { payload: { orderNumber: 'ORD-6' }, storeCodes: [named.storeCode as string, untargeted.storeCode as string] });
      expect(one.body.value).toMatchObject({ storeCount: 1, recipients: 1, byChannel: { IN_APP: { sent: 1, skippedByPreference: 0, failed: 0 } } });
      server.clock.advance(1000);

      const answer = await trigger(code, { payload: { orderNumber: 'ORD-7' }, eventId: 'evt-1' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const delivery = answer.body.value as NotificationEventDelivery;
      // Every active POWER_MERCHANT store of the directory and the named one; never the deactivated one.
      expect(delivery.storeCount).toBeGreaterThanOrEqual(2);
      expect(delivery.deliveryIds).toHaveLength(delivery.storeCount);
      expect(delivery.byChannel.IN_APP?.sent).toBe(delivery.recipients);
      const again = await trigger(code, { payload: { orderNumber: 'ORD-7' }, eventId: 'evt-1' });
      expect(again.body.value?.id).toBe(delivery.id);

      const inbox = async (user: TestUser) =>
        (await server.call<NotificationSummaryPage>('GET', notificationPaths.summary, { cookie: user.cookie })).body.value?.content.filter(
          (item) => item.source.code === code,
        ) ?? [];
      const [namedInbox, merchantInbox] = [await inbox(named), await inbox(merchant)];
      expect(namedInbox.map((item) => item.texts.id.title)).toEqual(['Pesanan ORD-7', 'Pesanan ORD-6']);
      expect(merchantInbox.map((item) => item.texts.id)).toEqual([{ title: 'Pesanan ORD-7', body: expect.stringContaining('Toko Uji') }]);
      expect(merchantInbox[0]).toMatchObject({ source: { kind: 'EVENT', code }, category: 'ORDER', link: '/order-list' });
      expect(await inbox(untargeted)).toEqual([]);
      expect(await inbox(closed)).toEqual([]);

      const history = await call<Page<NotificationEventDelivery>>('GET', `${paths.histories}?code=${code}`, undefined, reader);
      expect(history.body.value?.content.map((entry) => [entry.eventId, entry.storeCount])).toEqual([
        ['evt-1', delivery.storeCount],
        [null, 1],
      ]);
    });
  });
});
