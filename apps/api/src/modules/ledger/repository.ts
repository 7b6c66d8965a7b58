import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
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

export interface PostingRow {
  account: AccountRef;
  mayGoNegative: boolean;
  amount: number;
}

/** A transaction as one store's accounts saw it: what it did to each of the accounts asked about. */
export interface StoreTransactionRow {
  id: number;
  kind: string;
  sourceType: string | null;
  sourceId: string | null;
  createdAt: Date;
  /** Signed rupiah per account kind asked about (0 where it did not touch one). */
  effects: Record<string, number>;
}

export interface StoreTransactionFilter {
  storeCode: string;
  /** The store's account kinds whose transactions are listed (and whose effects are summed). */
  accountKinds: readonly string[];
  kind?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /** Keyset: only transactions older than this id. */
  beforeId?: number;
  limit: number;
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

  /**
   * The store's transactions that touched any of `accountKinds`, newest first (by id, which only grows), each with
   * its effect on each of those accounts: a keyset page over `ledger_transactions_store_idx`.
   */
  async storeTransactions(filter: StoreTransactionFilter): Promise<StoreTransactionRow[]> {
    const conditions = [sql`t.store_code = ${filter.storeCode}`];
    if (filter.kind) conditions.push(sql`t.kind = ${filter.kind}`);
    if (filter.from) conditions.push(sql`t.created_at >= ${filter.from.toISOString()}`);
    if (filter.to) conditions.push(sql`t.created_at < ${filter.to.toISOString()}`);
    if (filter.beforeId !== undefined) conditions.push(sql`t.id < ${filter.beforeId}`);
    const kinds = sql.join(
      filter.accountKinds.map((kind) => sql`${kind}`),
      sql`, `,
    );
    const sums = sql.join(
      filter.accountKinds.map((kind, n) => sql`coalesce(sum(e.amount) filter (where a.kind = ${kind}), 0) as ${sql.raw(`k${n}`)}`),
      sql`, `,
    );
    // Backwards along (store_code, id), each transaction's effect summed from its own few entries: the page stops
    // after `limit` rows however many the store has (one touching none of the accounts has n = 0 and is skipped).
    const result = (await this.db.execute(sql`
      select t.id, t.kind, t.source_type, t.source_id, t.created_at, s.*
      from ledger_transactions t
      cross join lateral (
        select count(*) as n, ${sums}
        from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        where e.transaction_id = t.id and a.store_code = ${filter.storeCode} and a.kind in (${kinds})
      ) s
      where ${sql.join(conditions, sql` and `)} and s.n > 0
      order by t.id desc
      limit ${filter.limit}`)) as unknown as { rows: Record<string, unknown>[] };
    return result.rows.map((row) => ({
      id: Number(row.id),
      kind: String(row.kind),
      sourceType: (row.source_type as string | null) ?? null,
      sourceId: (row.source_id as string | null) ?? null,
      createdAt: new Date(row.created_at as string | Date),
      effects: Object.fromEntries(filter.accountKinds.map((kind, n) => [kind, Number(row[`k${n}`])])),
    }));
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
