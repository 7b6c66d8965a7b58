import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { productItems } from '../../db/schema';

export type ProductItemRow = typeof productItems.$inferSelect;
export type NewProductItemRow = typeof productItems.$inferInsert;

/** The only place that reads and writes product_items. */
export class ProductsRepository {
  constructor(private readonly db: AppDatabase) {}

  /** One item of the store; another store's item is not found. */
  async item(storeCode: string, itemId: string): Promise<ProductItemRow | null> {
    const [row] = await this.db
      .select()
      .from(productItems)
      .where(and(eq(productItems.storeCode, storeCode), eq(productItems.itemId, itemId)))
      .limit(1);
    return row ?? null;
  }

  async insertMissing(rows: NewProductItemRow[]): Promise<void> {
    if (rows.length) await this.db.insert(productItems).values(rows).onConflictDoNothing();
  }
}
