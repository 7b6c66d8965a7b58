import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './schema';

export interface AccountRef {
  /** null: one of the marketplace's own accounts. */
  storeCode: string | null;
  kind: string;
}

export interface StoredTransaction {
  id: number;
  fingerprint: string;
}

export interface EntryRow {
  id: number;
  transactionId: number;
  transactionKind: string;
  accountKind: string;
  amount: number;
  sourceType: string | null;
  sourceId: string | null;
  createdAt: Date;
}

export interface PostingRow {
  account: AccountRef;
  mayGoNegative: boolean;
  amount: number;
}

export interface NewTransactionRow {
  idempotencyKey: string;
  kind: string;
  storeCode: string | null;
  sourceType: string | null;
  sourceId: string | null;
  fingerprint: string;
  postings: PostingRow[];
  at: Date;
}

const ownerIs = (storeCode: string | null) => (storeCode === null ? isNull(ledgerAccounts.storeCode) : eq(ledgerAccounts.storeCode, storeCode));

export class LedgerRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The same statements inside a caller's transaction (a posting's own transaction becomes a savepoint of it). */
  within(tx: Transaction): LedgerRepository {
    return new LedgerRepository(tx as unknown as AppDatabase);
  }

  async transactionByKey(idempotencyKey: string): Promise<StoredTransaction | null> {
    const [row] = await this.db
      .select({ id: ledgerTransactions.id, fingerprint: ledgerTransactions.fingerprint })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
    return row ?? null;
  }

  /**
   * Writes the transaction, its entries and the accounts' running balances in one database transaction: the balance
   * updates take the accounts' row locks in one order (no deadlock between two postings), the database refuses a
   * balance below zero and, at commit, postings that do not sum to zero. Null when the key was written meanwhile.
   */
  async insert(transaction: NewTransactionRow): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const [written] = await tx
        .insert(ledgerTransactions)
        .values({
          idempotencyKey: transaction.idempotencyKey,
          kind: transaction.kind,
          storeCode: transaction.storeCode,
          sourceType: transaction.sourceType,
          sourceId: transaction.sourceId,
          fingerprint: transaction.fingerprint,
          createdAt: transaction.at,
        })
        .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
        .returning({ id: ledgerTransactions.id });
      if (!written) return null;
      const accountIds = new Map<string, number>();
      for (const posting of transaction.postings) {
        const key = `${posting.account.storeCode ?? ''}/${posting.account.kind}`;
        if (accountIds.has(key)) continue;
        await tx
          .insert(ledgerAccounts)
          .values({ storeCode: posting.account.storeCode, kind: posting.account.kind, mayGoNegative: posting.mayGoNegative, createdAt: transaction.at })
          .onConflictDoNothing();
        const [account] = await tx
          .select({ id: ledgerAccounts.id })
          .from(ledgerAccounts)
          .where(and(ownerIs(posting.account.storeCode), eq(ledgerAccounts.kind, posting.account.kind)));
        accountIds.set(key, account.id);
      }
      const entries = transaction.postings.map((posting) => ({
        transactionId: written.id,
        accountId: accountIds.get(`${posting.account.storeCode ?? ''}/${posting.account.kind}`) as number,
        amount: posting.amount,
        createdAt: transaction.at,
      }));
      const byAccount = new Map<number, number>();
      for (const entry of entries) byAccount.set(entry.accountId, (byAccount.get(entry.accountId) ?? 0) + entry.amount);
      for (const [accountId, change] of [...byAccount].sort(([a], [b]) => a - b)) {
        await tx
          .update(ledgerAccounts)
          .set({ balance: sql`${ledgerAccounts.balance} + ${change}` })
          .where(eq(ledgerAccounts.id, accountId));
      }
      await tx.insert(ledgerEntries).values(entries);
      return written.id;
    });
  }

  async balances(refs: AccountRef[]): Promise<number[]> {
    return Promise.all(
      refs.map(async (ref) => {
        const [row] = await this.db
          .select({ balance: ledgerAccounts.balance })
          .from(ledgerAccounts)
          .where(and(ownerIs(ref.storeCode), eq(ledgerAccounts.kind, ref.kind)));
        return row?.balance ?? 0;
      }),
    );
  }

  /** A store's entries into and out of accounts of `kinds`, newest first, before the entry `beforeId` when given. */
  async entriesOf(storeCode: string, kinds: string[], limit: number, beforeId?: number): Promise<EntryRow[]> {
    return this.db
      .select({
        id: ledgerEntries.id,
        transactionId: ledgerEntries.transactionId,
        transactionKind: ledgerTransactions.kind,
        accountKind: ledgerAccounts.kind,
        amount: ledgerEntries.amount,
        sourceType: ledgerTransactions.sourceType,
        sourceId: ledgerTransactions.sourceId,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(eq(ledgerAccounts.storeCode, storeCode), inArray(ledgerAccounts.kind, kinds), beforeId === undefined ? undefined : lt(ledgerEntries.id, beforeId)),
      )
      .orderBy(desc(ledgerEntries.id))
      .limit(limit);
  }

  /** Accounts whose running balance differs from the sum of their entries, and transactions that do not balance. */
  async drift(): Promise<{ accounts: { id: number; balance: number; entries: number }[]; transactions: { id: number; total: number }[] }> {
    const accounts = (await this.db.execute(sql`
      select a.id, a.balance, coalesce(sum(e.amount), 0) as entries
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id having a.balance <> coalesce(sum(e.amount), 0) order by a.id`)) as unknown as { rows: { id: string; balance: string; entries: string }[] };
    const transactions = (await this.db.execute(sql`
      select transaction_id as id, sum(amount) as total from ledger_entries
      group by transaction_id having sum(amount) <> 0 order by transaction_id`)) as unknown as { rows: { id: string; total: string }[] };
    return {
      accounts: accounts.rows.map((row) => ({ id: Number(row.id), balance: Number(row.balance), entries: Number(row.entries) })),
      transactions: transactions.rows.map((row) => ({ id: Number(row.id), total: Number(row.total) })),
    };
  }
}
