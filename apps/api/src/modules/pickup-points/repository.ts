import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { pickupPoints, stores } from '../../db/directory-schema';
import type { AppDatabase, Transaction } from '../../db/open-database';

export type PickupPointRow = typeof pickupPoints.$inferSelect;
/** What the seller writes of a pickup point. */
export type PickupPointFields = Omit<typeof pickupPoints.$inferInsert, 'code' | 'storeCode' | 'active' | 'createdAt'>;

/** The pickup-points module's reads and writes of the directory's `pickup_points` (the rows in use: `active`). */
export class PickupPointsRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The store's pickup points in use, the main one first, at most `limit`. */
  async listOfStore(storeCode: string, limit: number): Promise<PickupPointRow[]> {
    return this.db
      .select()
      .from(pickupPoints)
      .where(and(eq(pickupPoints.storeCode, storeCode), eq(pickupPoints.active, true)))
      .orderBy(desc(pickupPoints.isDefault), asc(pickupPoints.name), asc(pickupPoints.code))
      .limit(limit);
  }

  /** A pickup point in use of the store; another store's, or a removed one, is null. */
  async find(storeCode: string, code: string): Promise<PickupPointRow | null> {
    const [row] = await this.db
      .select()
      .from(pickupPoints)
      .where(and(eq(pickupPoints.code, code), eq(pickupPoints.storeCode, storeCode), eq(pickupPoints.active, true)))
      .limit(1);
    return row ?? null;
  }

  /**
   * Adds a pickup point; a main one (or the store's first) takes the main place from the others in the same
   * transaction, so the store always has one main point (a unique index holds it to one).
   */
  async insert(storeCode: string, code: string, fields: PickupPointFields, now: Date): Promise<PickupPointRow> {
    return this.db.transaction(async (tx) => {
      await this.lockStore(tx, storeCode);
      const [existing] = await tx
        .select({ code: pickupPoints.code })
        .from(pickupPoints)
        .where(and(eq(pickupPoints.storeCode, storeCode), eq(pickupPoints.active, true)))
        .limit(1);
      const isDefault = fields.isDefault === true || !existing;
      if (isDefault) await this.clearMain(tx, storeCode, code);
      const [row] = await tx
        .insert(pickupPoints)
        .values({ ...fields, isDefault, code, storeCode, updatedAt: now, createdAt: now })
        .returning();
      return row;
    });
  }

  /** Changes a pickup point of the store (null when it has none by that code); made main, the others stop being main. */
  async update(storeCode: string, code: string, fields: PickupPointFields, now: Date): Promise<PickupPointRow | null> {
    return this.db.transaction(async (tx) => {
      await this.lockStore(tx, storeCode);
      if (fields.isDefault) await this.clearMain(tx, storeCode, code);
      const [row] = await tx
        .update(pickupPoints)
        .set({ ...fields, updatedAt: now })
        .where(and(eq(pickupPoints.code, code), eq(pickupPoints.storeCode, storeCode), eq(pickupPoints.active, true)))
        .returning();
      return row ?? null;
    });
  }

  /**
   * Takes a pickup point out of use unless it is the main one or `openOrders` (read in this transaction) finds orders
   * at it: orders and chat rooms that name it keep their history. The row is held (FOR UPDATE) from the check to the
   * change, and placing an order holds it too, so an order placed meanwhile is either counted or refused.
   */
  async deactivateIfIdle(
    storeCode: string,
    code: string,
    now: Date,
    openOrders: (tx: Transaction) => Promise<number>,
  ): Promise<
    | { removed: true }
    | { removed: false; reason: 'NOT_FOUND' }
    | { removed: false; reason: 'MAIN' }
    | { removed: false; reason: 'OPEN_ORDERS'; openOrderCount: number }
  > {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ isDefault: pickupPoints.isDefault })
        .from(pickupPoints)
        .where(and(eq(pickupPoints.code, code), eq(pickupPoints.storeCode, storeCode), eq(pickupPoints.active, true)))
        .for('update');
      if (!row) return { removed: false, reason: 'NOT_FOUND' } as const;
      if (row.isDefault) return { removed: false, reason: 'MAIN' } as const;
      const openOrderCount = await openOrders(tx);
      if (openOrderCount > 0) return { removed: false, reason: 'OPEN_ORDERS', openOrderCount } as const;
      await tx.update(pickupPoints).set({ active: false, isDefault: false, updatedAt: now }).where(eq(pickupPoints.code, code));
      return { removed: true } as const;
    });
  }

  /** Fills the address, hours and schedules of a pickup point that has none yet (demo data, seeded on every start). */
  async completeIfBlank(code: string, fields: Omit<PickupPointFields, 'isDefault' | 'name'>): Promise<void> {
    const [row] = await this.db.select({ provinceCode: pickupPoints.provinceCode }).from(pickupPoints).where(eq(pickupPoints.code, code)).limit(1);
    if (!row || row.provinceCode !== null) return;
    await this.db.update(pickupPoints).set(fields).where(eq(pickupPoints.code, code));
  }

  /** Changes of one store's main pickup point wait for each other, so two never both become main. */
  private async lockStore(tx: Transaction, storeCode: string): Promise<void> {
    await tx.select({ code: stores.code }).from(stores).where(eq(stores.code, storeCode)).for('update');
  }

  private async clearMain(tx: Transaction, storeCode: string, except: string): Promise<void> {
    await tx
      .update(pickupPoints)
      .set({ isDefault: false })
      .where(and(eq(pickupPoints.storeCode, storeCode), eq(pickupPoints.isDefault, true), ne(pickupPoints.code, except)));
  }
}
