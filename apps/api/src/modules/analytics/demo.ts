import { addStoreDays, storeDayOf } from '@seller-portal/contracts';
import type { AppDatabase } from '../../db/open-database';
import { AnalyticsRepository, type NewStoreBalancesRow, type NewStoreRatingDayRow } from './repository';

/** The demo figures: DEMO-60001 (seller@demo.test) has balances and 90 days of ratings; DEMO-60009 an almost empty ads credit. */
export const analyticsDemo = {
  store: 'DEMO-60001',
  adsBalance: 1_250_000,
  adsBonusBalance: 100_000,
  walletBalance: 8_450_000,
  walletPendingBalance: 1_230_500,
  lowAdsStore: 'DEMO-60009',
  ratingDays: 90,
} as const;

/** A repeatable sequence (the same demo on every start): a linear congruential generator. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export function analyticsDemoRows(now: Date): { balances: NewStoreBalancesRow[]; ratingDays: NewStoreRatingDayRow[] } {
  const today = storeDayOf(now);
  const next = sequence(60_001);
  const ratingDays: NewStoreRatingDayRow[] = [];
  for (let back = analyticsDemo.ratingDays - 1; back >= 0; back--) {
    const ratingCount = Math.floor(next() * 7);
    if (!ratingCount) continue;
    // Mostly fives and fours, now and then a three: an average near 4.6.
    let ratingSum = 0;
    for (let i = 0; i < ratingCount; i++) ratingSum += next() < 0.68 ? 5 : next() < 0.85 ? 4 : 3;
    ratingDays.push({ storeCode: analyticsDemo.store, day: addStoreDays(today, -back), ratingCount, ratingSum });
  }
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
    ratingDays,
  };
}

export function seedAnalyticsDemo(db: AppDatabase, now: Date): Promise<void> {
  return new AnalyticsRepository(db).insertDemo(analyticsDemoRows(now));
}
