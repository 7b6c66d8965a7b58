import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { stores } from '../../db/directory-schema';

/** A store of the ledger: never deleted with the store (entries are append-only), null for the marketplace. */
const ledgerStore = () => text('store_code').references(() => stores.code);

/**
 * An account of the double-entry ledger: one of a store's (its wallet's available, pending and held money, its ads
 * balance and bonus) or one of the marketplace's (fee income, payouts in transit, promo budget, buyers' payments).
 * A store's account keeps `balance`, the running sum of its entries, in the transaction that posts them (`npm run
 * ledger:verify` recomputes it), and the database refuses it below zero under the row's lock. The marketplace's
 * clearing accounts (`may_go_negative`) take part in nearly every transaction and keep none: their balance is the sum
 * of their entries, so no posting waits for another on their row.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The store the account belongs to; null for the marketplace's own accounts. */
    storeCode: ledgerStore(),
    kind: text('kind').notNull(),
    /** What a store's account holds: the sum of its entries, in integer rupiah (0 on a clearing account). */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    mayGoNegative: boolean('may_go_negative').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_kind').on(sql`coalesce(${t.storeCode}, '')`, t.kind),
    check('ledger_accounts_not_negative', sql`${t.mayGoNegative} or ${t.balance} >= 0`),
  ],
);

/**
 * One movement of money: the business event it comes from and its idempotency key (the same event twice posts once).
 * `fingerprint` is the postings' digest: the same key with other postings is refused.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** ORDER_SETTLED, WITHDRAWAL_REQUESTED, WITHDRAWAL_PAID, WITHDRAWAL_FAILED, ADS_TOP_UP, ADS_SPEND, PROMO_REBATE… */
    kind: text('kind').notNull(),
    storeCode: ledgerStore(),
    /** What it comes from, for the link back: ORDER, SETTLEMENT, WITHDRAWAL, TOP_UP, CAMPAIGN. */
    sourceType: text('source_type'),
    sourceId: text('source_id'),
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('ledger_transactions_store_idx').on(t.storeCode, t.id)],
);

/** A posting: integer rupiah into the account (positive) or out of it (negative); a transaction's sum to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    check('ledger_entries_not_zero', sql`${t.amount} <> 0`),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
  ],
);
