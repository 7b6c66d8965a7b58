import {
  adsPaths,
  type AdsCampaign,
  type AdsCampaignResults,
  type AdsEventAnswer,
  type AdsHistoryPage,
  type AdsOverview,
  type AdsTopUpAnswer,
} from '@seller-portal/contracts/ads';
import { addStoreDays, analyticsPaths, storeDayOf, type BliklanBalance, type DashboardSummary } from '@seller-portal/contracts/analytics';
import { storeAccessibilityCodes, type AccessibilityCode } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { devAdsServiceToken } from '../src/modules/ads';
import { ledgerAccountKinds as kinds, ledgerOn } from '../src/modules/ledger';
import { productItems } from '../src/modules/products/schema';
import { drivers } from './support/test-database';
import { TestClock, useTestServer, type Answer, type TestServer } from './support/test-server';
import { createTestUser, newSession, type TestUser } from './support/test-users';

const dayMs = 86_400_000;

function value<T>(answer: Answer<T>): T {
  if (answer.status !== 200 || answer.body.value === null || answer.body.value === undefined)
    throw new Error(`no value: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.value;
}

const refusal = (answer: Answer<unknown>) => [answer.status, answer.body.errorCode];

/** A store of its own with every STORE code, a wallet of `wallet` rupiah and two products. */
async function newStore(server: TestServer, wallet = 5_000_000, codes: readonly AccessibilityCode[] = storeAccessibilityCodes) {
  const seller = await createTestUser(server, { mode: 'STORE', codes });
  const storeCode = seller.storeCode as string;
  if (wallet > 0) {
    await ledgerOn(server.database.db, server.clock).post({
      idempotencyKey: `TEST_WALLET:${storeCode}`,
      kind: 'ORDER_SETTLED',
      storeCode,
      postings: [
        { account: { storeCode: null, kind: kinds.buyerPayments }, amount: -wallet },
        { account: { storeCode, kind: kinds.walletAvailable }, amount: wallet },
      ],
    });
  }
  await server.database.db.insert(productItems).values([
    { itemId: `${storeCode}-A`, storeCode, name: 'Kopi Uji', price: 50_000, stock: 100 },
    { itemId: `${storeCode}-B`, storeCode, name: 'Teh Uji', price: 30_000, stock: 100 },
  ]);
  return { seller, storeCode };
}

function client(server: TestServer, user: TestUser) {
  return {
    get: <T>(path: string) => server.call<T>('GET', path, { cookie: user.cookie }),
    post: <T>(path: string, body?: unknown) => server.call<T>('POST', path, { cookie: user.cookie, body }),
    put: <T>(path: string, body?: unknown) => server.call<T>('PUT', path, { cookie: user.cookie, body }),
  };
}

/** The store's ads balance, bonus and available wallet, as the ledger holds them. */
async function balances(server: TestServer, storeCode: string) {
  const [paid, bonus, wallet] = await ledgerOn(server.database.db, server.clock).balances([
    { storeCode, kind: kinds.adsBalance },
    { storeCode, kind: kinds.adsBonus },
    { storeCode, kind: kinds.walletAvailable },
  ]);
  return { paid, bonus, wallet };
}

const events = (
  server: TestServer,
  storeCode: string,
  batchId: string,
  campaigns: { campaignId: string; clicks: number; impressions?: number; orders?: number }[],
  token = devAdsServiceToken,
) =>
  server.call<AdsEventAnswer>('POST', adsPaths.marketplaceEvents(storeCode), {
    headers: { authorization: `Bearer ${token}` },
    body: { batchId, campaigns: campaigns.map((c) => ({ impressions: c.clicks * 20, orders: 0, ...c })) },
  });

const campaignRequest = (storeCode: string, today: string, change: Record<string, unknown> = {}) => ({
  name: 'Kampanye kopi',
  itemIds: [`${storeCode}-A`],
  dailyBudget: 20_000,
  bid: 1_000,
  startDay: today,
  endDay: null,
  ...change,
});

describe.each(drivers)('ads: top-ups, campaigns and ad events on the ledger (%s)', (driver) => {
  const server = useTestServer(driver);

  it('tops up from the wallet: integer rupiah within the limits, never above the wallet; the balance, history and dashboard follow', async () => {
    const { seller, storeCode } = await newStore(server, 300_000);
    const api = client(server, seller);
    const overview = value(await api.get<AdsOverview>(adsPaths.overview));
    expect(overview).toMatchObject({ balance: 0, bonusBalance: 0, walletAvailable: 300_000, topUpMin: 50_000, codeThreshold: 1_000_000 });
    // §9 defaults: 1 Oct to 30 Nov 2025, over by now.
    expect(overview.promo).toMatchObject({
      from: '2025-10-01',
      to: '2025-11-30',
      rebatePercent: 50,
      rebateCap: 5_000_000,
      firstTopUpBonus: 100_000,
      state: 'ENDED',
    });

    for (const amount of [0, -1, 1.5, 'abc', null, 49_999, 100_000_001]) {
      expect([amount, ...refusal(await api.post(adsPaths.topUps, { amount }))]).toEqual([amount, 400, 'ADS_TOP_UP_AMOUNT_INVALID']);
    }
    expect(refusal(await api.post(adsPaths.topUps, { amount: 300_001 }))).toEqual([409, 'ADS_WALLET_INSUFFICIENT']);
    expect(await balances(server, storeCode)).toEqual({ paid: 0, bonus: 0, wallet: 300_000 });

    const done = value(await api.post<AdsTopUpAnswer>(adsPaths.topUps, { amount: 120_000 }));
    expect(done).toMatchObject({ status: 'DONE', challenge: null, topUp: { amount: 120_000, rebate: 0, bonus: 0 } });
    expect(await balances(server, storeCode)).toEqual({ paid: 120_000, bonus: 0, wallet: 180_000 });
    expect(value(await api.get<BliklanBalance>(analyticsPaths.bliklanBalance))).toMatchObject({ balance: 120_000, bonusBalance: 0 });
    const dashboard = value(await api.get<DashboardSummary>(analyticsPaths.dashboardSummary));
    expect(dashboard.wallet?.balance).toBe(180_000);
    expect(dashboard.tasks.find((t) => t.kind === 'TOP_UP_ADS')).toMatchObject({ done: true });
    const history = value(await api.get<AdsHistoryPage>(adsPaths.history));
    expect(history.entries).toEqual([
      expect.objectContaining({ kind: 'ADS_TOP_UP', account: 'ADS_BALANCE', amount: 120_000, source: { type: 'TOP_UP', id: done.topUp?.id } }),
    ]);
  });

  it('asks for the one-time code from the threshold on: nothing moves until the code from the mail is right, and a code moves once', async () => {
    const { seller, storeCode } = await newStore(server, 3_000_000);
    const api = client(server, seller);
    const sent = value(await api.post<AdsTopUpAnswer>(adsPaths.topUps, { amount: 1_000_000 }));
    expect(sent).toMatchObject({ status: 'CODE_SENT', topUp: null, challenge: { channel: 'EMAIL', codeLength: 6 } });
    expect(await balances(server, storeCode)).toEqual({ paid: 0, bonus: 0, wallet: 3_000_000 });

    expect(refusal(await api.post(adsPaths.topUpVerify, { code: '' }))).toEqual([400, 'PMA400003']);
    const code = await server.latestCode(seller.username);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(refusal(await api.post(adsPaths.topUpVerify, { code: wrong }))).toEqual([400, 'OTP_INVALID']);
    expect(await balances(server, storeCode)).toEqual({ paid: 0, bonus: 0, wallet: 3_000_000 });

    const done = value(await api.post<AdsTopUpAnswer>(adsPaths.topUpVerify, { code }));
    expect(done).toMatchObject({ status: 'DONE', topUp: { amount: 1_000_000 } });
    expect(await balances(server, storeCode)).toEqual({ paid: 1_000_000, bonus: 0, wallet: 2_000_000 });
    // The code is used up: sending it again moves nothing.
    expect(refusal(await api.post(adsPaths.topUpVerify, { code }))[1]).toBe('OTP_SESSION_EXPIRED');
    expect(await balances(server, storeCode)).toEqual({ paid: 1_000_000, bonus: 0, wallet: 2_000_000 });

    // Above what the wallet holds: refused before any code is sent.
    const mails = (await server.outbox(seller.username)).length;
    expect(refusal(await api.post(adsPaths.topUps, { amount: 2_000_001 }))).toEqual([409, 'ADS_WALLET_INSUFFICIENT']);
    expect((await server.outbox(seller.username)).length).toBe(mails);
  });

  it("creates, edits, pauses, resumes and ends a campaign of the store's own products; each rule has its code", async () => {
    const { seller, storeCode } = await newStore(server);
    const other = await newStore(server);
    const api = client(server, seller);
    value(await api.post(adsPaths.topUps, { amount: 100_000 }));
    const today = storeDayOf(server.clock.now());
    const bad: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'ADS_CAMPAIGN_NAME_INVALID'],
      [{ name: 'x'.repeat(101) }, 'ADS_CAMPAIGN_NAME_INVALID'],
      [{ itemIds: [] }, 'ADS_PRODUCTS_INVALID'],
      [{ itemIds: [`${other.storeCode}-A`] }, 'ADS_PRODUCTS_INVALID'],
      [{ dailyBudget: 9_999 }, 'ADS_DAILY_BUDGET_INVALID'],
      [{ dailyBudget: 20_000.5 }, 'ADS_DAILY_BUDGET_INVALID'],
      [{ bid: 199 }, 'ADS_BID_INVALID'],
      [{ bid: 30_000 }, 'ADS_BID_INVALID'],
      [{ startDay: addStoreDays(today, -1) }, 'ADS_SCHEDULE_INVALID'],
      [{ endDay: addStoreDays(today, -1) }, 'ADS_SCHEDULE_INVALID'],
      [{ startDay: '2026-02-30' }, 'ADS_SCHEDULE_INVALID'],
    ];
    for (const [change, code] of bad) {
      expect([change, ...refusal(await api.post(adsPaths.campaigns, campaignRequest(storeCode, today, change)))]).toEqual([change, 400, code]);
    }
    expect(value(await api.get<AdsCampaign[]>(adsPaths.campaigns))).toEqual([]);

    const created = value(await api.post<AdsCampaign>(adsPaths.campaigns, campaignRequest(storeCode, today)));
    expect(created).toMatchObject({ status: 'ACTIVE', products: [{ itemId: `${storeCode}-A`, name: 'Kopi Uji' }], today: { spend: 0 } });
    const edited = value(
      await api.put<AdsCampaign>(
        adsPaths.campaign(created.id),
        campaignRequest(storeCode, today, { name: 'Kopi dan teh', itemIds: [`${storeCode}-A`, `${storeCode}-B`] }),
      ),
    );
    expect(edited).toMatchObject({ name: 'Kopi dan teh', products: [{ name: 'Kopi Uji' }, { name: 'Teh Uji' }] });
    expect(value(await api.post<AdsCampaign>(`${adsPaths.campaign(created.id)}/status`, { action: 'PAUSE' })).status).toBe('PAUSED');
    expect(value(await api.post<AdsCampaign>(`${adsPaths.campaign(created.id)}/status`, { action: 'RESUME' })).status).toBe('ACTIVE');
    expect(value(await api.post<AdsCampaign>(`${adsPaths.campaign(created.id)}/status`, { action: 'END' })).status).toBe('ENDED');
    expect(refusal(await api.post(`${adsPaths.campaign(created.id)}/status`, { action: 'RESUME' }))).toEqual([409, 'ADS_CAMPAIGN_ENDED']);
    expect(refusal(await api.put(adsPaths.campaign(created.id), campaignRequest(storeCode, today)))).toEqual([409, 'ADS_CAMPAIGN_ENDED']);

    // Another store's campaign is not found, not changed.
    const theirs = client(server, other.seller);
    expect(refusal(await theirs.post(`${adsPaths.campaign(created.id)}/status`, { action: 'PAUSE' }))).toEqual([404, 'ADS_CAMPAIGN_NOT_FOUND']);
    expect(refusal(await theirs.get(`${adsPaths.campaign(created.id)}/results`))).toEqual([404, 'ADS_CAMPAIGN_NOT_FOUND']);
    expect(refusal(await api.get(`${adsPaths.campaign('not-an-id')}/results`))).toEqual([404, 'ADS_CAMPAIGN_NOT_FOUND']);
  });

  it('charges clicks to the bonus first, then the paid balance, within the daily budget; a replayed batch charges once', async () => {
    const { seller, storeCode } = await newStore(server);
    const api = client(server, seller);
    value(await api.post(adsPaths.topUps, { amount: 100_000 }));
    // A bonus the promo gave earlier.
    await ledgerOn(server.database.db, server.clock).post({
      idempotencyKey: `TEST_BONUS:${storeCode}`,
      kind: 'PROMO_BONUS',
      storeCode,
      postings: [
        { account: { storeCode: null, kind: kinds.promoBudget }, amount: -5_000 },
        { account: { storeCode, kind: kinds.adsBonus }, amount: 5_000 },
      ],
    });
    const today = storeDayOf(server.clock.now());
    const campaign = value(await api.post<AdsCampaign>(adsPaths.campaigns, campaignRequest(storeCode, today, { dailyBudget: 20_000, bid: 1_000 })));

    expect(refusal(await events(server, storeCode, 'B1', [{ campaignId: campaign.id, clicks: 8 }], 'not-the-token-of-the-marketplace-xxxxxxxx'))).toEqual([
      401,
      'ADS_SERVICE_TOKEN_INVALID',
    ]);
    const first = value(await events(server, storeCode, 'B1', [{ campaignId: campaign.id, clicks: 8, orders: 1 }]));
    expect(first).toMatchObject({ replayed: false, spend: 8_000, campaigns: [{ campaignId: campaign.id, spend: 8_000, status: 'ACTIVE' }] });
    // 5,000 of the bonus first, 3,000 of the paid balance.
    expect(await balances(server, storeCode)).toMatchObject({ paid: 97_000, bonus: 0 });

    const again = value(await events(server, storeCode, 'B1', [{ campaignId: campaign.id, clicks: 8, orders: 1 }]));
    expect(again).toMatchObject({ replayed: true, spend: 8_000 });
    expect(await balances(server, storeCode)).toMatchObject({ paid: 97_000, bonus: 0 });
    expect(refusal(await events(server, storeCode, 'B1', [{ campaignId: campaign.id, clicks: 9 }]))).toEqual([409, 'ADS_EVENT_BATCH_REUSED']);

    // 30 clicks more would cost 30,000: the day's budget has 12,000 left.
    const capped = value(await events(server, storeCode, 'B2', [{ campaignId: campaign.id, clicks: 30 }]));
    expect(capped.spend).toBe(12_000);
    expect(value(await events(server, storeCode, 'B3', [{ campaignId: campaign.id, clicks: 5 }])).spend).toBe(0);
    expect(await balances(server, storeCode)).toMatchObject({ paid: 85_000 });
    const listed = value(await api.get<AdsCampaign[]>(adsPaths.campaigns));
    expect(listed[0].today).toEqual({ impressions: 43 * 20, clicks: 43, orders: 1, spend: 20_000 });

    // A new day, a new budget; a paused campaign's clicks cost nothing.
    server.clock.advance(dayMs);
    // A session of now: the clock moved past the idle end of the first one.
    const later = client(server, { ...seller, cookie: (await newSession(server, seller)).cookie });
    expect(value(await events(server, storeCode, 'B4', [{ campaignId: campaign.id, clicks: 3 }])).spend).toBe(3_000);
    value(await later.post(`${adsPaths.campaign(campaign.id)}/status`, { action: 'PAUSE' }));
    expect(value(await events(server, storeCode, 'B5', [{ campaignId: campaign.id, clicks: 3 }])).spend).toBe(0);

    const results = value(await later.get<AdsCampaignResults>(`${adsPaths.campaign(campaign.id)}/results`));
    expect(results.days.map((d) => [d.day, d.clicks, d.spend])).toEqual([
      [today, 43, 20_000],
      [addStoreDays(today, 1), 6, 3_000],
    ]);
    expect(results.totals).toMatchObject({ clicks: 49, spend: 23_000, orders: 1 });
    const history = value(await later.get<AdsHistoryPage>(`${adsPaths.history}?size=2`));
    expect(history.entries.map((e) => [e.kind, e.account, e.amount])).toEqual([
      ['ADS_SPEND', 'ADS_BALANCE', -3_000],
      ['ADS_SPEND', 'ADS_BALANCE', -12_000],
    ]);
    expect(history.nextBefore).not.toBeNull();
    expect(await ledgerOn(server.database.db, server.clock).verify()).toEqual({ accounts: [], transactions: [] });
  });

  it('stops at zero: the last clicks take what is left, every campaign of the store is out of budget until a top-up', async () => {
    const { seller, storeCode } = await newStore(server);
    const api = client(server, seller);
    value(await api.post(adsPaths.topUps, { amount: 50_000 }));
    const today = storeDayOf(server.clock.now());
    const one = value(await api.post<AdsCampaign>(adsPaths.campaigns, campaignRequest(storeCode, today, { dailyBudget: 100_000, bid: 2_000 })));
    const two = value(await api.post<AdsCampaign>(adsPaths.campaigns, campaignRequest(storeCode, today, { name: 'Teh', dailyBudget: 100_000, bid: 2_000 })));
    const spent = value(await events(server, storeCode, 'Z1', [{ campaignId: one.id, clicks: 40 }]));
    expect(spent.spend).toBe(50_000);
    expect(await balances(server, storeCode)).toMatchObject({ paid: 0, bonus: 0 });
    const statuses = value(await api.get<AdsCampaign[]>(adsPaths.campaigns)).map((c) => [c.id, c.status]);
    expect(statuses.sort()).toEqual(
      [
        [one.id, 'OUT_OF_BUDGET'],
        [two.id, 'OUT_OF_BUDGET'],
      ].sort(),
    );
    expect(value(await events(server, storeCode, 'Z2', [{ campaignId: two.id, clicks: 10 }])).spend).toBe(0);
    expect(refusal(await api.post(`${adsPaths.campaign(one.id)}/status`, { action: 'RESUME' }))).toEqual([409, 'ADS_BALANCE_EMPTY']);

    value(await api.post(adsPaths.topUps, { amount: 60_000 }));
    expect(value(await api.get<AdsCampaign[]>(adsPaths.campaigns)).map((c) => c.status)).toEqual(['ACTIVE', 'ACTIVE']);
    expect(await ledgerOn(server.database.db, server.clock).verify()).toEqual({ accounts: [], transactions: [] });
  });

  it("refuses events for another store's campaign and counts nothing of the batch", async () => {
    const mine = await newStore(server);
    const theirs = await newStore(server);
    const today = storeDayOf(server.clock.now());
    value(await client(server, mine.seller).post(adsPaths.topUps, { amount: 100_000 }));
    value(await client(server, theirs.seller).post(adsPaths.topUps, { amount: 100_000 }));
    const own = value(await client(server, mine.seller).post<AdsCampaign>(adsPaths.campaigns, campaignRequest(mine.storeCode, today)));
    const foreign = value(await client(server, theirs.seller).post<AdsCampaign>(adsPaths.campaigns, campaignRequest(theirs.storeCode, today)));

    const refused = await events(server, mine.storeCode, 'X1', [
      { campaignId: own.id, clicks: 2 },
      { campaignId: foreign.id, clicks: 5 },
    ]);
    expect(refusal(refused)).toEqual([404, 'ADS_EVENT_CAMPAIGN_UNKNOWN']);
    expect(await balances(server, mine.storeCode)).toMatchObject({ paid: 100_000 });
    expect(await balances(server, theirs.storeCode)).toMatchObject({ paid: 100_000 });
    expect(value(await client(server, mine.seller).get<AdsCampaign[]>(adsPaths.campaigns))[0].today.clicks).toBe(0);
    expect(refusal(await events(server, mine.storeCode, 'X2', [{ campaignId: 'nope', clicks: 1 }]))).toEqual([404, 'ADS_EVENT_CAMPAIGN_UNKNOWN']);
    expect(
      refusal(
        await events(server, mine.storeCode, 'X3', [
          { campaignId: own.id, clicks: 1 },
          { campaignId: own.id, clicks: 1 },
        ]),
      ),
    ).toEqual([400, 'ADS_EVENTS_INVALID']);
    expect(refusal(await events(server, mine.storeCode, 'X4', [{ campaignId: own.id, clicks: -1 }]))).toEqual([400, 'ADS_EVENTS_INVALID']);
  });

  it('charges concurrent batches of one store one after the other: never below zero, the ledger verifies', async () => {
    const { seller, storeCode } = await newStore(server);
    const api = client(server, seller);
    value(await api.post(adsPaths.topUps, { amount: 50_000 }));
    const today = storeDayOf(server.clock.now());
    const campaign = value(await api.post<AdsCampaign>(adsPaths.campaigns, campaignRequest(storeCode, today, { dailyBudget: 1_000_000, bid: 1_000 })));
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => events(server, storeCode, `C${n}`, [{ campaignId: campaign.id, clicks: 10 }])));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.reduce((sum, a) => sum + value(a).spend, 0)).toBe(50_000);
    expect(await balances(server, storeCode)).toMatchObject({ paid: 0, bonus: 0 });
    expect(await ledgerOn(server.database.db, server.clock).verify()).toEqual({ accounts: [], transactions: [] });
  });

  it('keeps the results to STORE_ANALYTICS_INHOUSE-BLIKLAN and every ads call to STORE_PROMO_BLIKLAN', async () => {
    const withoutResults = await newStore(
      server,
      100_000,
      storeAccessibilityCodes.filter((code) => code !== 'STORE_ANALYTICS_INHOUSE-BLIKLAN'),
    );
    const api = client(server, withoutResults.seller);
    const today = storeDayOf(server.clock.now());
    const campaign = value(await api.post<AdsCampaign>(adsPaths.campaigns, campaignRequest(withoutResults.storeCode, today)));
    expect(refusal(await api.get(`${adsPaths.campaign(campaign.id)}/results`))).toEqual([403, 'PE403001']);
    const noAds = await newStore(
      server,
      100_000,
      storeAccessibilityCodes.filter((code) => code !== 'STORE_PROMO_BLIKLAN'),
    );
    for (const path of [adsPaths.overview, adsPaths.campaigns, adsPaths.history]) {
      expect([path, ...refusal(await client(server, noAds.seller).get(path))]).toEqual([path, 403, 'PE403001']);
    }
    expect(refusal(await client(server, noAds.seller).post(adsPaths.topUps, { amount: 50_000 }))).toEqual([403, 'PE403001']);
  });
});

describe.each(drivers)('ads: the §9 promo while its dates run (%s)', (driver) => {
  // The clock inside the promo's default dates (1 Oct to 30 Nov 2025, WIB), a cap of Rp500 thousand to reach it.
  const server = useTestServer(driver, { clock: new TestClock(new Date('2025-11-29T03:00:00Z')), ads: { promo: { rebateCap: 500_000 } } });

  it('earns a 50% rebate up to the cap and the first top-up bonus into the bonus balance; after the dates, nothing', async () => {
    const { seller, storeCode } = await newStore(server, 5_000_000);
    const api = client(server, seller);
    expect(value(await api.get<AdsOverview>(adsPaths.overview)).promo).toMatchObject({ state: 'RUNNING', rebateEarned: 0, bonusEarned: 0 });

    const first = value(await api.post<AdsTopUpAnswer>(adsPaths.topUps, { amount: 600_000 }));
    expect(first.topUp).toMatchObject({ amount: 600_000, rebate: 300_000, bonus: 100_000 });
    expect(await balances(server, storeCode)).toEqual({ paid: 600_000, bonus: 400_000, wallet: 4_400_000 });
    // The cap leaves 200,000 of rebate; the bonus is the first top-up's only.
    const second = value(await api.post<AdsTopUpAnswer>(adsPaths.topUps, { amount: 800_000 }));
    expect(second.topUp).toMatchObject({ rebate: 200_000, bonus: 0 });
    const third = value(await api.post<AdsTopUpAnswer>(adsPaths.topUps, { amount: 100_000 }));
    expect(third.topUp).toMatchObject({ rebate: 0, bonus: 0 });
    expect(value(await api.get<AdsOverview>(adsPaths.overview))).toMatchObject({
      balance: 1_500_000,
      bonusBalance: 600_000,
      promo: { state: 'RUNNING', rebateEarned: 500_000, bonusEarned: 100_000 },
    });
    const kindsSeen = value(await api.get<AdsHistoryPage>(adsPaths.history)).entries.map((e) => e.kind);
    expect(kindsSeen.filter((k) => k === 'PROMO_REBATE')).toHaveLength(2);
    expect(kindsSeen.filter((k) => k === 'PROMO_BONUS')).toHaveLength(1);

    // Six top-ups of one store at once: the rebate stops at the cap, the bonus is paid once, the ledger verifies.
    const rush = await newStore(server, 5_000_000);
    const rushApi = client(server, rush.seller);
    const answers = await Promise.all(Array.from({ length: 6 }, () => rushApi.post<AdsTopUpAnswer>(adsPaths.topUps, { amount: 300_000 })));
    const topUps = answers.map((answer) => value(answer).topUp);
    expect(topUps.reduce((sum, topUp) => sum + (topUp?.rebate ?? 0), 0)).toBe(500_000);
    expect(topUps.reduce((sum, topUp) => sum + (topUp?.bonus ?? 0), 0)).toBe(100_000);
    expect(await balances(server, rush.storeCode)).toEqual({ paid: 1_800_000, bonus: 600_000, wallet: 3_200_000 });

    // 1 December 2025 (WIB): the promo has ended.
    server.clock.advance(2 * dayMs);
    const late = await newStore(server, 1_000_000);
    const after = value(await client(server, late.seller).post<AdsTopUpAnswer>(adsPaths.topUps, { amount: 600_000 }));
    expect(after.topUp).toMatchObject({ rebate: 0, bonus: 0 });
    expect(value(await client(server, late.seller).get<AdsOverview>(adsPaths.overview)).promo.state).toBe('ENDED');
    expect(await ledgerOn(server.database.db, server.clock).verify()).toEqual({ accounts: [], transactions: [] });
  });
});
