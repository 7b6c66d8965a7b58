import type { AppDatabase } from '../../db/open-database';
import { ledgerAccountKinds as kinds, ledgerOn } from '../ledger';

/**
 * The demo balances beyond the wallets' opening (the ledger's demo): DEMO-60009 (a second store) spent all but an
 * almost empty ads balance, so its dashboard warns; DEMO-60001's ads balance is the ads module's demo (its top-ups and
 * campaigns) and its pending money what its completed orders settle (settlements/demo.ts). The stores' ratings are
 * their demo product reviews (products/demo.ts).
 */
export const analyticsDemo = {
  store: 'DEMO-60001',
  lowAdsStore: 'DEMO-60009',
  lowAdsBalance: 12_500,
} as const;

export async function seedAnalyticsDemo(db: AppDatabase, now: Date): Promise<void> {
  const ledger = ledgerOn(db, { now: () => new Date(now.getTime() - 40 * 86_400_000) });
  const { lowAdsStore } = analyticsDemo;
  // The key names the demo's own event, so seeding again posts nothing; the wallet's money is the ledger's demo opening.
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
