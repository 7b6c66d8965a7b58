import { type AuditEntry, type Page } from '@seller-portal/contracts/accounts';
import { mobileConfigPaths, type MobileConfig, type MobileConfigValue } from '@seller-portal/contracts/mobile-configs';
import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/schema';
import { mobileConfigs } from '../src/modules/mobile-configs/schema';
import { drivers } from './support/test-database';
import { useTestServer, type TestServer } from './support/test-server';
import { createTestUser, type TestUser } from './support/test-users';

async function rowCounts(server: TestServer) {
  const [[configs], [audit]] = await Promise.all([
    server.database.db.select({ n: count() }).from(mobileConfigs),
    server.database.db.select({ n: count() }).from(auditLog),
  ]);
  return { configs: configs.n, audit: audit.n };
}

describe.each(drivers)('mobile configs (§2.4, §3, §7) (%s)', (driver) => {
  const server = useTestServer(driver);
  let editor: TestUser;
  let seq = 0;
  const newKey = () => `test.${driver}.${++seq}`;
  beforeEach(async () => {
    editor = await createTestUser(server, {
      mode: 'INTERNAL',
      codes: ['INTERNAL_MOBILE-CONFIG_VIEW', 'INTERNAL_MOBILE-CONFIG_ADD', 'INTERNAL_MOBILE-CONFIG_UPDATE', 'INTERNAL_MOBILE-CONFIG_DELETE'],
    });
  });
  const create = async (key: string, value = '{"enabled": true}') => {
    const answer = await server.call<MobileConfig>('POST', mobileConfigPaths.configs, { cookie: editor.cookie, body: { key, valueType: 'JSON', value } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value as MobileConfig;
  };

  it('seeds the named configs of §3, the notification UI config with ruleFieldNames and debugResolutions', async () => {
    const list = await server.call<MobileConfig[]>('GET', mobileConfigPaths.configs, { cookie: editor.cookie });
    expect(list.body.value?.map((c) => c.key)).toEqual(expect.arrayContaining(['generalNotifPage', 'manualNotifPage', 'partnersNotificationUIconfig']));
    const ui = await server.call<MobileConfigValue>('GET', mobileConfigPaths.byName('partnersNotificationUIconfig'), { cookie: editor.cookie });
    expect(Object.keys(ui.body.value?.value as object)).toEqual(['ruleFieldNames', 'debugResolutions']);
  });

  it('serves a config by name to the apps, parsed, with a session of any mode', async () => {
    const seller = await createTestUser(server, { mode: 'STORE', codes: [] });
    const answer = await server.call<MobileConfigValue>('GET', mobileConfigPaths.byName('manualNotifPage'), { cookie: seller.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ key: 'manualNotifPage', value: { enabled: true } });
    expect((await server.call('GET', mobileConfigPaths.byName('manualNotifPage'))).status).toBe(401);
    expect((await server.call('GET', mobileConfigPaths.byName('noSuchConfig'), { cookie: seller.cookie })).body.errorCode).toBe('MOBILE_CONFIG_NOT_FOUND');
  });

  it('creates, finds by keyword, updates and deletes a config, each change in the audit log with before and after', async () => {
    const key = newKey();
    const created = await create(key);
    expect(created).toMatchObject({ key, valueType: 'JSON', version: 1, updatedBy: editor.username });

    const found = await server.call<MobileConfig[]>('GET', `${mobileConfigPaths.configs}?keyword=${encodeURIComponent(key)}`, { cookie: editor.cookie });
    expect(found.body.value?.map((c) => c.key)).toEqual([key]);

    const updated = await server.call<MobileConfig>('PUT', mobileConfigPaths.config(key), {
      cookie: editor.cookie,
      body: { valueType: 'JSON', value: '{"enabled": false}', description: 'off', version: 1 },
    });
    expect(updated.body.value).toMatchObject({ value: '{"enabled": false}', description: 'off', version: 2 });

    expect((await server.call('DELETE', mobileConfigPaths.config(key), { cookie: editor.cookie })).status).toBe(200);
    expect((await server.call('GET', mobileConfigPaths.config(key), { cookie: editor.cookie })).body.errorCode).toBe('MOBILE_CONFIG_NOT_FOUND');

    const history = await server.call<Page<AuditEntry>>('GET', `${mobileConfigPaths.history}?identifier=${encodeURIComponent(key)}`, { cookie: editor.cookie });
    expect(history.body.value?.content.map((e) => e.action)).toEqual(['DELETE', 'UPDATE', 'CREATE']);
    expect(history.body.value?.content[1]).toMatchObject({
      actor: editor.username,
      before: { value: '{"enabled": true}', version: 1 },
      after: { value: '{"enabled": false}', version: 2 },
    });
  });

  it('tells the second of two editors who started from the same version, with what is saved now, and keeps the first one', async () => {
    const key = newKey();
    await create(key, '{"n": 0}');
    const first = await server.call('PUT', mobileConfigPaths.config(key), {
      cookie: editor.cookie,
      body: { valueType: 'JSON', value: '{"n": 1}', version: 1 },
    });
    expect(first.status).toBe(200);
    const before = await rowCounts(server);
    const second = await server.call<MobileConfig>('PUT', mobileConfigPaths.config(key), {
      cookie: editor.cookie,
      body: { valueType: 'JSON', value: '{"n": 2}', version: 1 },
    });
    expect({ status: second.status, code: second.body.errorCode }).toEqual({ status: 409, code: 'MOBILE_CONFIG_VERSION_CONFLICT' });
    expect(second.body.value).toMatchObject({ value: '{"n": 1}', version: 2 });
    expect(await rowCounts(server)).toEqual(before);
  });

  it.each([
    ['JSON that does not parse', { key: 'bad.json', valueType: 'JSON', value: '{"enabled": tru' }, 400, 'MOBILE_CONFIG_JSON_INVALID'],
    ['an empty JSON value', { key: 'empty.json', valueType: 'JSON', value: '  ' }, 400, 'MOBILE_CONFIG_JSON_INVALID'],
    [
      'JSON nested 10,000 deep',
      { key: 'deep.json', valueType: 'JSON', value: `${'['.repeat(10_000)}${']'.repeat(10_000)}` },
      400,
      'MOBILE_CONFIG_JSON_TOO_DEEP',
    ],
    ['a key with spaces', { key: 'bad key', valueType: 'JSON', value: '{}' }, 400, 'BAD_REQUEST'],
    ['a blank key', { key: ' ', valueType: 'JSON', value: '{}' }, 400, 'MOBILE_CONFIG_KEY_INVALID'],
    ['a taken key', { key: 'generalNotifPage', valueType: 'JSON', value: '{}' }, 409, 'MOBILE_CONFIG_KEY_TAKEN'],
  ] as const)('refuses to create with %s, writing nothing', async (_name, body, status, code) => {
    const before = await rowCounts(server);
    const answer = await server.call('POST', mobileConfigPaths.configs, { cookie: editor.cookie, body });
    expect({ status: answer.status, code: answer.body.errorCode }).toEqual({ status, code });
    expect(await rowCounts(server)).toEqual(before);
  });

  it('refuses an update whose JSON does not parse, keeping the saved value', async () => {
    const key = newKey();
    await create(key, '{"kept": true}');
    const answer = await server.call('PUT', mobileConfigPaths.config(key), { cookie: editor.cookie, body: { valueType: 'JSON', value: '[1, 2', version: 1 } });
    expect(answer.body.errorCode).toBe('MOBILE_CONFIG_JSON_INVALID');
    const saved = await server.call<MobileConfig>('GET', mobileConfigPaths.config(key), { cookie: editor.cookie });
    expect(saved.body.value).toMatchObject({ value: '{"kept": true}', version: 1 });
  });

  it('lets a holder of INTERNAL_MOBILE-CONFIG_VIEW only read: adding, changing and deleting are 403 PE403001', async () => {
    const viewer = await createTestUser(server, { mode: 'INTERNAL', codes: ['INTERNAL_MOBILE-CONFIG_VIEW'] });
    expect((await server.call('GET', mobileConfigPaths.config('generalNotifPage'), { cookie: viewer.cookie })).status).toBe(200);
    const refused = [
      await server.call('POST', mobileConfigPaths.configs, { cookie: viewer.cookie, body: { key: 'x', valueType: 'JSON', value: '{}' } }),
      await server.call('PUT', mobileConfigPaths.config('generalNotifPage'), { cookie: viewer.cookie, body: { valueType: 'JSON', value: '{}', version: 1 } }),
      await server.call('DELETE', mobileConfigPaths.config('generalNotifPage'), { cookie: viewer.cookie }),
    ];
    expect(refused.map((a) => [a.status, a.body.errorCode])).toEqual([
      [403, 'PE403001'],
      [403, 'PE403001'],
      [403, 'PE403001'],
    ]);
  });
});
