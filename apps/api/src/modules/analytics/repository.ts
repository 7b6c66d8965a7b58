import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { storeBalances, storeRatingDays } from '../../db/schema';

export type StoreBalancesRow = typeof storeBalances.$inferSelect;
export type NewStoreBalancesRow = typeof storeBalances.$inferInsert;
export type NewStoreRatingDayRow = typeof storeRatingDays.$inferInsert;

/** The only place that reads and writes the analytics tables (balances, ratings per day). */
export class AnalyticsRepository {
  constructor(private readonly db: AppDatabase) {}

  async balances(storeCode: string): Promise<StoreBalancesRow | null> {
    const [row] = await this.db.select().from(storeBalances).where(eq(storeBalances.storeCode, storeCode)).limit(1);
    return row ?? null;
  }

  /** The store's ratings per store day from `from` to `to` (both included), oldest first. */
  async ratingDays(storeCode: string, from: string, to: string): Promise<{ day: string; ratingCount: number; ratingSum: number }[]> {
    return this.db
      .select({ day: storeRatingDays.day, ratingCount: storeRatingDays.ratingCount, ratingSum: storeRatingDays.ratingSum })
      .from(storeRatingDays)
      .where(and(eq(storeRatingDays.storeCode, storeCode), between(storeRatingDays.day, from, to)))
      .orderBy(asc(storeRatingDays.day));
  }

  /** Adds ratings to a store day (what the review service reports as customers rate). */
  async addRatings(storeCode: string, day: string, count: number, sum: number): Promise<void> {
    await this.db
      .insert(storeRatingDays)
      .values({ storeCode, day, ratingCount: count, ratingSum: sum })
      .onConflictDoUpdate({
        target: [storeRatingDays.storeCode, storeRatingDays.day],
        set: { ratingCount: sql`${storeRatingDays.ratingCount} + ${count}`, ratingSum: sql`${storeRatingDays.ratingSum} + ${sum}` },
      });
  }

  /** Writes demo rows, keeping every row that exists already (seeding twice changes nothing). */
  async insertDemo(rows: { balances: NewStoreBalancesRow[]; ratingDays: NewStoreRatingDayRow[] }): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (rows.balances.length) await tx.insert(storeBalances).values(rows.balances).onConflictDoNothing();
      if (rows.ratingDays.length) await tx.insert(storeRatingDays).values(rows.ratingDays).onConflictDoNothing();
    });
  }
}
