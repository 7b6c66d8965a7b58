import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { storeBalances } from './schema';

export type StoreBalancesRow = typeof storeBalances.$inferSelect;
export type NewStoreBalancesRow = typeof storeBalances.$inferInsert;

/** The only place that reads and writes the analytics table (balances). */
export class AnalyticsRepository {
  constructor(private readonly db: AppDatabase) {}

  async balances(storeCode: string): Promise<StoreBalancesRow | null> {
    const [row] = await this.db.select().from(storeBalances).where(eq(storeBalances.storeCode, storeCode)).limit(1);
    return row ?? null;
  }

  /** Writes demo rows, keeping every row that exists already (seeding twice changes nothing). */
  async insertDemo(rows: { balances: NewStoreBalancesRow[] }): Promise<void> {
    if (rows.balances.length) await this.db.insert(storeBalances).values(rows.balances).onConflictDoNothing();
  }
}
