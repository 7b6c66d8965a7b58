import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { stores } from '../../db/directory-schema';

/**
 * One line per COMPLETED order: what the order pays the store. Rupiah; `net` = `gross` − `commission` −
 * `shipping_subsidy` − `ads_deduction` (checked). TO_SETTLE until `settle_at`, when the settlement job moves the net
 * from the wallet's pending to its available balance and marks it SETTLED. `pending_transaction_id` and
 * `settled_transaction_id` are the ledger transactions that did it (null until posted: the job catches up a line
 * whose posting a stopped process left undone). `period` is the month of `completed_at` in the store's calendar.
 */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** Money records outlive nothing they explain: a store with settlements is never deleted with them (as the ledger's). */
    storeCode: text('store_code')
      .notNull()
      .references(() => stores.code),
    /** The order's id and number (orders' own; one line per order, so a completion written twice settles once). */
    orderId: bigint('order_id', { mode: 'number' }).notNull().unique('settlement_lines_order_unique'),
    orderNumber: text('order_number').notNull(),
    /** REGULAR or OFFICIAL when the order completed: the days it waits. */
    storeType: text('store_type').notNull(),
    period: text('period').notNull(),
    completedAt: timestamptz('completed_at').notNull(),
    settleAt: timestamptz('settle_at').notNull(),
    status: text('status').notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    commission: bigint('commission', { mode: 'number' }).notNull(),
    shippingSubsidy: bigint('shipping_subsidy', { mode: 'number' }).notNull(),
    adsDeduction: bigint('ads_deduction', { mode: 'number' }).notNull().default(0),
    net: bigint('net', { mode: 'number' }).notNull(),
    /** The commission by category: `[{ categoryCode, gross, rateBps, commission }]`. */
    fees: jsonb('fees').notNull(),
    pendingTransactionId: bigint('pending_transaction_id', { mode: 'number' }),
    settledTransactionId: bigint('settled_transaction_id', { mode: 'number' }),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    check('settlement_lines_status_known', sql`${t.status} in ('TO_SETTLE', 'SETTLED')`),
    check('settlement_lines_store_type_known', sql`${t.storeType} in ('REGULAR', 'OFFICIAL')`),
    check('settlement_lines_net_sum', sql`${t.net} = ${t.gross} - ${t.commission} - ${t.shippingSubsidy} - ${t.adsDeduction}`),
    check('settlement_lines_amounts', sql`${t.gross} >= 0 and ${t.commission} >= 0 and ${t.shippingSubsidy} >= 0 and ${t.adsDeduction} >= 0 and ${t.net} >= 0`),
    check('settlement_lines_settled', sql`(${t.status} = 'SETTLED') = (${t.settledAt} is not null)`),
    // The list's keyset orders: newest completion first, of every status or of one.
    index('settlement_lines_store_completed_idx').on(t.storeCode, t.completedAt, t.id),
    index('settlement_lines_store_status_completed_idx').on(t.storeCode, t.status, t.completedAt, t.id),
    index('settlement_lines_store_period_idx').on(t.storeCode, t.period),
    // The settlement job: lines due, soonest first, of every store.
    index('settlement_lines_due_idx')
      .on(t.settleAt, t.id)
      .where(sql`${t.status} = 'TO_SETTLE'`),
    // Lines whose pending posting a stopped process left undone.
    index('settlement_lines_unposted_idx')
      .on(t.id)
      .where(sql`${t.pendingTransactionId} is null`),
  ],
);
