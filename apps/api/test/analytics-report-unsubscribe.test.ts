import { analyticsPaths, type AnalyticsReportOptOut } from '@seller-portal/contracts/analytics';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devAnalyticsReportLinkSecret, encodeAnalyticsReportCode } from '../src/modules/analytics';
import { analyticsReportOptOuts } from '../src/modules/analytics/schema';
import { drivers } from './support/test-database';
import { useTestServer } from './support/test-server';
import { createTestUser } from './support/test-users';

const unsubscribePath = (code: string) => `${analyticsPaths.reportUnsubscribe}?${new URLSearchParams({ encodedBusinessPartnerCode: code }).toString()}`;

describe.each(drivers)('analytics report emails: the signed unsubscribe link (%s)', (driver) => {
  const server = useTestServer(driver);

  const newStore = async () => {
    const user = await createTestUser(server, { mode: 'STORE', codes: [] });
    return user.storeCode as string;
  };
  const optOutsOf = (storeCode: string) => server.database.db.select().from(analyticsReportOptOuts).where(eq(analyticsReportOptOuts.storeCode, storeCode));

  it('a valid link, signed out, stops the store’s report emails once; opening it again keeps the first time', async () => {
    const storeCode = await newStore();
    const code = encodeAnalyticsReportCode(devAnalyticsReportLinkSecret, storeCode);

    const first = await server.call<AnalyticsReportOptOut>('GET', unsubscribePath(code));
    expect(first.status).toBe(200);
    expect(first.body.value?.storeName).toMatch(/^Toko Uji /);
    expect(first.body.value?.optedOutAt).toBe(server.clock.now().toISOString());
    expect(await optOutsOf(storeCode)).toHaveLength(1);

    server.clock.advance(60_000);
    const again = await server.call<AnalyticsReportOptOut>('GET', unsubscribePath(code));
    expect(again.status).toBe(200);
    expect(again.body.value?.optedOutAt).toBe(first.body.value?.optedOutAt);
    expect(await optOutsOf(storeCode)).toHaveLength(1);

    const back = await server.call<{ storeName: string }>('POST', analyticsPaths.reportResubscribe, { body: { encodedBusinessPartnerCode: code } });
    expect([back.status, back.body.value?.storeName]).toEqual([200, first.body.value?.storeName]);
    expect(await optOutsOf(storeCode)).toHaveLength(0);
  });

  it('a tampered, cut, foreign-signed, garbage or 5,000-character code is ANALYTICS_REPORT_LINK_INVALID and changes nothing', async () => {
    const storeCode = await newStore();
    const other = await newStore();
    const valid = encodeAnalyticsReportCode(devAnalyticsReportLinkSecret, storeCode);
    const [encodedStore, signature] = valid.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const codes = [
      // Another store's code under this store's signature.
      `${Buffer.from(other).toString('base64url')}.${signature}`,
      `${encodedStore}.${flipped}`,
      encodedStore,
      `${encodedStore}.`,
      encodeAnalyticsReportCode('a-secret-the-server-does-not-hold', other),
      // A store the server does not know, signed correctly.
      encodeAnalyticsReportCode(devAnalyticsReportLinkSecret, 'NO-SUCH-STORE'),
      'garbage',
      '%%%.$$$',
      ' ',
      'x'.repeat(5_000),
    ];
    for (const code of codes) {
      const answer = await server.call('GET', unsubscribePath(code));
      expect({ code, status: answer.status, error: answer.body.errorCode }).toEqual({ code, status: 400, error: 'ANALYTICS_REPORT_LINK_INVALID' });
    }
    for (const code of [codes[0], codes[1], 'x'.repeat(5_000)]) {
      const answer = await server.call('POST', analyticsPaths.reportResubscribe, { body: { encodedBusinessPartnerCode: code } });
      expect([answer.status, answer.body.errorCode]).toEqual([400, 'ANALYTICS_REPORT_LINK_INVALID']);
    }
    const missing = await server.call('GET', analyticsPaths.reportUnsubscribe);
    expect([missing.status, missing.body.errorCode]).toEqual([400, 'ANALYTICS_REPORT_LINK_INVALID']);
    expect(await optOutsOf(storeCode)).toHaveLength(0);
    expect(await optOutsOf(other)).toHaveLength(0);
  });
});
