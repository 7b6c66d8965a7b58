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

type Executor = Pick<AppDatabase, 'insert' | 'select' | 'update'>;

const keyOf = (account: AccountRef) => `${account.storeCode ?? ''}/${account.kind}`;

/**
 * Moves the store account's running balance, taking its row's lock, or creates the account with it; the check
 * `ledger_accounts_not_negative` refuses a balance below zero (a new account's too). Not one upsert: PostgreSQL checks
 * the row an upsert would insert before it finds the existing one, so a debit would be refused as a negative new row.
 */
async function moveBalance(tx: Executor, posting: PostingRow, change: number, at: Date): Promise<number> {
  const { storeCode, kind } = posting.account;
  for (;;) {
    const [moved] = await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${change}` })
      .where(and(ownerIs(storeCode), eq(ledgerAccounts.kind, kind)))
      .returning({ id: ledgerAccounts.id });
    if (moved) return moved.id;
    const [created] = await tx
      .insert(ledgerAccounts)
      .values({ storeCode, kind, balance: change, mayGoNegative: false, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: ledgerAccounts.id });
    // Created meanwhile by another posting: move it as above.
    if (created) return created.id;
  }
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

  /** The clearing accounts' ids: an account is never deleted, so its id, once read, holds for the process. */
  private readonly clearingIds = new Map<string, number>();

  /**
   * Writes the transaction, its entries and the store accounts' running balances in one database transaction, in
   * few statements: each store account is created or moved by one upsert that takes its row lock (in one order, so two
   * postings never deadlock) and that the database refuses below zero; the marketplace's clearing accounts, which
   * every transaction touches, keep no running balance (their balance is the sum of their entries), so no posting
   * waits on their row. At commit the database refuses postings that do not sum to zero. Null when the key was
   * written before or meanwhile.
   */
  async insert(transaction: NewTransactionRow): Promise<number | null> {
    // Ids of clearing accounts this transaction creates are remembered only once it commits.
    const created = new Map<string, number>();
    const id = await this.db.transaction(async (tx) => {
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
      const changes = new Map<string, { posting: PostingRow; change: number }>();
      for (const posting of transaction.postings) {
        const key = keyOf(posting.account);
        const known = changes.get(key);
        changes.set(key, { posting, change: (known?.change ?? 0) + posting.amount });
      }
      const accountIds = new Map<string, number>();
      for (const [key, { posting, change }] of [...changes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        accountIds.set(
          key,
          posting.mayGoNegative ? await this.clearingId(tx, posting, transaction.at, created) : await moveBalance(tx, posting, change, transaction.at),
        );
      }
      await tx.insert(ledgerEntries).values(
        transaction.postings.map((posting) => ({
          transactionId: written.id,
          accountId: accountIds.get(keyOf(posting.account)) as number,
          amount: posting.amount,
          createdAt: transaction.at,
        })),
      );
      return written.id;
    });
    for (const [key, accountId] of created) this.clearingIds.set(key, accountId);
    return id;
  }

  private async clearingId(tx: Executor, posting: PostingRow, at: Date, created: Map<string, number>): Promise<number> {
    const key = keyOf(posting.account);
    const known = this.clearingIds.get(key);
    if (known !== undefined) return known;
    await tx
      .insert(ledgerAccounts)
      .values({ storeCode: posting.account.storeCode, kind: posting.account.kind, mayGoNegative: true, createdAt: at })
      .onConflictDoNothing();
    const [account] = await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(ownerIs(posting.account.storeCode), eq(ledgerAccounts.kind, posting.account.kind)));
    created.set(key, account.id);
    return account.id;
  }

  /** Store accounts: the running balance. Clearing accounts: the sum of their entries. 0 for an account not yet used. */
  async balances(refs: AccountRef[]): Promise<number[]> {
    return Promise.all(
      refs.map(async (ref) => {
        const [row] = await this.db
          .select({
            balance: sql<string>`case when ledger_accounts.may_go_negative
              then (select coalesce(sum(e.amount), 0) from ledger_entries e where e.account_id = ledger_accounts.id)
              else ledger_accounts.balance end`,
          })
          .from(ledgerAccounts)
          .where(and(ownerIs(ref.storeCode), eq(ledgerAccounts.kind, ref.kind)));
        return row ? Number(row.balance) : 0;
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
      where not a.may_go_negative
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
