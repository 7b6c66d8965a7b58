import { and, asc, desc, eq } from 'drizzle-orm';
import { stores } from '../../db/directory-schema';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { contractBaseMargins, storeContracts, storeMargins } from './schema';

type Db = AppDatabase | Transaction;
export type StoreContractRow = typeof storeContracts.$inferSelect;
export type NewStoreContractRow = typeof storeContracts.$inferInsert;
export type StoreMarginRow = typeof storeMargins.$inferSelect;
export type NewStoreMarginRow = typeof storeMargins.$inferInsert;

/** The only place that reads and writes the contract's tables. */
export class ContractRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The base margins the code expects, added when missing; a margin changed since is left as it is. */
  async insertMissingBaseMargins(margins: Readonly<Record<string, number>>): Promise<void> {
    await this.db
      .insert(contractBaseMargins)
      .values(Object.entries(margins).map(([categoryCode, commissionBps]) => ({ categoryCode, commissionBps })))
      .onConflictDoNothing({ target: contractBaseMargins.categoryCode });
  }

  async baseMargins(db: Db = this.db): Promise<Map<string, number>> {
    const rows = await db.select().from(contractBaseMargins);
    return new Map(rows.map((row) => [row.categoryCode, row.commissionBps]));
  }

  /** The store's latest contract version, with the store's name. */
  async latestContract(storeCode: string): Promise<(StoreContractRow & { storeName: string }) | null> {
    const [row] = await this.db
      .select({ contract: storeContracts, storeName: stores.name })
      .from(storeContracts)
      .innerJoin(stores, eq(stores.code, storeContracts.storeCode))
      .where(eq(storeContracts.storeCode, storeCode))
      .orderBy(desc(storeContracts.version))
      .limit(1);
    return row ? { ...row.contract, storeName: row.storeName } : null;
  }

  async insertContract(row: NewStoreContractRow): Promise<void> {
    await this.db.insert(storeContracts).values(row).onConflictDoNothing();
  }

  /** The store's margin agreements, oldest first. */
  async agreements(storeCode: string, db: Db = this.db): Promise<StoreMarginRow[]> {
    return db.select().from(storeMargins).where(eq(storeMargins.storeCode, storeCode)).orderBy(asc(storeMargins.id));
  }

  /** One of the store's agreements (another store's is none). */
  async agreement(storeCode: string, id: number): Promise<StoreMarginRow | null> {
    const [row] = await this.db
      .select()
      .from(storeMargins)
      .where(and(eq(storeMargins.storeCode, storeCode), eq(storeMargins.id, id)))
      .limit(1);
    return row ?? null;
  }

  async insertAgreement(row: NewStoreMarginRow): Promise<StoreMarginRow> {
    const [inserted] = await this.db.insert(storeMargins).values(row).returning();
    return inserted;
  }

  async hasContract(storeCode: string): Promise<boolean> {
    const [row] = await this.db.select({ id: storeContracts.id }).from(storeContracts).where(eq(storeContracts.storeCode, storeCode)).limit(1);
    return Boolean(row);
  }
}
