import { and, count, desc, eq, gte, lte, ne, or, sql, isNull, lt } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { broadcasts } from './schema';

export type BroadcastRow = typeof broadcasts.$inferSelect;
export type NewBroadcastRow = typeof broadcasts.$inferInsert;

/** The only place that reads and writes the broadcasts table. */
export class BroadcastRepository {
  constructor(readonly db: AppDatabase) {}

  /** Runs `work` holding the store's broadcast lock, so two tabs cannot both pass the limits. */
  withStoreLock<T>(storeCode: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`broadcasts:${storeCode}`}))`);
      return work(tx);
    });
  }

  /** The store's broadcasts made since `since` that were not cancelled: how many, and the newest one's time. */
  async madeSince(tx: Transaction, storeCode: string, since: Date): Promise<{ count: number; latest: Date | null }> {
    const [row] = await tx
      .select({ count: count(), latest: sql<string | null>`max(${broadcasts.createdAt})` })
      .from(broadcasts)
      .where(and(eq(broadcasts.storeCode, storeCode), gte(broadcasts.createdAt, since), ne(broadcasts.status, 'CANCELLED')));
    return { count: row?.count ?? 0, latest: row?.latest ? new Date(row.latest) : null };
  }

  async countMadeSince(storeCode: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ count: count() })
      .from(broadcasts)
      .where(and(eq(broadcasts.storeCode, storeCode), gte(broadcasts.createdAt, since), ne(broadcasts.status, 'CANCELLED')));
    return row?.count ?? 0;
  }

  async insert(tx: Transaction, row: NewBroadcastRow): Promise<BroadcastRow> {
    const [inserted] = await tx.insert(broadcasts).values(row).returning();
    return inserted;
  }

  async one(storeCode: string, id: string): Promise<BroadcastRow | null> {
    const [row] = await this.db
      .select()
      .from(broadcasts)
      .where(and(eq(broadcasts.storeCode, storeCode), eq(broadcasts.id, id)))
      .limit(1);
    return row ?? null;
  }

  async page(storeCode: string, page: number, size: number): Promise<{ rows: BroadcastRow[]; total: number }> {
    const rows = await this.db
      .select()
      .from(broadcasts)
      .where(eq(broadcasts.storeCode, storeCode))
      .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
      .limit(size)
      .offset(page * size);
    const [total] = await this.db.select({ n: count() }).from(broadcasts).where(eq(broadcasts.storeCode, storeCode));
    return { rows, total: total?.n ?? 0 };
  }

  /** Cancels a scheduled broadcast of the store; null when it is not one (any more). */
  async cancel(storeCode: string, id: string): Promise<BroadcastRow | null> {
    const [row] = await this.db
      .update(broadcasts)
      .set({ status: 'CANCELLED' })
      .where(and(eq(broadcasts.storeCode, storeCode), eq(broadcasts.id, id), eq(broadcasts.status, 'SCHEDULED')))
      .returning();
    return row ?? null;
  }

  /**
   * Claims for delivery the broadcasts due at `now` (scheduled and due, or claimed by a process that stopped before
   * `staleBefore`), each by one process only.
   */
  async claimDue(now: Date, staleBefore: Date, limit: number): Promise<BroadcastRow[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: broadcasts.id })
        .from(broadcasts)
        .where(
          or(
            and(eq(broadcasts.status, 'SCHEDULED'), lte(broadcasts.scheduledAt, now)),
            and(eq(broadcasts.status, 'SENDING'), or(isNull(broadcasts.claimedAt), lt(broadcasts.claimedAt, staleBefore))),
          ),
        )
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed: BroadcastRow[] = [];
      for (const { id } of due) {
        const [row] = await tx.update(broadcasts).set({ status: 'SENDING', claimedAt: now }).where(eq(broadcasts.id, id)).returning();
        claimed.push(row);
      }
      return claimed;
    });
  }

  /** Broadcasts due or being sent (the delivery job's backlog). */
  async dueCount(now: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(broadcasts)
      .where(or(and(eq(broadcasts.status, 'SCHEDULED'), lte(broadcasts.scheduledAt, now)), eq(broadcasts.status, 'SENDING')));
    return row.n;
  }

  async markSent(id: string, sentAt: Date, recipients: number): Promise<BroadcastRow> {
    const [row] = await this.db.update(broadcasts).set({ status: 'SENT', sentAt, recipients, claimedAt: null }).where(eq(broadcasts.id, id)).returning();
    return row;
  }

  async insertMissing(rows: NewBroadcastRow[]): Promise<void> {
    if (rows.length) await this.db.insert(broadcasts).values(rows).onConflictDoNothing();
  }
}
