import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { stores } from '../../db/directory-schema';
import { analyticsReportOptOuts } from './schema';

/** The only place that reads and writes the analytics_report_opt_outs table. */
export class AnalyticsReportRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Records the store's opt-out once (a repeat keeps the first time); null when no such store exists. */
  async optOut(storeCode: string, at: Date): Promise<{ storeName: string; optedOutAt: Date } | null> {
    const [store] = await this.db.select({ name: stores.name }).from(stores).where(eq(stores.code, storeCode)).limit(1);
    if (!store) return null;
    await this.db.insert(analyticsReportOptOuts).values({ storeCode, optedOutAt: at }).onConflictDoNothing();
    const [row] = await this.db.select().from(analyticsReportOptOuts).where(eq(analyticsReportOptOuts.storeCode, storeCode)).limit(1);
    return row ? { storeName: store.name, optedOutAt: row.optedOutAt } : null;
  }

  /** Removes the store's opt-out (nothing to remove is fine); the store's name, null when no such store exists. */
  async optIn(storeCode: string): Promise<string | null> {
    const [store] = await this.db.select({ name: stores.name }).from(stores).where(eq(stores.code, storeCode)).limit(1);
    if (!store) return null;
    await this.db.delete(analyticsReportOptOuts).where(eq(analyticsReportOptOuts.storeCode, storeCode));
    return store.name;
  }

  async isOptedOut(storeCode: string): Promise<boolean> {
    const rows = await this.db.select().from(analyticsReportOptOuts).where(eq(analyticsReportOptOuts.storeCode, storeCode)).limit(1);
    return rows.length > 0;
  }
}
