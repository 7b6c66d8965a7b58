import type { StoreReviewChange, StoreReviewKind, StoreReviewQuery, StoreReviewStatus } from '@seller-portal/contracts/store-reviews';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { stores, users } from '../../db/directory-schema';
import { storeReviews } from './schema';

export type StoreReviewRow = typeof storeReviews.$inferSelect;

/** A row with the names the queue shows: the store's and those of the people who asked and decided. */
export interface StoreReviewView extends StoreReviewRow {
  storeName: string;
  submittedByName: string | null;
  decidedByName: string | null;
}

export interface Decision {
  status: Exclude<StoreReviewStatus, 'WAITING'>;
  reason: string | null;
  notes: Record<string, string>;
  decidedBy: string;
  at: Date;
}

const submitter = alias(users, 'submitter');
const decider = alias(users, 'decider');

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
}

/** The only place that reads and writes `store_reviews`. */
export class StoreReviewsRepository {
  constructor(private readonly db: AppDatabase) {}

  private selectView(db: AppDatabase | Transaction = this.db) {
    return db
      .select({ review: storeReviews, storeName: stores.name, submittedByName: submitter.email, decidedByName: decider.email })
      .from(storeReviews)
      .innerJoin(stores, eq(stores.code, storeReviews.storeCode))
      .leftJoin(submitter, eq(submitter.id, storeReviews.submittedBy))
      .leftJoin(decider, eq(decider.id, storeReviews.decidedBy));
  }

  private static view(row: { review: StoreReviewRow; storeName: string; submittedByName: string | null; decidedByName: string | null }): StoreReviewView {
    return { ...row.review, storeName: row.storeName, submittedByName: row.submittedByName, decidedByName: row.decidedByName };
  }

  /** Waiting items oldest first, then the decided ones newest first. */
  async list(query: StoreReviewQuery, limit: number): Promise<StoreReviewView[]> {
    const rows = await this.selectView()
      .where(and(query.status ? eq(storeReviews.status, query.status) : undefined, query.kind ? eq(storeReviews.kind, query.kind) : undefined))
      .orderBy(
        sql`${storeReviews.status} = 'WAITING' desc`,
        sql`case when ${storeReviews.status} = 'WAITING' then ${storeReviews.seq} end asc`,
        desc(storeReviews.seq),
      )
      .limit(limit);
    return rows.map(StoreReviewsRepository.view);
  }

  async find(id: string): Promise<StoreReviewView | null> {
    const [row] = await this.selectView().where(eq(storeReviews.id, id));
    return row ? StoreReviewsRepository.view(row) : null;
  }

  /** The store's latest item of a kind. */
  async latest(storeCode: string, kind: StoreReviewKind): Promise<StoreReviewView | null> {
    const [row] = await this.selectView()
      .where(and(eq(storeReviews.storeCode, storeCode), eq(storeReviews.kind, kind)))
      .orderBy(desc(storeReviews.seq))
      .limit(1);
    return row ? StoreReviewsRepository.view(row) : null;
  }

  /** A new waiting item, or null when the store already has one of the kind waiting. */
  async open(
    item: { kind: StoreReviewKind; storeCode: string; submittedBy: string | null; changes: StoreReviewChange[]; at: Date },
    db: AppDatabase | Transaction = this.db,
  ): Promise<StoreReviewRow | null> {
    try {
      // A savepoint: the refusal of a second waiting item must not end the caller's transaction.
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(storeReviews)
          .values({ kind: item.kind, storeCode: item.storeCode, submittedBy: item.submittedBy, changes: item.changes, createdAt: item.at })
          .returning();
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** Demo items with fixed ids: a second seeding adds nothing. */
  async insertDemo(rows: (typeof storeReviews.$inferInsert)[]): Promise<void> {
    await this.db.insert(storeReviews).values(rows).onConflictDoNothing();
  }

  async hasWaiting(storeCode: string, kind: StoreReviewKind): Promise<boolean> {
    const rows = await this.db
      .select({ id: storeReviews.id })
      .from(storeReviews)
      .where(and(eq(storeReviews.storeCode, storeCode), eq(storeReviews.kind, kind), eq(storeReviews.status, 'WAITING')))
      .limit(1);
    return rows.length > 0;
  }

  /** Runs a decision and what it applies in one transaction. */
  async inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Takes the decision if the item is still waiting (two people deciding at once: one wins); null otherwise. */
  async decide(tx: Transaction, id: string, decision: Decision): Promise<StoreReviewRow | null> {
    const [row] = await tx
      .update(storeReviews)
      .set({ status: decision.status, reason: decision.reason, notes: decision.notes, decidedBy: decision.decidedBy, decidedAt: decision.at })
      .where(and(eq(storeReviews.id, id), eq(storeReviews.status, 'WAITING')))
      .returning();
    return row ?? null;
  }
}
