import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns';
import { stores, users } from '../../db/directory-schema';

/**
 * A bank account a store's money may be withdrawn to: PENDING until the one-time code sent to the user who added it
 * is entered, then CONFIRMED. Removing one keeps the row (`removed_at`): the withdrawals made to it name it.
 */
export const walletBankAccounts = pgTable(
  'wallet_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeCode: text('store_code')
      .notNull()
      .references(() => stores.code),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    /** PENDING or CONFIRMED. */
    status: text('status').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    confirmedAt: timestamptz('confirmed_at'),
    removedAt: timestamptz('removed_at'),
  },
  (t) => [
    index('wallet_bank_accounts_store_idx').on(t.storeCode, t.createdAt),
    uniqueIndex('wallet_bank_accounts_store_number')
      .on(t.storeCode, t.bankCode, t.accountNumber)
      .where(sql`${t.removedAt} is null`),
    check('wallet_bank_accounts_status_known', sql`${t.status} in ('PENDING', 'CONFIRMED')`),
  ],
);

/**
 * A withdrawal of a store's available money to one of its confirmed bank accounts. REQUESTED holds the amount (the
 * ledger's WITHDRAWAL_REQUESTED); the payout service reports it PAID (the money left for the bank) or FAILED (the
 * money back to available), once.
 */
export const walletWithdrawals = pgTable(
  'wallet_withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeCode: text('store_code')
      .notNull()
      .references(() => stores.code),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => walletBankAccounts.id),
    /** Integer rupiah. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** REQUESTED, PAID or FAILED. */
    status: text('status').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamptz('requested_at').notNull(),
    reportedAt: timestamptz('reported_at'),
    failureReason: text('failure_reason'),
  },
  (t) => [
    index('wallet_withdrawals_store_idx').on(t.storeCode, t.requestedAt),
    index('wallet_withdrawals_bank_account_idx').on(t.bankAccountId),
    check('wallet_withdrawals_amount_positive', sql`${t.amount} > 0`),
    check('wallet_withdrawals_status_known', sql`${t.status} in ('REQUESTED', 'PAID', 'FAILED')`),
  ],
);
