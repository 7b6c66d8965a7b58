import type { AppDatabase } from '../../db/open-database';
import { ledgerAccountKinds as kinds, ledgerOn, type Posting } from '../ledger';

/**
 * The demo balances, as ledger transactions: DEMO-60001 (seller@demo.test) has a wallet with money available from
 * before its settlements (its pending money is only what its completed orders settle: settlements/demo.ts); DEMO-60009 a wallet and an almost empty ads balance. DEMO-60001's ads balance is the ads module's demo
 * (its top-ups and campaigns). The stores' ratings are their demo product reviews (products/demo.ts).
 */
export const analyticsDemo = {
  store: 'DEMO-60001',
  walletBalance: 8_450_000,
  lowAdsStore: 'DEMO-60009',
  lowAdsBalance: 12_500,
  lowAdsWalletBalance: 2_150_000,
} as const;

/** The wallet a demo store holds before any other movement: what buyers paid, on its way to the store. */
function opening(storeCode: string, kind: typeof kinds.walletAvailable, amount: number): Posting[] {
  return [
    { account: { storeCode: null, kind: kinds.buyerPayments }, amount: -amount },
    { account: { storeCode, kind }, amount },
  ];
}

export async function seedAnalyticsDemo(db: AppDatabase, now: Date): Promise<void> {
  const ledger = ledgerOn(db, { now: () => new Date(now.getTime() - 40 * 86_400_000) });
  const { store, lowAdsStore } = analyticsDemo;
  // Keys name the demo's own events, so seeding again posts nothing.
  await ledger.post({
    idempotencyKey: `DEMO_OPENING:${store}:available`,
    kind: 'OPENING_BALANCE',
    storeCode: store,
    postings: opening(store, kinds.walletAvailable, analyticsDemo.walletBalance),
  });
  await ledger.post({
    idempotencyKey: `DEMO_OPENING:${lowAdsStore}:available`,
    kind: 'OPENING_BALANCE',
    storeCode: lowAdsStore,
    postings: opening(lowAdsStore, kinds.walletAvailable, analyticsDemo.lowAdsWalletBalance + analyticsDemo.lowAdsBalance),
  });
  await ledger.post({
    idempotencyKey: `DEMO_TOP_UP:${lowAdsStore}:1`,
    kind: 'ADS_TOP_UP',
    storeCode: lowAdsStore,
    source: { type: 'TOP_UP', id: `DEMO-${lowAdsStore}-1` },
    postings: [
      { account: { storeCode: lowAdsStore, kind: kinds.walletAvailable }, amount: -analyticsDemo.lowAdsBalance },
      { account: { storeCode: lowAdsStore, kind: kinds.adsBalance }, amount: analyticsDemo.lowAdsBalance },
    ],
  });
}
