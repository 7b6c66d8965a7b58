import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { storeRef } from '../../db/directory-schema';

/**
 * A store's balances in rupiah, as the ads (bliklan) and wallet services report them: the ads credit and its bonus,
 * the wallet's withdrawable and pending amounts. One row per store; a store without one has nothing yet.
 */
export const storeBalances = pgTable(
  'store_balances',
  {
    storeCode: storeRef().primaryKey(),
    adsBalance: bigint('ads_balance', { mode: 'number' }).notNull().default(0),
    adsBonusBalance: bigint('ads_bonus_balance', { mode: 'number' }).notNull().default(0),
    walletBalance: bigint('wallet_balance', { mode: 'number' }).notNull().default(0),
    walletPendingBalance: bigint('wallet_pending_balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    check(
      'store_balances_not_negative',
      sql`${t.adsBalance} >= 0 and ${t.adsBonusBalance} >= 0 and ${t.walletBalance} >= 0 and ${t.walletPendingBalance} >= 0`,
    ),
  ],
);

/**
 * The star ratings customers gave a store on one store day (WIB), as the review service reports them: their count
 * and sum, so any period's average is a sum over days.
 */
export const storeRatingDays = pgTable(
  'store_rating_days',
  {
    storeCode: storeRef(),
    day: date('day', { mode: 'string' }).notNull(),
    ratingCount: integer('rating_count').notNull(),
    ratingSum: integer('rating_sum').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeCode, t.day] }),
    check('store_rating_days_in_range', sql`${t.ratingCount} >= 0 and ${t.ratingSum} between ${t.ratingCount} and 5 * ${t.ratingCount}`),
  ],
);
