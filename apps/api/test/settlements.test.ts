import { addStoreDays, storeDayOf } from '@seller-portal/contracts/analytics';
import { orderLimits, orderPathsOf, type OrderDetail } from '@seller-portal/contracts/orders';
import { settlementLimits, settlementPaths, settlementPathsOf, type SettlementLinePage, type SettlementPeriod } from '@seller-portal/contracts/settlements';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { pickupPoints } from '../src/db/schema';
import { devChatCustomerTokenSecret, signCustomerToken } from '../src/modules/customer-tokens';
import { ledgerAccountKinds as kinds, ledgerOn } from '../src/modules/ledger';
import { devOrderServiceToken, demoCompletedOrders } from '../src/modules/orders';
import { productItems } from '../src/modules/products/schema';
import { marginFor } from '../src/modules/contract/margins';
import { ContractRepository } from '../src/modules/contract/repository';
import { basisPointsOf, settlementAmountsOf } from '../src/modules/settlements/fees';
import { SettlementsRepository } from '../src/modules/settlements/repository';
import { settlementLines } from '../src/modules/settlements/schema';
import { periodOf, SettlementService } from '../src/modules/settlements/service';
import { defaultSettlementTerms } from '../src/modules/settlements/settings';
import { readLabelPdf } from './support/label-pdf';
import { marketplaceOrderRequest, placeMarketplaceOrder } from './support/marketplace-orders';
import { drivers } from './support/test-database';
import { demo, useTestServer, type TestServer } from './support/test-server';
import { createTestUser, newSession, type TestUser } from './support/test-users';

const day = 86_400_000;

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return `?${search}`;
};

/**
 * A store of its own with a coffee (Food, 4.5%) and a bag (Fashion, 6.5%) and its owner holding the wallet code;
 * OFFICIAL when asked.
 */
async function newStore(server: TestServer, businessTypes: string[] = []): Promise<{ owner: TestUser; storeCode: string }> {
  const owner = await createTestUser(server, { mode: 'STORE', codes: ['STORE_ORDER', 'STORE_STORE-WALLET_VIEW'], businessTypes });
  const storeCode = owner.storeCode as string;
  await server.database.db.insert(pickupPoints).values({ code: `PP-${storeCode}`, storeCode, name: 'Gudang Uji', isDefault: true });
  await server.database.db.insert(productItems).values([
    { itemId: `${storeCode}-A`, storeCode, name: 'Kopi Uji', price: 50_000, stock: 100_000, categoryCode: 'CAT-FOOD-COFFEE-TEA' },
    { itemId: `${storeCode}-B`, storeCode, name: 'Tas Uji', price: 20_000, stock: 100_000, categoryCode: 'CAT-FASHION-BAG' },
  ]);
  return { owner, storeCode };
}

describe.each(drivers)('settlements (§2.5 /settlements, §6 STORE_STORE-WALLET_VIEW) (%s)', (driver) => {
  const server = useTestServer(driver);
  const ledger = () => ledgerOn(server.database.db, server.clock);
  const wallet = (storeCode: string) =>
    ledger().balances([
      { storeCode, kind: kinds.walletPending },
      { storeCode, kind: kinds.walletAvailable },
    ]);
  const settleJob = () => {
    const job = server.app.jobs.find((each) => each.name === 'order settlement');
    if (!job) throw new Error('no settlement job');
    return job;
  };
  const linesOf = (storeCode: string) => server.database.db.select().from(settlementLines).where(eq(settlementLines.storeCode, storeCode));

  /** An order of the store taken through accept, ship and the courier's report, then confirmed by its customer. */
  const completedOrder = async (store: { owner: TestUser; storeCode: string }) => {
    // Signed at the test clock's time, which the tests move by days.
    const customerToken = await signCustomerToken(devChatCustomerTokenSecret, { customerId: 'CUST-90', name: 'Budi Santoso' }, server.clock.now());
    const { cookie } = await newSession(server, store.owner);
    const placed = await placeMarketplaceOrder(server, customerToken, marketplaceOrderRequest(store.storeCode));
    await server.call('POST', orderPathsOf.accept(placed.orderNumber), { cookie, body: { version: 1 } });
    await server.call('POST', orderPathsOf.ship(placed.orderNumber), { cookie, body: { version: 2, trackingNumber: 'JP1234567890' } });
    await server.call('POST', orderPathsOf.marketplaceDelivery(placed.orderNumber), { body: {}, headers: { authorization: `Bearer ${devOrderServiceToken}` } });
    const confirmed = await server.call<OrderDetail>('POST', orderPathsOf.marketplaceReceipt(placed.orderNumber), {
      headers: { authorization: `Bearer ${customerToken}` },
    });
    expect(confirmed.body.value?.status, JSON.stringify(confirmed.body)).toBe('COMPLETED');
    return placed.orderNumber;
  };

  const lines = async (cookie: string, params: Record<string, string | number | undefined> = {}) => {
    const answer = await server.call<SettlementLinePage>('GET', settlementPaths.lines + query(params), { cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value as SettlementLinePage;
  };

  // The job runs of the tests below settle every line due by their times, the demo's too: this one reads them first.
  it('the demo seller has 90 days of settlements from the demo orders, settled and to settle, and the ledger agrees', async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    const periods = (await server.call<SettlementPeriod[]>('GET', settlementPaths.periods, { cookie })).body.value ?? [];
    expect(periods.length).toBeGreaterThanOrEqual(3);
    const completed = await demoCompletedOrders(server.database.db, 'DEMO-60001');
    expect(periods.reduce((sum, period) => sum + period.lines, 0)).toBeGreaterThanOrEqual(completed.length);
    expect(periods.reduce((sum, period) => sum + period.settled, 0)).toBeGreaterThan(0);
    expect(periods.reduce((sum, period) => sum + period.toSettle, 0)).toBeGreaterThan(0);
    const drift = await ledger().verify();
    expect(drift).toEqual({ accounts: [], transactions: [] });
  });

  // ── The fee table: the contract's margins ──

  it.each([
    // [what, items (category, price, quantity), shipping fee, commission, shipping subsidy, net]
    ['one food item: 4.5%, subsidy 2%', [['CAT-FOOD', 100_000, 1]], 12_000, 4_500, 2_000, 93_500],
    [
      'food and fashion: each category at its rate',
      [
        ['CAT-FOOD', 50_000, 2],
        ['CAT-FASHION', 20_000, 1],
      ],
      12_000,
      4_500 + 1_300,
      2_400,
      111_800,
    ],
    ['half a rupiah rounds up (4.5% of 11 = 0.495 → 0; of 111 = 4.995 → 5)', [['CAT-FOOD', 111, 1]], 9_000, 5, 2, 104],
    ['exactly half rounds up (5% of 10 = 0.5 → 1)', [['UNKNOWN', 10, 1]], 9_000, 1, 0, 9],
    ['an item of no known category: the DEFAULT rate, 5%', [['CAT-NOPE', 200_000, 1]], 9_000, 10_000, 4_000, 186_000],
    ['the subsidy stops at its cap', [['CAT-DIGITAL', 1_000_000, 1]], 30_000, 20_000, 10_000, 970_000],
    ['the subsidy stops at the shipping fee', [['CAT-HOME', 300_000, 1]], 5_000, 16_500, 5_000, 278_500],
    [
      'rates of several lines of one category are summed before rounding',
      [
        ['CAT-BEAUTY', 25, 1],
        ['CAT-BEAUTY', 25, 1],
      ],
      9_000,
      3,
      1,
      46,
    ],
  ] as const)('computes the fees of an order: %s', async (_what, items, shippingFee, commission, shippingSubsidy, net) => {
    const base = await new ContractRepository(server.database.db).baseMargins();
    const order = {
      itemsTotal: items.reduce((sum, [, price, quantity]) => sum + price * quantity, 0),
      shippingFee,
      items: items.map(([, price, quantity], index) => ({ itemId: `I${index}`, price, quantity })),
    };
    // Top-level categories, each its own path: the base margin of the category, or DEFAULT.
    const margins = new Map(items.map(([category], index) => [`I${index}`, marginFor(category, '2026-11-01', new Map(), base, [])]));
    const amounts = settlementAmountsOf(order, margins, defaultSettlementTerms);
    expect({ commission: amounts.commission, shippingSubsidy: amounts.shippingSubsidy, adsDeduction: amounts.adsDeduction, net: amounts.net }).toEqual({
      commission,
      shippingSubsidy,
      adsDeduction: 0,
      net,
    });
    expect(amounts.gross - amounts.commission - amounts.shippingSubsidy - amounts.adsDeduction).toBe(amounts.net);
  });

  it('rounds basis points half up in integers, beyond a safe product', () => {
    expect([basisPointsOf(10, 500), basisPointsOf(9, 500), basisPointsOf(11, 500), basisPointsOf(0, 650)]).toEqual([1, 0, 1, 0]);
    expect(basisPointsOf(9_000_000_000_000, 9_999)).toBe(8_999_100_000_000);
  });

  // ── Completion → line → ledger ──

  it('a completed order gets its line and its pending posting: buyer payments → the store’s pending net and the fee income', async () => {
    const store = await newStore(server);
    const before = await ledger().balances([
      { storeCode: null, kind: kinds.buyerPayments },
      { storeCode: null, kind: kinds.feeIncome },
    ]);
    const orderNumber = await completedOrder(store);
    const [line] = await linesOf(store.storeCode);
    expect(line).toMatchObject({
      orderNumber,
      storeType: 'REGULAR',
      status: 'TO_SETTLE',
      gross: 120_000,
      commission: 5_800,
      shippingSubsidy: 2_400,
      adsDeduction: 0,
      net: 111_800,
      period: periodOf(line.completedAt),
    });
    expect(line.settleAt.getTime() - line.completedAt.getTime()).toBe(3 * day);
    expect(line.pendingTransactionId).not.toBeNull();
    expect(await wallet(store.storeCode)).toEqual([111_800, 0]);
    const after = await ledger().balances([
      { storeCode: null, kind: kinds.buyerPayments },
      { storeCode: null, kind: kinds.feeIncome },
    ]);
    expect([after[0] - before[0], after[1] - before[1]]).toEqual([-120_000, 8_200]);
    const page = await lines(store.owner.cookie);
    expect(page.content).toEqual([
      expect.objectContaining({
        orderNumber,
        status: 'TO_SETTLE',
        net: 111_800,
        settledAt: null,
        fees: [
          { categoryCode: 'CAT-FASHION', gross: 20_000, rateBps: 650, commission: 1_300 },
          { categoryCode: 'CAT-FOOD', gross: 100_000, rateBps: 450, commission: 4_500 },
        ],
      }),
    ]);
  });

  it('a store’s margin agreement is what its completed order is charged: the coffee at the agreed 3%, the bag at the base 6.5%', async () => {
    const store = await newStore(server);
    const other = await newStore(server);
    const contract = new ContractRepository(server.database.db);
    const today = storeDayOf(server.clock.now());
    const agreement = (storeCode: string, categoryCode: string, commissionBps: number, validFrom: string, validUntil: string | null) =>
      contract.insertAgreement({ storeCode, categoryCode, commissionBps, validFrom, validUntil, reason: 'Uji', agreedAt: server.clock.now() });
    await agreement(store.storeCode, 'CAT-FOOD-COFFEE-TEA', 300, addStoreDays(today, -1), addStoreDays(today, 30));
    // An agreement that ended yesterday, and another store's on the bags: neither applies.
    await agreement(store.storeCode, 'CAT-FASHION', 100, addStoreDays(today, -30), addStoreDays(today, -1));
    await agreement(other.storeCode, 'CAT-FASHION-BAG', 100, addStoreDays(today, -1), null);
    const orderNumber = await completedOrder(store);
    const [line] = await linesOf(store.storeCode);
    expect(line).toMatchObject({ orderNumber, gross: 120_000, commission: 3_000 + 1_300, shippingSubsidy: 2_400, net: 113_300 });
    expect(line.fees).toEqual([
      { categoryCode: 'CAT-FASHION', gross: 20_000, rateBps: 650, commission: 1_300 },
      { categoryCode: 'CAT-FOOD-COFFEE-TEA', gross: 100_000, rateBps: 300, commission: 3_000 },
    ]);
    expect(await wallet(store.storeCode)).toEqual([113_300, 0]);
  });

  it('an order the sweep completes (nobody confirmed it) gets its line and its posting too', async () => {
    const store = await newStore(server);
    const customerToken = await signCustomerToken(devChatCustomerTokenSecret, { customerId: 'CUST-91', name: 'Siti Rahayu' }, server.clock.now());
    const placed = await placeMarketplaceOrder(server, customerToken, marketplaceOrderRequest(store.storeCode));
    await server.call('POST', orderPathsOf.accept(placed.orderNumber), { cookie: store.owner.cookie, body: { version: 1 } });
    await server.call('POST', orderPathsOf.ship(placed.orderNumber), { cookie: store.owner.cookie, body: { version: 2, trackingNumber: 'JP1234567890' } });
    await server.call('POST', orderPathsOf.marketplaceDelivery(placed.orderNumber), { body: {}, headers: { authorization: `Bearer ${devOrderServiceToken}` } });
    expect(await linesOf(store.storeCode)).toEqual([]);
    const sweep = server.app.jobs.find((job) => job.name === 'order auto-completion');
    await sweep?.run(new Date(server.clock.now().getTime() + orderLimits.autoCompleteAfterDays * day + 60_000));
    const [line] = await linesOf(store.storeCode);
    expect(line).toMatchObject({ orderNumber: placed.orderNumber, status: 'TO_SETTLE', net: 111_800 });
    expect(line.pendingTransactionId).not.toBeNull();
    expect(await wallet(store.storeCode)).toEqual([111_800, 0]);
  });

  it('a completion seen twice (a replay, a second process) writes one line and posts once; the second confirmation is refused', async () => {
    const store = await newStore(server);
    const orderNumber = await completedOrder(store);
    const customerToken = await signCustomerToken(devChatCustomerTokenSecret, { customerId: 'CUST-90', name: 'Budi Santoso' }, server.clock.now());
    const again = await server.call('POST', orderPathsOf.marketplaceReceipt(orderNumber), { headers: { authorization: `Bearer ${customerToken}` } });
    expect([again.status, again.body.errorCode]).toEqual([409, 'ORDER_ALREADY_COMPLETED']);
    const [order] = await demoCompletedOrders(server.database.db, store.storeCode);
    const replay = new SettlementService({
      repository: new SettlementsRepository(server.database.db),
      ledger: ledger(),
      products: { categoryNames: async () => new Map() },
      contractMargins: {
        marginsOf: async (_storeCode, itemIds) => new Map(itemIds.map((itemId) => [itemId, { categoryCode: 'DEFAULT', rateBps: 0, agreementId: null }])),
      },
      clock: server.clock,
      terms: defaultSettlementTerms,
      log: { warn: () => undefined },
    });
    await server.database.db.transaction((tx) => replay.completed(tx, order));
    await replay.committed(order);
    expect(await linesOf(store.storeCode)).toHaveLength(1);
    expect(await wallet(store.storeCode)).toEqual([111_800, 0]);
  });

  it('a line whose posting a stopped process left undone is posted by the settlement job, once', async () => {
    const store = await newStore(server);
    await completedOrder(store);
    // As if the process had stopped between the completion's commit and its posting: no posting, no pending money.
    const [line] = await linesOf(store.storeCode);
    await server.database.db.update(settlementLines).set({ pendingTransactionId: null }).where(eq(settlementLines.id, line.id));
    await settleJob().run(server.clock.now());
    const [caught] = await linesOf(store.storeCode);
    expect(caught.pendingTransactionId).toBe(line.pendingTransactionId);
    expect(await wallet(store.storeCode)).toEqual([111_800, 0]);
  });

  // ── The settlement job ──
  it('a line the ledger refuses stays to settle and stops no other line of the run', async () => {
    const healthy = await newStore(server);
    await completedOrder(healthy);
    const [good] = await linesOf(healthy.storeCode);
    // A line whose pending money is not in the ledger (its store's pending wallet is empty): its settlement is refused.
    const broken = await newStore(server);
    await server.database.db.insert(settlementLines).values({
      ...good,
      id: undefined,
      storeCode: broken.storeCode,
      orderId: -good.orderId,
      orderNumber: `${good.orderNumber}-X`,
      settleAt: new Date(good.settleAt.getTime() - 60_000),
    });
    await settleJob().run(new Date(good.settleAt.getTime() + 60_000));
    expect((await linesOf(broken.storeCode))[0].status).toBe('TO_SETTLE');
    expect((await linesOf(healthy.storeCode))[0].status).toBe('SETTLED');
    expect(await wallet(healthy.storeCode)).toEqual([0, 111_800]);
    expect(await wallet(broken.storeCode)).toEqual([0, 0]);
  });

  it.each([
    ['a regular store', [] as string[], 3],
    ['an OFFICIAL store', ['OFFICIAL'], 7],
  ])('settles %s’s line %i days after completion: pending → available in one ledger transaction, once', async (_what, businessTypes, days) => {
    const store = await newStore(server, businessTypes);
    await completedOrder(store);
    const [line] = await linesOf(store.storeCode);
    expect(line.storeType).toBe(businessTypes.length ? 'OFFICIAL' : 'REGULAR');
    const completedAt = line.completedAt.getTime();

    await settleJob().run(new Date(completedAt + days * day - 60_000));
    expect((await linesOf(store.storeCode))[0].status).toBe('TO_SETTLE');
    if (days > 3) {
      await settleJob().run(new Date(completedAt + 3 * day + 60_000));
      expect((await linesOf(store.storeCode))[0].status).toBe('TO_SETTLE');
    }
    const at = new Date(completedAt + days * day + 60_000);
    await settleJob().run(at);
    const [settled] = await linesOf(store.storeCode);
    expect(settled).toMatchObject({ status: 'SETTLED', settledAt: at });
    expect(settled.settledTransactionId).not.toBeNull();
    expect(await wallet(store.storeCode)).toEqual([0, 111_800]);
    // Two runs at once, or one later: nothing moves twice.
    await Promise.all([settleJob().run(at), settleJob().run(new Date(at.getTime() + day))]);
    expect(await wallet(store.storeCode)).toEqual([0, 111_800]);
    const page = await lines(store.owner.cookie, { status: 'SETTLED' });
    expect(page.content[0]).toMatchObject({ status: 'SETTLED', settledAt: at.getTime() });
  });

  // ── What the seller reads ──

  it('lists periods with their totals, and lines newest first by keyset pages, filtered by dates and status', async () => {
    const store = await newStore(server);
    const first = await completedOrder(store);
    server.clock.advance(day);
    const second = await completedOrder(store);
    server.clock.advance(day);
    const third = await completedOrder(store);
    const [firstLine] = (await linesOf(store.storeCode)).filter((line) => line.orderNumber === first);
    await settleJob().run(new Date(firstLine.settleAt.getTime() + 1));

    // The owner's first session went idle while the days passed.
    const { cookie } = await newSession(server, store.owner);
    const pageOne = await lines(cookie, { size: 2 });
    expect(pageOne.content.map((line) => line.orderNumber)).toEqual([third, second]);
    expect(pageOne.nextCursor).not.toBeNull();
    const pageTwo = await lines(cookie, { size: 2, cursor: pageOne.nextCursor as string });
    expect(pageTwo.content.map((line) => line.orderNumber)).toEqual([first]);
    expect(pageTwo.nextCursor).toBeNull();
    expect((await lines(cookie, { status: 'SETTLED' })).content.map((line) => line.orderNumber)).toEqual([first]);
    expect((await lines(cookie, { status: 'TO_SETTLE' })).content.map((line) => line.orderNumber)).toEqual([third, second]);
    const secondDay = new Date(server.clock.now().getTime() - day + 7 * 3_600_000).toISOString().slice(0, 10);
    expect((await lines(cookie, { from: secondDay, to: secondDay })).content.map((line) => line.orderNumber)).toEqual([second]);

    const periods = await server.call<SettlementPeriod[]>('GET', settlementPaths.periods, { cookie: cookie });
    const all = (periods.body.value ?? []).reduce(
      (sum, period) => ({
        lines: sum.lines + period.lines,
        sales: sum.sales + period.sales,
        fees: sum.fees + period.fees,
        net: sum.net + period.net,
        settled: sum.settled + period.settled,
        toSettle: sum.toSettle + period.toSettle,
      }),
      { lines: 0, sales: 0, fees: 0, net: 0, settled: 0, toSettle: 0 },
    );
    expect(all).toEqual({ lines: 3, sales: 360_000, fees: 3 * 8_200, net: 3 * 111_800, settled: 111_800, toSettle: 2 * 111_800 });
    // Another store sees none of it.
    const other = await newStore(server);
    expect((await lines(other.owner.cookie)).content).toEqual([]);
    expect((await server.call<SettlementPeriod[]>('GET', settlementPaths.periods, { cookie: other.owner.cookie })).body.value).toEqual([]);
  });

  it.each([
    ['a day that does not exist', { from: '2026-02-30' }],
    ['a date that is no date', { from: 'yesterday' }],
    ['the first day after the last', { from: '2026-11-20', to: '2026-11-01' }],
    ['more than a year', { from: '2025-01-01', to: '2026-06-01' }],
    ['a status that is not one', { status: 'PAID' }],
    ['a cursor the server did not write', { cursor: 'not-a-cursor' }],
    ['a cursor of other numbers', { cursor: Buffer.from('[1.5,"x"]').toString('base64url') }],
    ['a page of none', { size: 0 }],
    ['a page too large', { size: 1000 }],
    ['a parameter it does not know', { sort: 'NET' }],
  ])('refuses %s with 400 SETTLEMENT_FILTER_INVALID', async (_what, params) => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    const answer = await server.call('GET', settlementPaths.lines + query(params), { cookie });
    expect([answer.status, answer.body.errorCode]).toEqual([400, 'SETTLEMENT_FILTER_INVALID']);
    if (!('cursor' in params) && !('size' in params)) {
      const exported = await server.call('GET', settlementPaths.export + query(params), { cookie });
      expect([exported.status, exported.body.errorCode]).toEqual([400, 'SETTLEMENT_FILTER_INVALID']);
    }
  });

  it('refuses a month that is not one, and says a month without settlements has none', async () => {
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    for (const period of ['2026-13', 'november', '2026-1', '2026-11-01']) {
      const answer = await server.call('GET', settlementPathsOf.invoice(period), { cookie });
      expect([answer.status, answer.body.errorCode], period).toEqual([400, 'SETTLEMENT_PERIOD_INVALID']);
    }
    const empty = await server.call('GET', settlementPathsOf.statement('2001-01'), { cookie });
    expect([empty.status, empty.body.errorCode]).toEqual([404, 'SETTLEMENT_PERIOD_EMPTY']);
  });

  it('exports the lines as an XLSX that opens, and the month’s fee invoice and statement as PDFs that name it', async () => {
    const store = await newStore(server);
    const orderNumber = await completedOrder(store);
    const [line] = await linesOf(store.storeCode);

    const response = await fetch(server.baseUrl + settlementPaths.export + '?lang=en', { headers: { cookie: store.owner.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Order number');
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(2).getCell(4).value, sheet.getRow(2).getCell(8).value, sheet.getRow(2).getCell(9).value]).toEqual([
      orderNumber,
      120_000,
      111_800,
      'To settle',
    ]);
    expect(sheet.rowCount).toBe(2);

    for (const [document, language, expected] of [
      [
        'invoice',
        'en',
        ['Marketplace fee invoice', `INV/STL/${store.storeCode}/${line.period.replace('-', '')}`, 'Food & Drinks', 'Fashion', 'Rp4,500', 'Rp8,200'],
      ],
      ['statement', 'id', ['Laporan penyelesaian dana', orderNumber, 'Rp111.800', 'Rp120.000']],
    ] as const) {
      const path = document === 'invoice' ? settlementPathsOf.invoice(line.period) : settlementPathsOf.statement(line.period);
      const pdf = await fetch(`${server.baseUrl}${path}?lang=${language}`, { headers: { cookie: store.owner.cookie } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await pdf.arrayBuffer());
      expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
      const texts = (await readLabelPdf(bytes)).flatMap((page) => page.texts).join('\n');
      const [year, month] = line.period.split('-').map(Number);
      const monthName = new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        Date.UTC(year, month - 1, 1),
      );
      for (const text of [...expected, monthName]) expect(texts, `${document}: ${text}`).toContain(text);
    }
  });

  it(`answers a user at most ${settlementLimits.filesPerMinute} files a minute (exports and documents together), then 429 TOO_MANY_REQUESTS`, async () => {
    const { owner } = await newStore(server);
    const paths = [settlementPaths.export, settlementPathsOf.invoice('2001-01'), settlementPathsOf.statement('2001-01')];
    const statuses: number[] = [];
    for (let n = 0; n < settlementLimits.filesPerMinute; n++) statuses.push((await server.call('GET', paths[n % 3], { cookie: owner.cookie })).status);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const over = await server.call('GET', settlementPathsOf.invoice('2001-01'), { cookie: owner.cookie });
    expect([over.status, over.body.errorCode]).toEqual([429, 'TOO_MANY_REQUESTS']);
    // The lines are a page, not a file: still answered.
    expect((await server.call('GET', settlementPaths.lines, { cookie: owner.cookie })).status).toBe(200);
  });

  it('refuses every settlement call to staff without STORE_STORE-WALLET_VIEW, to another mode and without a session', async () => {
    const store = await newStore(server);
    const staff = await createTestUser(server, { mode: 'STORE', codes: ['STORE_ORDER'], store: { code: store.storeCode } });
    const internal = await server.signIn(demo.internal.username, demo.internal.password);
    for (const path of [
      settlementPaths.periods,
      settlementPaths.lines,
      settlementPaths.export,
      settlementPathsOf.invoice('2026-11'),
      settlementPathsOf.statement('2026-11'),
    ]) {
      const refused = await server.call('GET', path, { cookie: staff.cookie });
      expect([refused.status, refused.body.errorCode], path).toEqual([403, 'PE403001']);
      const console = await server.call('GET', path, { cookie: internal });
      expect([console.status, console.body.errorCode], path).toEqual([403, 'PE403001']);
      const anonymous = await server.call('GET', path);
      expect([anonymous.status, anonymous.body.errorCode], path).toEqual([401, 'PE403002']);
    }
  });

  it('the test clock route does not exist unless SETTLEMENT_TEST_CLOCK turned it on', async () => {
    const answer = await fetch(`${server.baseUrl}/dev/settlements/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ storeCode: 'DEMO-60001', at: Date.now() + 30 * day }),
    });
    expect(answer.status).toBe(404);
  });
});

describe.each(drivers)('the settlement test clock (SETTLEMENT_TEST_CLOCK=1) (%s)', (driver) => {
  const server = useTestServer(driver, { settlementTestClock: true });

  it('settles one store’s due lines (one order’s, when named) as if it were the given time, for a caller on this machine only', async () => {
    const [line] = await server.database.db.select().from(settlementLines).where(eq(settlementLines.status, 'TO_SETTLE')).limit(1);
    expect(line).toBeDefined();
    const call = (headers: Record<string, string> = {}, orderNumber = line.orderNumber) =>
      fetch(`${server.baseUrl}/dev/settlements/settle`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ storeCode: line.storeCode, at: line.settleAt.getTime(), orderNumber }),
      });
    expect((await call({ 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
    expect(((await (await call({}, 'ORD-NOT-THIS-ONE')).json()) as { settled: number }).settled).toBe(0);
    expect((await server.database.db.select().from(settlementLines).where(eq(settlementLines.id, line.id)))[0].status).toBe('TO_SETTLE');
    const answer = await call();
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { settled: number }).settled).toBe(1);
    expect((await server.database.db.select().from(settlementLines).where(eq(settlementLines.id, line.id)))[0].status).toBe('SETTLED');
    expect(await ledgerOn(server.database.db, server.clock).verify()).toEqual({ accounts: [], transactions: [] });
  });
});
