import { sql } from 'drizzle-orm';
import { bigint, check, pgTable } from 'drizzle-orm/pg-core';
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
