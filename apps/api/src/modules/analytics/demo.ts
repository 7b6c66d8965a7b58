import type { AppDatabase } from '../../db/open-database';
import { AnalyticsRepository, type NewStoreBalancesRow } from './repository';

/**
 * The demo figures: DEMO-60001 (seller@demo.test) has balances; DEMO-60009 an almost empty ads credit. The stores'
 * ratings are their demo product reviews (products/demo.ts).
 */
export const analyticsDemo = {
  store: 'DEMO-60001',
  adsBalance: 1_250_000,
  adsBonusBalance: 100_000,
  walletBalance: 8_450_000,
  walletPendingBalance: 1_230_500,
  lowAdsStore: 'DEMO-60009',
} as const;

export function analyticsDemoRows(now: Date): { balances: NewStoreBalancesRow[] } {
  return {
    balances: [
      {
        storeCode: analyticsDemo.store,
        adsBalance: analyticsDemo.adsBalance,
        adsBonusBalance: analyticsDemo.adsBonusBalance,
        walletBalance: analyticsDemo.walletBalance,
        walletPendingBalance: analyticsDemo.walletPendingBalance,
        updatedAt: now,
      },
      { storeCode: analyticsDemo.lowAdsStore, adsBalance: 12_500, adsBonusBalance: 0, walletBalance: 2_150_000, walletPendingBalance: 0, updatedAt: now },
    ],
  };
}

export function seedAnalyticsDemo(db: AppDatabase, now: Date): Promise<void> {
  return new AnalyticsRepository(db).insertDemo(analyticsDemoRows(now));
}
