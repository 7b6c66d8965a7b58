import type { ProductSort, ProductTab } from '@seller-portal/contracts/products';
import { and, asc, avg, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { productBulkProcesses, productBulkProcessNotes, productCategories, productItems, productReviews } from './schema';
import { containsPattern, likeText } from '../../db/like';

export type ProductItemRow = typeof productItems.$inferSelect;
export type NewProductItemRow = typeof productItems.$inferInsert;
export type ProductCategoryRow = typeof productCategories.$inferSelect;
export type NewProductCategoryRow = typeof productCategories.$inferInsert;
export type ProductBulkProcessRow = typeof productBulkProcesses.$inferSelect;
export type ProductBulkNoteRow = typeof productBulkProcessNotes.$inferSelect;
export type NewProductBulkNoteRow = typeof productBulkProcessNotes.$inferInsert;
export type ProductReviewRow = typeof productReviews.$inferSelect;
export type NewProductReviewRow = typeof productReviews.$inferInsert;

/**
 * How near a name must be spelled to be found (pg_trgm's word similarity, 0..1, against the nearest stretch of the
 * name): a letter missing in a word of six still is (`sumbwa` finds "Madu Hutan Sumbawa", 0.57), two letters shared
 * at a word's start are not (`meja` and "Teh Melati", 0.4). A store has few enough products to read them all.
 */
const nearSpelling = 0.5;

/** The SQL of each tab (`productStatusOf` in contracts says the same in TypeScript). */
const tabCondition: Record<Exclude<ProductTab, 'ALL'>, SQL> = {
  ACTIVE: sql`${productItems.active} and ${productItems.stock} > 0`,
  OUT_OF_STOCK: sql`${productItems.active} and ${productItems.stock} = 0`,
  INACTIVE: sql`not ${productItems.active}`,
};

/** Every order ends with the item id, so pages never overlap or skip when values tie. */
const orderOf: Record<ProductSort, SQL[]> = {
  UPDATED_DESC: [desc(productItems.updatedAt), asc(productItems.itemId)],
  NAME_ASC: [asc(sql`lower(${productItems.name})`), asc(productItems.itemId)],
  PRICE_ASC: [asc(productItems.price), asc(productItems.itemId)],
  PRICE_DESC: [desc(productItems.price), asc(productItems.itemId)],
  STOCK_ASC: [asc(productItems.stock), asc(productItems.itemId)],
  STOCK_DESC: [desc(productItems.stock), asc(productItems.itemId)],
};

export interface ProductFilter {
  storeCode: string;
  keyword: string | null;
  /** The category and its descendants; null: any. */
  categoryCodes: string[] | null;
}

export type ProductChange = Partial<Pick<NewProductItemRow, 'price' | 'stock' | 'active'>>;

/** Units of one item an order holds. */
export interface StockLine {
  itemId: string;
  quantity: number;
}

/** An item an order asked more of than the store has (`available`: its stock now, 0 for an item not found). */
export interface StockShortage {
  itemId: string;
  requested: number;
  available: number;
}

/** One line per item (an item named twice counts once, its quantities summed), in item id order. */
export function mergedLines(lines: readonly StockLine[]): StockLine[] {
  const byItem = new Map<string, number>();
  for (const line of lines) byItem.set(line.itemId, (byItem.get(line.itemId) ?? 0) + line.quantity);
  return [...byItem.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([itemId, quantity]) => ({ itemId, quantity }));
}

export interface ReviewFilter {
  storeCode: string;
  rating: number | null;
  keyword: string | null;
  replied: boolean | null;
}

/** The only place that reads and writes the products module's tables. */
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

  /**
   * The store's sellable items (active, in stock) whose name or item ID holds `keyword`, names first by name; at
   * most `size`.
   */
  async sellable(storeCode: string, keyword: string | null, size: number): Promise<ProductItemRow[]> {
    const pattern = keyword ? containsPattern(keyword) : null;
    return this.db
      .select()
      .from(productItems)
      .where(
        and(
          eq(productItems.storeCode, storeCode),
          tabCondition.ACTIVE,
          pattern ? or(ilike(productItems.name, pattern), ilike(productItems.itemId, pattern)) : undefined,
        ),
      )
      .orderBy(...orderOf.NAME_ASC)
      .limit(size);
  }

  /**
   * The palette's search of a store's items: an item id or SKU typed whole first, then names, SKUs and ids starting
   * with the query, then names holding it or spelled near it (pg_trgm's word similarity); at most `limit`.
   */
  async searchHits(
    storeCode: string,
    q: string,
    limit: number,
  ): Promise<{ itemId: string; name: string; sku: string; active: boolean; stock: number; match: 'exact' | 'prefix' | 'fuzzy' }[]> {
    const text = q.toLowerCase();
    const prefix = `${likeText(text)}%`;
    const exact = sql<boolean>`(lower(${productItems.itemId}) = ${text} or lower(${productItems.sku}) = ${text})`;
    const starts = sql<boolean>`(lower(${productItems.name}) like ${prefix} or lower(${productItems.sku}) like ${prefix} or lower(${productItems.itemId}) like ${prefix})`;
    const rows = await this.db
      .select({
        itemId: productItems.itemId,
        name: productItems.name,
        sku: productItems.sku,
        active: productItems.active,
        stock: productItems.stock,
        exact,
        starts,
      })
      .from(productItems)
      .where(
        and(
          eq(productItems.storeCode, storeCode),
          or(exact, starts, ilike(productItems.name, containsPattern(q)), sql`word_similarity(${text}, lower(${productItems.name})) >= ${nearSpelling}`),
        ),
      )
      .orderBy(sql`${exact} desc`, sql`${starts} desc`, sql`word_similarity(${text}, lower(${productItems.name})) desc`, asc(productItems.name))
      .limit(limit);
    return rows.map(({ exact, starts, ...row }) => ({ ...row, match: exact ? 'exact' : starts ? 'prefix' : 'fuzzy' }));
  }

  /** The store's items among `itemIds` (others are left out). */
  async items(storeCode: string, itemIds: readonly string[]): Promise<ProductItemRow[]> {
    if (!itemIds.length) return [];
    return this.db
      .select()
      .from(productItems)
      .where(and(eq(productItems.storeCode, storeCode), inArray(productItems.itemId, [...itemIds])));
  }

  private filterCondition(filter: ProductFilter): SQL | undefined {
    const pattern = filter.keyword ? containsPattern(filter.keyword) : null;
    return and(
      eq(productItems.storeCode, filter.storeCode),
      pattern ? or(ilike(productItems.name, pattern), ilike(productItems.sku, pattern), ilike(productItems.itemId, pattern)) : undefined,
      filter.categoryCodes ? (filter.categoryCodes.length ? inArray(productItems.categoryCode, filter.categoryCodes) : sql`false`) : undefined,
    );
  }

  async page(filter: ProductFilter, tab: ProductTab, sort: ProductSort, page: number, size: number): Promise<ProductItemRow[]> {
    return this.db
      .select()
      .from(productItems)
      .where(and(this.filterCondition(filter), tab === 'ALL' ? undefined : tabCondition[tab]))
      .orderBy(...orderOf[sort])
      .limit(size)
      .offset(page * size);
  }

  /** How many items of the filter each tab holds, in one pass. */
  async tabCounts(filter: ProductFilter): Promise<Record<ProductTab, number>> {
    const [row] = await this.db
      .select({
        ALL: count(),
        ACTIVE: sql<number>`count(*) filter (where ${tabCondition.ACTIVE})`.mapWith(Number),
        OUT_OF_STOCK: sql<number>`count(*) filter (where ${tabCondition.OUT_OF_STOCK})`.mapWith(Number),
        INACTIVE: sql<number>`count(*) filter (where ${tabCondition.INACTIVE})`.mapWith(Number),
      })
      .from(productItems)
      .where(this.filterCondition(filter));
    return row;
  }

  /**
   * Changes one item over `version` only: the version is compared and raised by one in the same statement, so two
   * editors who started from the same version cannot both win. Null: nothing of this store at that version.
   */
  async updateAtVersion(storeCode: string, itemId: string, version: number, change: ProductChange, now: Date): Promise<ProductItemRow | null> {
    const [updated] = await this.db
      .update(productItems)
      .set({ ...change, version: sql`${productItems.version} + 1`, updatedAt: now })
      .where(and(eq(productItems.storeCode, storeCode), eq(productItems.itemId, itemId), eq(productItems.version, version)))
      .returning();
    return updated ?? null;
  }

  /**
   * Takes an order's units off the store's stock in the caller's transaction: per item one statement that checks and
   * decrements (`stock >= n`), so two orders for the last units never both get them, and the rows are locked in item
   * id order, so two orders of the same items never wait on each other in a circle. A reservation raises the version
   * (a seller's edit started before it is told the stock changed) but not `updated_at` (the list's default order is
   * the seller's own edits). Answers the lines it could not take; the caller then rolls the transaction back.
   */
  async reserve(tx: Transaction, storeCode: string, lines: readonly StockLine[]): Promise<StockShortage[]> {
    const shortages: StockShortage[] = [];
    for (const line of mergedLines(lines)) {
      const [taken] = await tx
        .update(productItems)
        .set({ stock: sql`${productItems.stock} - ${line.quantity}`, version: sql`${productItems.version} + 1` })
        .where(and(eq(productItems.storeCode, storeCode), eq(productItems.itemId, line.itemId), gte(productItems.stock, line.quantity)))
        .returning({ itemId: productItems.itemId });
      if (taken) continue;
      const [current] = await tx
        .select({ stock: productItems.stock })
        .from(productItems)
        .where(and(eq(productItems.storeCode, storeCode), eq(productItems.itemId, line.itemId)));
      shortages.push({ itemId: line.itemId, requested: line.quantity, available: current?.stock ?? 0 });
    }
    return shortages;
  }

  /** Puts a cancelled order's units back on the store's stock (item id order, as `reserve` locks them). */
  async release(tx: Transaction, storeCode: string, lines: readonly StockLine[]): Promise<void> {
    for (const line of mergedLines(lines)) {
      await tx
        .update(productItems)
        .set({ stock: sql`${productItems.stock} + ${line.quantity}`, version: sql`${productItems.version} + 1` })
        .where(and(eq(productItems.storeCode, storeCode), eq(productItems.itemId, line.itemId)));
    }
  }

  /**
   * Counts a completed order's units as sold. The stock left when the order was placed; price and stock are
   * unchanged, so the version stays (an open edit of them is still right).
   */
  async recordSold(tx: Transaction, storeCode: string, lines: readonly StockLine[]): Promise<void> {
    for (const line of mergedLines(lines)) {
      await tx
        .update(productItems)
        .set({ soldCount: sql`${productItems.soldCount} + ${line.quantity}` })
        .where(and(eq(productItems.storeCode, storeCode), eq(productItems.itemId, line.itemId)));
    }
  }

  /** The category code of each of the store's items that has one, in the caller's transaction when given. */
  async categoriesOf(db: AppDatabase | Transaction, storeCode: string, itemIds: readonly string[]): Promise<Map<string, string>> {
    if (!itemIds.length) return new Map();
    const rows = await db
      .select({ itemId: productItems.itemId, code: productItems.categoryCode })
      .from(productItems)
      .where(and(eq(productItems.storeCode, storeCode), inArray(productItems.itemId, [...new Set(itemIds)])));
    return new Map(rows.flatMap((row) => (row.code ? [[row.itemId, row.code] as const] : [])));
  }

  /** The store's products by name, at most `limit`, with their stock (what a seller picks from to send to a warehouse). */
  async productChoicesOf(storeCode: string, limit: number): Promise<{ itemId: string; name: string; stock: number }[]> {
    return this.db
      .select({ itemId: productItems.itemId, name: productItems.name, stock: productItems.stock })
      .from(productItems)
      .where(eq(productItems.storeCode, storeCode))
      .orderBy(asc(productItems.name), asc(productItems.itemId))
      .limit(limit);
  }

  /** The names of the store's items among `itemIds` (another store's or an unknown item is absent). */
  /** The reviews' order numbers and items among the store's orders `orderNumbers`. */
  async reviewedOrderItems(storeCode: string, orderNumbers: readonly string[]): Promise<{ orderNumber: string; itemId: string }[]> {
    if (!orderNumbers.length) return [];
    return this.db
      .selectDistinct({ orderNumber: productReviews.orderNumber, itemId: productReviews.itemId })
      .from(productReviews)
      .where(and(eq(productReviews.storeCode, storeCode), inArray(productReviews.orderNumber, [...orderNumbers])));
  }

  async itemNamesOf(storeCode: string, itemIds: readonly string[]): Promise<Map<string, string>> {
    if (!itemIds.length) return new Map();
    const rows = await this.db
      .select({ itemId: productItems.itemId, name: productItems.name })
      .from(productItems)
      .where(and(eq(productItems.storeCode, storeCode), inArray(productItems.itemId, [...new Set(itemIds)])));
    return new Map(rows.map((row) => [row.itemId, row.name]));
  }

  /** The names of categories in Indonesian and English, by code (an unknown code is absent). */
  async categoryNames(codes: readonly string[]): Promise<Map<string, { id: string; en: string }>> {
    if (!codes.length) return new Map();
    const rows = await this.db
      .select({ code: productCategories.code, name: productCategories.name, nameEn: productCategories.nameEn })
      .from(productCategories)
      .where(inArray(productCategories.code, [...new Set(codes)]));
    return new Map(rows.map((row) => [row.code, { id: row.name, en: row.nameEn }]));
  }

  /** Sets the sold counts of the store's items (demo data: the units of its completed demo orders). */
  async setSoldCounts(storeCode: string, soldByItem: ReadonlyMap<string, number>): Promise<void> {
    for (const [itemId, sold] of soldByItem) {
      await this.db
        .update(productItems)
        .set({ soldCount: sold })
        .where(and(eq(productItems.storeCode, storeCode), eq(productItems.itemId, itemId)));
    }
  }

  /** Activates or deactivates the store's items among `itemIds` in one transaction; items already so stay as they are. */
  async setActive(storeCode: string, itemIds: readonly string[], active: boolean, now: Date, db: AppDatabase | Transaction = this.db): Promise<string[]> {
    const rows = await db
      .update(productItems)
      .set({ active, version: sql`${productItems.version} + 1`, updatedAt: now })
      .where(and(eq(productItems.storeCode, storeCode), inArray(productItems.itemId, [...itemIds]), sql`${productItems.active} <> ${active}`))
      .returning({ itemId: productItems.itemId });
    return rows.map((row) => row.itemId).sort();
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async allOfStore(storeCode: string): Promise<ProductItemRow[]> {
    return this.db
      .select()
      .from(productItems)
      .where(eq(productItems.storeCode, storeCode))
      .orderBy(asc(sql`lower(${productItems.name})`), asc(productItems.itemId));
  }

  async categories(catalogCode: string, db: AppDatabase | Transaction = this.db): Promise<ProductCategoryRow[]> {
    return db
      .select()
      .from(productCategories)
      .where(eq(productCategories.catalogCode, catalogCode))
      .orderBy(asc(productCategories.position), asc(productCategories.code));
  }

  async reviewStats(storeCode: string, itemId: string): Promise<{ reviewCount: number; ratingAverage: number | null }> {
    const [row] = await this.db
      .select({ reviewCount: count(), ratingAverage: avg(productReviews.rating) })
      .from(productReviews)
      .where(and(eq(productReviews.storeCode, storeCode), eq(productReviews.itemId, itemId)));
    return { reviewCount: row.reviewCount, ratingAverage: row.ratingAverage === null ? null : Number(row.ratingAverage) };
  }

  /**
   * The star ratings of the store's reviews written in [from, to), per store day (Western Indonesia Time, UTC+7):
   * their count and sum, oldest day first.
   */
  async ratingDays(storeCode: string, from: Date, to: Date): Promise<{ day: string; ratingCount: number; ratingSum: number }[]> {
    const day = sql<string>`to_char(${productReviews.createdAt} at time zone 'UTC' + interval '7 hours', 'YYYY-MM-DD')`;
    return this.db
      .select({
        day,
        ratingCount: sql<number>`count(*)`.mapWith(Number),
        ratingSum: sql<number>`sum(${productReviews.rating})`.mapWith(Number),
      })
      .from(productReviews)
      .where(and(eq(productReviews.storeCode, storeCode), gte(productReviews.createdAt, from), lt(productReviews.createdAt, to)))
      .groupBy(day)
      .orderBy(day);
  }

  // Bulk price and stock processes

  /** Keeps a new process unless the store has one waiting or running (false): the partial unique index decides. */
  async insertBulkProcess(row: typeof productBulkProcesses.$inferInsert): Promise<boolean> {
    const inserted = await this.db
      .insert(productBulkProcesses)
      .values(row)
      .onConflictDoNothing({ target: productBulkProcesses.storeCode, where: sql`${productBulkProcesses.status} in ('QUEUED', 'RUNNING')` })
      .returning({ id: productBulkProcesses.id });
    return inserted.length === 1;
  }

  async bulkProcess(storeCode: string, id: string): Promise<ProductBulkProcessRow | null> {
    const [row] = await this.db
      .select()
      .from(productBulkProcesses)
      .where(and(eq(productBulkProcesses.storeCode, storeCode), eq(productBulkProcesses.id, id)))
      .limit(1);
    return row ?? null;
  }

  async bulkNotes(processId: string): Promise<ProductBulkNoteRow[]> {
    return this.db
      .select()
      .from(productBulkProcessNotes)
      .where(eq(productBulkProcessNotes.processId, processId))
      .orderBy(asc(productBulkProcessNotes.rowNumber));
  }

  /**
   * Takes the oldest waiting process (or one whose run stopped before `staleBefore`, its process gone) for this
   * process alone: a row lock skipped by every other claimer, and the status moved to RUNNING in the same statement.
   */
  /** Processes waiting or running (the job's backlog). */
  async unfinishedBulkProcesses(): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(productBulkProcesses)
      .where(inArray(productBulkProcesses.status, ['QUEUED', 'RUNNING']));
    return row.n;
  }

  async claimBulkProcess(now: Date, staleBefore: Date): Promise<ProductBulkProcessRow | null> {
    const [claimed] = await this.db
      .update(productBulkProcesses)
      .set({ status: 'RUNNING', startedAt: now })
      .where(
        eq(
          productBulkProcesses.id,
          sql`(select ${productBulkProcesses.id} from ${productBulkProcesses}
                where ${productBulkProcesses.status} = 'QUEUED'
                   or (${productBulkProcesses.status} = 'RUNNING' and ${productBulkProcesses.startedAt} < ${staleBefore.toISOString()}::timestamptz)
                order by ${productBulkProcesses.createdAt} limit 1 for update skip locked)`,
        ),
      )
      .returning();
    return claimed ?? null;
  }

  /**
   * Applies a process's good rows and keeps its failed ones, then marks it done, in one transaction: either the
   * whole outcome is written or none of it (a process that dies midway is claimed again and starts over).
   */
  async finishBulkProcess(
    process: { id: string; storeCode: string },
    outcome: { changes: { itemId: string; price?: number; stock?: number }[]; notes: NewProductBulkNoteRow[]; totalRows: number },
    now: Date,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(productBulkProcessNotes).where(eq(productBulkProcessNotes.processId, process.id));
      // Item id order, as an order's reservation locks them: the two never wait on each other in a circle.
      const changes = [...outcome.changes].sort((a, b) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0));
      let changed = 0;
      for (const change of changes) {
        const set: ProductChange = {};
        if (change.price !== undefined) set.price = change.price;
        if (change.stock !== undefined) set.stock = change.stock;
        // Only a row that changes something raises the version (an open inline edit of it is then told).
        const updated = await tx
          .update(productItems)
          .set({ ...set, version: sql`${productItems.version} + 1`, updatedAt: now })
          .where(
            and(
              eq(productItems.storeCode, process.storeCode),
              eq(productItems.itemId, change.itemId),
              or(
                change.price === undefined ? sql`false` : sql`${productItems.price} <> ${change.price}`,
                change.stock === undefined ? sql`false` : sql`${productItems.stock} <> ${change.stock}`,
              ),
            ),
          )
          .returning({ itemId: productItems.itemId });
        changed += updated.length;
      }
      if (outcome.notes.length) await tx.insert(productBulkProcessNotes).values(outcome.notes);
      await tx
        .update(productBulkProcesses)
        .set({
          status: 'DONE',
          content: null,
          totalRows: outcome.totalRows,
          succeededRows: outcome.changes.length,
          changedRows: changed,
          failedRows: outcome.notes.length,
          finishedAt: now,
        })
        .where(eq(productBulkProcesses.id, process.id));
    });
  }

  async failBulkProcess(id: string, errorCode: string, now: Date): Promise<void> {
    await this.db.update(productBulkProcesses).set({ status: 'FAILED', content: null, errorCode, finishedAt: now }).where(eq(productBulkProcesses.id, id));
  }

  /** Forgets processes finished before `before`, with their notes. */
  async purgeBulkProcesses(before: Date): Promise<void> {
    await this.db.delete(productBulkProcesses).where(and(isNotNull(productBulkProcesses.finishedAt), lt(productBulkProcesses.finishedAt, before)));
  }

  // Reviews

  private reviewCondition(filter: Omit<ReviewFilter, 'rating'>): SQL | undefined {
    const pattern = filter.keyword ? containsPattern(filter.keyword) : null;
    return and(
      eq(productReviews.storeCode, filter.storeCode),
      pattern
        ? or(
            ilike(productReviews.text, pattern),
            ilike(productReviews.customerName, pattern),
            ilike(productItems.name, pattern),
            ilike(productReviews.orderNumber, pattern),
          )
        : undefined,
      filter.replied === null ? undefined : filter.replied ? isNotNull(productReviews.repliedAt) : isNull(productReviews.repliedAt),
    );
  }

  async reviewPage(filter: ReviewFilter, page: number, size: number): Promise<{ review: ProductReviewRow; product: ProductItemRow }[]> {
    return this.db
      .select({ review: productReviews, product: productItems })
      .from(productReviews)
      .innerJoin(productItems, eq(productItems.itemId, productReviews.itemId))
      .where(and(this.reviewCondition(filter), filter.rating === null ? undefined : eq(productReviews.rating, filter.rating)))
      .orderBy(desc(productReviews.createdAt), asc(productReviews.id))
      .limit(size)
      .offset(page * size);
  }

  /** Reviews of each rating for the filter (whatever its rating). */
  async reviewRatingCounts(filter: ReviewFilter): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ rating: productReviews.rating, n: count() })
      .from(productReviews)
      .innerJoin(productItems, eq(productItems.itemId, productReviews.itemId))
      .where(this.reviewCondition(filter))
      .groupBy(productReviews.rating);
    return new Map(rows.map((row) => [row.rating, row.n]));
  }

  async reviewSummary(storeCode: string): Promise<{ ratingAverage: number | null; unrepliedCount: number }> {
    const [row] = await this.db
      .select({
        ratingAverage: avg(productReviews.rating),
        unrepliedCount: sql<number>`count(*) filter (where ${productReviews.repliedAt} is null)`.mapWith(Number),
      })
      .from(productReviews)
      .where(eq(productReviews.storeCode, storeCode));
    return { ratingAverage: row.ratingAverage === null ? null : Number(row.ratingAverage), unrepliedCount: row.unrepliedCount };
  }

  async review(storeCode: string, reviewId: string): Promise<{ review: ProductReviewRow; product: ProductItemRow } | null> {
    const [row] = await this.db
      .select({ review: productReviews, product: productItems })
      .from(productReviews)
      .innerJoin(productItems, eq(productItems.itemId, productReviews.itemId))
      .where(and(eq(productReviews.storeCode, storeCode), eq(productReviews.id, reviewId)))
      .limit(1);
    return row ?? null;
  }

  /** Writes the store's reply, or edits it (keeping when it was first written). False: no such review of the store. */
  async reply(storeCode: string, reviewId: string, text: string, now: Date): Promise<boolean> {
    const updated = await this.db
      .update(productReviews)
      .set({
        replyText: text,
        repliedAt: sql`coalesce(${productReviews.repliedAt}, ${now.toISOString()}::timestamptz)`,
        replyEditedAt: sql`case when ${productReviews.repliedAt} is null then null else ${now.toISOString()}::timestamptz end`,
      })
      .where(and(eq(productReviews.storeCode, storeCode), eq(productReviews.id, reviewId)))
      .returning({ id: productReviews.id });
    return updated.length > 0;
  }

  // Demo data

  async insertMissing(rows: NewProductItemRow[]): Promise<void> {
    if (rows.length) await this.db.insert(productItems).values(rows).onConflictDoNothing();
  }

  async insertMissingCategories(rows: NewProductCategoryRow[]): Promise<void> {
    if (rows.length) await this.db.insert(productCategories).values(rows).onConflictDoNothing();
  }

  async insertMissingReviews(rows: NewProductReviewRow[]): Promise<void> {
    if (rows.length) await this.db.insert(productReviews).values(rows).onConflictDoNothing();
  }
}
