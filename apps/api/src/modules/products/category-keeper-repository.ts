import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { productCategories, productItems } from './schema';

export type CategoryRow = typeof productCategories.$inferSelect;

/** Thrown inside a transaction when a sibling took the name meanwhile (the unique indexes of the names): nothing is written. */
export class CategoryNameTaken extends Error {}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}

/** The category tree's rows for internal staff's keeping: the whole catalog with product counts, and its changes. */
export class CategoryKeeperRepository {
  constructor(private readonly db: AppDatabase) {}

  async all(catalogCode: string): Promise<(CategoryRow & { productCount: number })[]> {
    const used = this.db
      .select({ code: productItems.categoryCode, n: count().as('n') })
      .from(productItems)
      .groupBy(productItems.categoryCode)
      .as('used');
    const rows = await this.db
      .select({ category: productCategories, productCount: sql<number>`coalesce(${used.n}, 0)`.mapWith(Number) })
      .from(productCategories)
      .leftJoin(used, eq(used.code, productCategories.code))
      .where(eq(productCategories.catalogCode, catalogCode))
      .orderBy(asc(productCategories.position), asc(productCategories.code));
    return rows.map((row) => ({ ...row.category, productCount: row.productCount }));
  }

  async one(code: string, db: AppDatabase | Transaction = this.db): Promise<CategoryRow | null> {
    const [row] = await db.select().from(productCategories).where(eq(productCategories.code, code));
    return row ?? null;
  }

  async productCount(code: string, db: AppDatabase | Transaction = this.db): Promise<number> {
    const [row] = await db.select({ n: count() }).from(productItems).where(eq(productItems.categoryCode, code));
    return row?.n ?? 0;
  }

  /** The siblings of a new or renamed category: those under the same parent (the root's when null). */
  async siblings(catalogCode: string, parentCode: string | null, db: AppDatabase | Transaction = this.db): Promise<CategoryRow[]> {
    return db
      .select()
      .from(productCategories)
      .where(
        and(eq(productCategories.catalogCode, catalogCode), parentCode ? eq(productCategories.parentCode, parentCode) : isNull(productCategories.parentCode)),
      );
  }

  /** Runs `work` in a transaction; a name taken by a sibling at the same time (a unique index) becomes CategoryNameTaken. */
  async inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new CategoryNameTaken();
      throw error;
    }
  }

  async insert(tx: Transaction, row: Omit<CategoryRow, 'position'>): Promise<CategoryRow> {
    const [last] = await tx
      .select({ position: max(productCategories.position) })
      .from(productCategories)
      .where(eq(productCategories.catalogCode, row.catalogCode));
    const [inserted] = await tx
      .insert(productCategories)
      .values({ ...row, position: (last?.position ?? -1) + 1 })
      .returning();
    return inserted;
  }

  async update(tx: Transaction, code: string, change: Partial<Pick<CategoryRow, 'name' | 'nameEn' | 'active'>>): Promise<CategoryRow | null> {
    const [updated] = await tx.update(productCategories).set(change).where(eq(productCategories.code, code)).returning();
    return updated ?? null;
  }

  async remove(tx: Transaction, code: string): Promise<void> {
    await tx.delete(productCategories).where(eq(productCategories.code, code));
  }

  /** Holds the catalog's tree for a move, to the end of `tx`: two moves at once cannot make a loop between them. */
  async lockTree(tx: Transaction, catalogCode: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`product_categories:${catalogCode}`}))`);
  }

  /** The catalog's categories as they are in `tx` (their parents and places). */
  async tree(tx: Transaction, catalogCode: string): Promise<CategoryRow[]> {
    return tx
      .select()
      .from(productCategories)
      .where(eq(productCategories.catalogCode, catalogCode))
      .orderBy(asc(productCategories.position), asc(productCategories.code));
  }

  /** Puts a category under `parentCode`, its siblings there (itself among them) in the order of `codes`. */
  async place(tx: Transaction, code: string, parentCode: string | null, codes: readonly string[]): Promise<CategoryRow> {
    await tx.update(productCategories).set({ parentCode }).where(eq(productCategories.code, code));
    await this.renumber(tx, codes);
    const [row] = await tx.select().from(productCategories).where(eq(productCategories.code, code));
    return row;
  }

  /** Siblings take the places 0, 1, … in the order of `codes` (one statement). */
  async renumber(tx: Transaction, codes: readonly string[]): Promise<void> {
    if (!codes.length) return;
    const places = sql.join(
      codes.map((code, position) => sql`when ${code} then ${position}::int`),
      sql` `,
    );
    await tx
      .update(productCategories)
      .set({ position: sql`case ${productCategories.code} ${places} end` })
      .where(inArray(productCategories.code, [...codes]));
  }

  /** Whether a category has categories under it. */
  async hasChildren(code: string, db: AppDatabase | Transaction = this.db): Promise<boolean> {
    const [row] = await db.select({ n: count() }).from(productCategories).where(eq(productCategories.parentCode, code));
    return (row?.n ?? 0) > 0;
  }
}
