import { and, asc, count, eq, gte, inArray, isNull, sql, sum } from 'drizzle-orm';
import { users } from '../../db/directory-schema';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { walletBankAccounts, walletWithdrawals } from './schema';

export type BankAccountRow = typeof walletBankAccounts.$inferSelect;
export type WithdrawalRow = typeof walletWithdrawals.$inferSelect;
/** A withdrawal with the bank account it goes to. */
export type WithdrawalWithAccount = WithdrawalRow & { account: BankAccountRow };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id from a path or a body: anything but a uuid names no row (and must not reach a uuid column). */
export const isRowId = (id: string) => uuidPattern.test(id);

/** The only place that reads and writes the wallet's bank accounts and withdrawals. */
export class WalletRepository {
  constructor(private readonly db: AppDatabase) {}

  async emailOf(userId: string): Promise<string | null> {
    const [user] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    return user?.email ?? null;
  }

  /** The store's bank accounts not removed, oldest first. */
  async bankAccounts(storeCode: string): Promise<BankAccountRow[]> {
    return this.db
      .select()
      .from(walletBankAccounts)
      .where(and(eq(walletBankAccounts.storeCode, storeCode), isNull(walletBankAccounts.removedAt)))
      .orderBy(asc(walletBankAccounts.createdAt), asc(walletBankAccounts.id));
  }

  /** One of the store's bank accounts not removed; null for another store's, a removed or an unknown one. */
  async bankAccount(storeCode: string, id: string): Promise<BankAccountRow | null> {
    if (!isRowId(id)) return null;
    const [row] = await this.db
      .select()
      .from(walletBankAccounts)
      .where(and(eq(walletBankAccounts.id, id), eq(walletBankAccounts.storeCode, storeCode), isNull(walletBankAccounts.removedAt)));
    return row ?? null;
  }

  /** Adds a PENDING account; null when the store has this number at this bank already. */
  async insertBankAccount(values: typeof walletBankAccounts.$inferInsert): Promise<BankAccountRow | null> {
    const [row] = await this.db.insert(walletBankAccounts).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  /** Inside the code's transaction: the account is confirmed with the code's use, or neither happens. */
  async confirmBankAccount(tx: Transaction, storeCode: string, id: string, at: Date): Promise<BankAccountRow | null> {
    const [row] = await tx
      .update(walletBankAccounts)
      .set({ status: 'CONFIRMED', confirmedAt: at })
      .where(
        and(
          eq(walletBankAccounts.id, id),
          eq(walletBankAccounts.storeCode, storeCode),
          eq(walletBankAccounts.status, 'PENDING'),
          isNull(walletBankAccounts.removedAt),
        ),
      )
      .returning();
    return row ?? null;
  }

  /**
   * Removes the account unless a withdrawal to it is under way; the store's lock makes the check and a new
   * withdrawal to it wait for each other.
   */
  async removeBankAccount(storeCode: string, id: string, at: Date): Promise<'REMOVED' | 'NOT_FOUND' | 'IN_USE'> {
    if (!isRowId(id)) return 'NOT_FOUND';
    return this.db.transaction(async (tx) => {
      await lockStore(tx, storeCode);
      const [open] = await tx
        .select({ id: walletWithdrawals.id })
        .from(walletWithdrawals)
        .where(and(eq(walletWithdrawals.bankAccountId, id), eq(walletWithdrawals.status, 'REQUESTED')))
        .limit(1);
      if (open) return 'IN_USE';
      const removed = await tx
        .update(walletBankAccounts)
        .set({ removedAt: at })
        .where(and(eq(walletBankAccounts.id, id), eq(walletBankAccounts.storeCode, storeCode), isNull(walletBankAccounts.removedAt)))
        .returning({ id: walletBankAccounts.id });
      return removed.length ? 'REMOVED' : 'NOT_FOUND';
    });
  }

  /** Rupiah of the store's withdrawals since `since` that did not fail (the daily limit counts them). */
  async withdrawnSince(storeCode: string, since: Date, db: AppDatabase | Transaction = this.db): Promise<number> {
    const [row] = await db
      .select({ total: sum(walletWithdrawals.amount) })
      .from(walletWithdrawals)
      .where(
        and(eq(walletWithdrawals.storeCode, storeCode), gte(walletWithdrawals.requestedAt, since), inArray(walletWithdrawals.status, ['REQUESTED', 'PAID'])),
      );
    return Number(row?.total ?? 0);
  }

  /**
   * Inside the code's transaction, under the store's lock: the withdrawal is written only while the day's total
   * stays within `dailyLimit`, so two requests at once cannot pass the limit together. Null when it would not.
   */
  async insertWithdrawalWithinLimit(
    tx: Transaction,
    values: typeof walletWithdrawals.$inferInsert & { amount: number; requestedAt: Date },
    dayStart: Date,
    dailyLimit: number,
  ): Promise<WithdrawalRow | null> {
    await lockStore(tx, values.storeCode);
    const withdrawn = await this.withdrawnSince(values.storeCode, dayStart, tx);
    if (withdrawn + values.amount > dailyLimit) return null;
    const [row] = await tx.insert(walletWithdrawals).values(values).returning();
    return row;
  }

  /** A withdrawal the ledger refused to hold (not enough money): it never happened. */
  async deleteWithdrawal(id: string): Promise<void> {
    await this.db.delete(walletWithdrawals).where(and(eq(walletWithdrawals.id, id), eq(walletWithdrawals.status, 'REQUESTED')));
  }

  async withdrawal(id: string, storeCode?: string): Promise<WithdrawalWithAccount | null> {
    if (!isRowId(id)) return null;
    const [row] = await this.db
      .select({ withdrawal: walletWithdrawals, account: walletBankAccounts })
      .from(walletWithdrawals)
      .innerJoin(walletBankAccounts, eq(walletBankAccounts.id, walletWithdrawals.bankAccountId))
      .where(and(eq(walletWithdrawals.id, id), storeCode === undefined ? undefined : eq(walletWithdrawals.storeCode, storeCode)));
    return row ? { ...row.withdrawal, account: row.account } : null;
  }

  async withdrawalsByIds(storeCode: string, ids: string[]): Promise<WithdrawalWithAccount[]> {
    const wanted = ids.filter(isRowId);
    if (!wanted.length) return [];
    const rows = await this.db
      .select({ withdrawal: walletWithdrawals, account: walletBankAccounts })
      .from(walletWithdrawals)
      .innerJoin(walletBankAccounts, eq(walletBankAccounts.id, walletWithdrawals.bankAccountId))
      .where(and(eq(walletWithdrawals.storeCode, storeCode), inArray(walletWithdrawals.id, wanted)));
    return rows.map((row) => ({ ...row.withdrawal, account: row.account }));
  }

  /** The payout's outcome, once: null when the withdrawal was no longer REQUESTED. */
  async markReported(id: string, status: 'PAID' | 'FAILED', at: Date, reason: string | null): Promise<WithdrawalRow | null> {
    const [row] = await this.db
      .update(walletWithdrawals)
      .set({ status, reportedAt: at, failureReason: reason })
      .where(and(eq(walletWithdrawals.id, id), eq(walletWithdrawals.status, 'REQUESTED')))
      .returning();
    return row ?? null;
  }

  async countBankAccounts(storeCode: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(walletBankAccounts)
      .where(and(eq(walletBankAccounts.storeCode, storeCode), isNull(walletBankAccounts.removedAt)));
    return Number(row?.n ?? 0);
  }

  /** Demo data: the row unless its id exists (seeded again on every start). */
  async insertMissingBankAccount(values: typeof walletBankAccounts.$inferInsert): Promise<void> {
    await this.db.insert(walletBankAccounts).values(values).onConflictDoNothing();
  }

  async insertMissingWithdrawal(values: typeof walletWithdrawals.$inferInsert): Promise<void> {
    await this.db.insert(walletWithdrawals).values(values).onConflictDoNothing();
  }
}

/** One store's withdrawals and account removals wait for each other (the daily limit, an account in use). */
async function lockStore(tx: Transaction, storeCode: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wallet:${storeCode}`}))`);
}
