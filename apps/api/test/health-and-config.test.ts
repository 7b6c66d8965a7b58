import { apiPaths, configKeys, parseStringList, type AppConfig } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, drivers } from './support/test-database';
import { startTestServer, useTestServer } from './support/test-server';

describe.each(drivers)('health and application config (%s)', (driver) => {
  const server = useTestServer(driver);

  it('GET /healthz answers 200 {status:"ok"} while the database answers', async () => {
    const answer = await fetch(`${server.baseUrl}/healthz`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 on /healthz and the 500 envelope on calls once the database is gone, without details', async () => {
    const database = await openTestDatabase(driver);
    const broken = await startTestServer(driver, { database });
    try {
      await database.close();
      const answer = await fetch(`${broken.baseUrl}/healthz`);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ status: 'unavailable' });
      const readiness = await fetch(`${broken.baseUrl}/readyz`);
      expect([readiness.status, await readiness.json()]).toEqual([503, { status: 'database-unavailable' }]);

      const config = await broken.call('GET', `${apiPaths.config}?requestId=9`);
      expect(config.status).toBe(500);
      expect(config.body).toEqual({
        success: false,
        status: 'INTERNAL_SERVER_ERROR',
        value: null,
        errorCode: 'PMU500000',
        errorMessage: 'Something went wrong on our side. Please try again later.',
        requestId: '9',
      });
    } finally {
      await broken.close();
    }
  });

  it('answers the §3 application config as key → string, without a session', async () => {
    const answer = await server.call<AppConfig>('GET', `${apiPaths.config}?storeId=10001&channelId=Web&clientId=partners-main-ui&requestId=1`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, status: 'OK', errorCode: null, errorMessage: null, requestId: '1' });
    const config = answer.body.value ?? {};
    expect(Object.values(config).every((v) => typeof v === 'string')).toBe(true);
    expect(config[configKeys.externalModulePaths]).toBe('[]');
    expect(parseStringList(config[configKeys.externalModulePaths])).toEqual([]);
    expect(config[configKeys.rebrandingDashboard]).toBe('true');
    expect(config[configKeys.showIdVerification]).toBe('true');
    expect(config[configKeys.surveyWeb]).toBe('false');
    expect(config[configKeys.surveyApp]).toBe('false');
    expect(JSON.parse(config[configKeys.delayResources])).toEqual({ timeout: 6000, isDelayFirebase: false, isDelayComponent: false });
  });

  it('generates a request id when the query has none, and ignores one unsafe to log', async () => {
    const plain = await server.call('GET', apiPaths.config);
    const unsafe = await server.call('GET', `${apiPaths.config}?requestId=${encodeURIComponent('a\nb')}`);
    expect(plain.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(unsafe.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(plain.body.requestId).not.toBe(unsafe.body.requestId);
  });
});
