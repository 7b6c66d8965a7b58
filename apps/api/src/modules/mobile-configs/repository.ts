import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { mobileConfigs } from './schema';
import { containsPattern } from '../../db/like';

export type MobileConfigRow = typeof mobileConfigs.$inferSelect;
export type NewMobileConfigRow = typeof mobileConfigs.$inferInsert;

/** Why a change wrote nothing. */
export type ChangeRefusal = 'NOT_FOUND' | 'VERSION_CONFLICT';

export class MobileConfigRepository {
  constructor(private readonly db: AppDatabase) {}

  async list(keyword: string | null): Promise<MobileConfigRow[]> {
    const pattern = keyword ? containsPattern(keyword) : null;
    return this.db
      .select()
      .from(mobileConfigs)
      .where(pattern ? or(ilike(mobileConfigs.key, pattern), ilike(mobileConfigs.description, pattern)) : undefined)
      .orderBy(asc(mobileConfigs.key));
  }

  async find(key: string): Promise<MobileConfigRow | null> {
    const [row] = await this.db.select().from(mobileConfigs).where(eq(mobileConfigs.key, key)).limit(1);
    return row ?? null;
  }

  /** Adds one, then `audit` in the same transaction; null when the key is taken. */
  async insert(row: NewMobileConfigRow, audit: (tx: Transaction, created: MobileConfigRow) => Promise<void>): Promise<MobileConfigRow | null> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.insert(mobileConfigs).values(row).onConflictDoNothing({ target: mobileConfigs.key }).returning();
      if (!created) return null;
      await audit(tx, created);
      return created;
    });
  }

  /**
   * Saves a new value over `version` only: the row is locked, its version compared and raised by one, then `audit`,
   * all in one transaction. Two editors who started from the same version cannot both win.
   */
  async update(
    key: string,
    version: number,
    change: Pick<NewMobileConfigRow, 'valueType' | 'value' | 'description' | 'updatedBy' | 'updatedById' | 'updatedAt'>,
    audit: (tx: Transaction, before: MobileConfigRow, after: MobileConfigRow) => Promise<void>,
  ): Promise<MobileConfigRow | ChangeRefusal> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(mobileConfigs).where(eq(mobileConfigs.key, key)).for('update');
      if (!current) return 'NOT_FOUND';
      if (current.version !== version) return 'VERSION_CONFLICT';
      const [updated] = await tx
        .update(mobileConfigs)
        .set({ ...change, version: current.version + 1 })
        .where(and(eq(mobileConfigs.key, key), eq(mobileConfigs.version, version)))
        .returning();
      await audit(tx, current, updated);
      return updated;
    });
  }

  /** Removes one, then `audit` in the same transaction; null when there was none. */
  async remove(key: string, audit: (tx: Transaction, removed: MobileConfigRow) => Promise<void>): Promise<MobileConfigRow | null> {
    return this.db.transaction(async (tx) => {
      const [removed] = await tx.delete(mobileConfigs).where(eq(mobileConfigs.key, key)).returning();
      if (!removed) return null;
      await audit(tx, removed);
      return removed;
    });
  }

  /** Demo data: writes the configs that do not exist yet. */
  async seed(rows: readonly NewMobileConfigRow[]): Promise<void> {
    if (rows.length > 0)
      await this.db
        .insert(mobileConfigs)
        .values([...rows])
        .onConflictDoNothing({ target: mobileConfigs.key });
  }
}
