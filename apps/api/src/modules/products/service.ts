import { type ChatPickerProduct, type ChatProductDetail } from '@seller-portal/contracts/chat';
import { errorCatalogue } from '@seller-portal/contracts/core';
import {
  checkPrice,
  checkStock,
  productPaths,
  productStatusOf,
  reviewReplyProblem,
  type ProductBulkProcess,
  type ProductBulkRowCode,
  type ProductCategory,
  type ProductDetail,
  type ProductItem,
  type ProductListAnswer,
  type productListQuerySchema,
  type ProductReview,
  type ProductReviewListAnswer,
  type productReviewListQuerySchema,
  type ProductStatusAnswer,
  type ProductStatusUndoAnswer,
  type ProductUpdateRequest,
} from '@seller-portal/contracts/products';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { serverT, type PageLanguage } from '../../i18n/server-i18n';
import type { Clock, Random } from '../../runtime';
import type { AuditLog } from '../audit';
import type { ResolvedSession } from '../session';
import type { UndoService } from '../undo';
import { BulkFileRefusal, bulkReadLimits, failedRowsXlsx, planBulkRows, readBulkRows, templateXlsx, type BulkRawRow, type FailedRowsWords } from './bulk-file';
import { judgePackage, packageEntries, PackageRefusal } from './xlsx-package';
import type { ProductCategoryRow, ProductChange, ProductItemRow, ProductReviewRow, ProductsRepository } from './repository';

export function toProductItem(row: ProductItemRow): ProductItem {
  return {
    itemId: row.itemId,
    name: row.name,
    sku: row.sku,
    categoryCode: row.categoryCode,
    price: row.price,
    stock: row.stock,
    active: row.active,
    status: productStatusOf(row),
    imageUrl: row.imageUrl,
    url: row.url,
    version: row.version,
    updatedAt: row.updatedAt.getTime(),
  };
}

function toReview(review: ProductReviewRow, product: ProductItemRow): ProductReview {
  return {
    reviewId: review.id,
    itemId: review.itemId,
    productName: product.name,
    productImageUrl: product.imageUrl,
    orderNumber: review.orderNumber,
    customerName: review.customerName,
    rating: review.rating,
    text: review.text,
    createdAt: review.createdAt.getTime(),
    reply:
      review.replyText !== null && review.repliedAt
        ? { text: review.replyText, repliedAt: review.repliedAt.getTime(), editedAt: review.replyEditedAt?.getTime() ?? null }
        : null,
  };
}

/** The tree of a catalog's categories, leaving out inactive ones (when asked) and excluded codes with their subtrees. */
export function categoryTree(rows: readonly ProductCategoryRow[], options: { activeOnly: boolean; exclusion: readonly string[] }): ProductCategory[] {
  const excluded = new Set(options.exclusion);
  const children = new Map<string | null, ProductCategoryRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentCode) ?? [];
    siblings.push(row);
    children.set(row.parentCode, siblings);
  }
  const build = (parentCode: string | null): ProductCategory[] =>
    (children.get(parentCode) ?? [])
      .filter((row) => !excluded.has(row.code) && (!options.activeOnly || row.active))
      .map((row) => ({ code: row.code, name: row.name, nameEn: row.nameEn, parentCode: row.parentCode, children: build(row.code) }));
  return build(null);
}

/** A category and every category under it. */
export function categoryWithDescendants(rows: readonly ProductCategoryRow[], code: string): string[] {
  const found: string[] = [];
  const queue = rows.some((row) => row.code === code) ? [code] : [];
  while (queue.length) {
    const current = queue.shift() as string;
    found.push(current);
    for (const row of rows) if (row.parentCode === current) queue.push(row.code);
  }
  return found;
}

/** The catalog of §9 (category catalog code 10001). */
export const productCatalogCode = '10001';
const catalogCode = productCatalogCode;
/** A run that stopped this long ago is taken to be dead (its process gone) and runs again. */
const staleRunMs = 10 * 60_000;
/** Finished processes are kept a week for their notes and failed-rows file. */
const keepProcessesMs = 7 * 24 * 60 * 60_000;

/** What an activate or deactivate keeps for its undo: the state it set and the products it changed. */
interface StatusUndo {
  active: boolean;
  itemIds: string[];
}

/** Who acts on the products: the session (for the audit log) in its store. */
export interface ProductSeller {
  storeCode: string;
  userId: string;
  session: Pick<ResolvedSession, 'userId' | 'session'>;
}

export interface ProductsServiceDeps {
  repository: ProductsRepository;
  clock: Clock;
  random: Random;
  onError(error: unknown, message: string): void;
  undo: Pick<UndoService, 'offer' | 'claim'>;
  audit: Pick<AuditLog, 'record'>;
}

/** The rules of the products module: a STORE session's own products, its bulk updates and its reviews. */
export class ProductsService {
  /** The background run of this process, so uploads and the timer never run two at once here. */
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly deps: ProductsServiceDeps) {}

  private get repository() {
    return this.deps.repository;
  }

  /** A store's item as a product card shows it; another store's or an unknown item is CHAT_PRODUCT_NOT_FOUND. */
  async chatCard(storeCode: string, itemId: string): Promise<ChatProductDetail> {
    const row = await this.repository.item(storeCode, itemId);
    if (!row) throw new AppError('CHAT_PRODUCT_NOT_FOUND');
    return { itemId: row.itemId, name: row.name, price: row.price, imageUrl: row.imageUrl, url: row.url };
  }

  /** §7 seller chat's product picker: the store's sellable items that match, as the picker lists them. */
  async sellableForChat(storeCode: string, keyword: string | null, size: number): Promise<ChatPickerProduct[]> {
    const rows = await this.repository.sellable(storeCode, keyword, size);
    return rows.map((row) => ({ itemId: row.itemId, name: row.name, price: row.price, stock: row.stock, imageUrl: row.imageUrl }));
  }

  async categories(query: { catalogCode: string; active: boolean; exclusion: string[] }): Promise<ProductCategory[]> {
    return categoryTree(await this.repository.categories(query.catalogCode), { activeOnly: query.active, exclusion: query.exclusion });
  }

  async list(storeCode: string, query: z.output<typeof productListQuerySchema>): Promise<ProductListAnswer> {
    const categoryCodes = query.categoryCode ? categoryWithDescendants(await this.repository.categories(catalogCode), query.categoryCode) : null;
    const filter = { storeCode, keyword: query.q?.trim() || null, categoryCodes };
    const [rows, counts] = await Promise.all([this.repository.page(filter, query.tab, query.sort, query.page, query.size), this.repository.tabCounts(filter)]);
    const totalElements = counts[query.tab];
    return {
      content: rows.map(toProductItem),
      page: query.page,
      size: query.size,
      totalElements,
      totalPages: Math.ceil(totalElements / query.size),
      counts,
    };
  }

  /**
   * §7 items/{id}/detail. Seller chat asked this call for its product cards before the product pages existed, and
   * tells a missing item by CHAT_PRODUCT_NOT_FOUND: the call keeps that code (the product pages carry its text too).
   */
  async detail(storeCode: string, itemId: string): Promise<ProductDetail> {
    const row = await this.repository.item(storeCode, itemId);
    if (!row) throw new AppError('CHAT_PRODUCT_NOT_FOUND');
    const [categories, stats] = await Promise.all([this.repository.categories(catalogCode), this.repository.reviewStats(storeCode, itemId)]);
    const byCode = new Map(categories.map((category) => [category.code, category]));
    const categoryPath: ProductDetail['categoryPath'] = [];
    for (let code = row.categoryCode; code && byCode.has(code) && categoryPath.length < 10; code = byCode.get(code)?.parentCode ?? null) {
      const category = byCode.get(code) as ProductCategoryRow;
      categoryPath.unshift({ code: category.code, name: category.name, nameEn: category.nameEn });
    }
    return {
      ...toProductItem(row),
      description: row.description,
      categoryPath,
      weightGrams: row.weightGrams,
      soldCount: row.soldCount,
      ratingAverage: stats.ratingAverage === null ? null : Math.round(stats.ratingAverage * 10) / 10,
      reviewCount: stats.reviewCount,
      createdAt: row.createdAt.getTime(),
    };
  }

  /**
   * The inline edit: a new price and/or stock over the version the seller saw. Bad values are refused before
   * anything is written; a change over an older version is PRODUCT_VERSION_CONFLICT carrying the product as it is.
   */
  async update(storeCode: string, itemId: string, request: ProductUpdateRequest): Promise<ProductItem> {
    const change: ProductChange = {};
    if (request.price !== undefined) {
      const price = checkPrice(request.price);
      if (!price.ok) throw new AppError(price.code);
      change.price = price.value;
    }
    if (request.stock !== undefined) {
      const stock = checkStock(request.stock);
      if (!stock.ok) throw new AppError(stock.code);
      change.stock = stock.value;
    }
    if (change.price === undefined && change.stock === undefined) throw new AppError('PRODUCT_NOTHING_TO_CHANGE');
    const updated = await this.repository.updateAtVersion(storeCode, itemId, request.version, change, this.deps.clock.now());
    if (updated) return toProductItem(updated);
    const current = await this.repository.item(storeCode, itemId);
    if (!current) throw new AppError('PRODUCT_NOT_FOUND');
    throw AppError.withValue('PRODUCT_VERSION_CONFLICT', toProductItem(current));
  }

  /** Activates or deactivates the named products; one that is not the store's refuses the whole change. */
  /**
   * Activates or deactivates the store's products; those it changed can be put back by the same person within the
   * undo window (`undoSetActive`), and the change is in the audit log (PRODUCT_STATUS), in its transaction.
   */
  async setActive(seller: ProductSeller, itemIds: readonly string[], active: boolean): Promise<ProductStatusAnswer> {
    const { storeCode } = seller;
    const unique = [...new Set(itemIds)];
    const found = await this.repository.items(storeCode, unique);
    if (found.length !== unique.length) throw new AppError('PRODUCT_NOT_FOUND');
    const undo = await this.repository.transaction(async (tx) => {
      const changed = await this.repository.setActive(storeCode, unique, active, this.deps.clock.now(), tx);
      if (!changed.length) return null;
      const ticket = await this.deps.undo.offer(tx, { storeCode, userId: seller.userId }, 'PRODUCT_STATUS', { active, itemIds: changed } satisfies StatusUndo);
      await this.deps.audit.record(tx, seller.session, {
        area: 'PRODUCT_STATUS',
        identifier: ticket.operationId,
        action: active ? 'ACTIVATE' : 'DEACTIVATE',
        before: { active: !active, itemIds: changed },
        after: { active, itemIds: changed },
      });
      return ticket;
    });
    const now = await this.repository.items(storeCode, unique);
    return { items: now.map(toProductItem), undo };
  }

  /**
   * Puts back the products an activate or deactivate of this person changed, within its window: each one still as
   * the operation left it returns to its state before; one changed since stays as it is. Recorded as UNDO.
   */
  async undoSetActive(seller: ProductSeller, operationId: string): Promise<ProductStatusUndoAnswer> {
    const { storeCode } = seller;
    const { payload, restored } = await this.repository.transaction(async (tx) => {
      const payload = await this.deps.undo.claim<StatusUndo>(tx, { storeCode, userId: seller.userId }, 'PRODUCT_STATUS', operationId);
      const restored = await this.repository.setActive(storeCode, payload.itemIds, !payload.active, this.deps.clock.now(), tx);
      await this.deps.audit.record(tx, seller.session, {
        area: 'PRODUCT_STATUS',
        identifier: operationId,
        action: 'UNDO',
        before: { active: payload.active, itemIds: restored },
        after: { active: !payload.active, itemIds: restored },
      });
      return { payload, restored };
    });
    return { items: (await this.repository.items(storeCode, payload.itemIds)).map(toProductItem), restored };
  }

  async template(storeCode: string): Promise<Buffer> {
    return templateXlsx(await this.repository.allOfStore(storeCode));
  }

  /**
   * Keeps an uploaded file and starts its process in the background: `bulkProcessId` to follow it. What the file's
   * ZIP directory declares is judged now (microseconds, nothing inflated): not a package, too many parts or too much
   * once unpacked is refused before a process is made; the parse itself runs in a worker thread (`readBulkRows`).
   */
  async upload(storeCode: string, userId: string, fileName: string, content: Buffer, language: PageLanguage): Promise<{ bulkProcessId: string }> {
    try {
      judgePackage(packageEntries(content, bulkReadLimits.entriesMax), bulkReadLimits);
    } catch (error) {
      if (!(error instanceof PackageRefusal)) throw error;
      throw new AppError(error.reason === 'too-large' ? 'PRODUCT_BULK_FILE_TOO_LARGE_UNPACKED' : 'PRODUCT_BULK_FILE_INVALID');
    }
    const id = this.deps.random.uuid();
    const kept = await this.repository.insertBulkProcess({
      id,
      storeCode,
      userId,
      fileName: fileName.slice(0, 200) || 'products.xlsx',
      content,
      language,
      createdAt: this.deps.clock.now(),
    });
    if (!kept) throw new AppError('PRODUCT_BULK_UPLOAD_IN_PROGRESS');
    void this.runPending();
    return { bulkProcessId: id };
  }

  async bulkProcess(storeCode: string, id: string): Promise<ProductBulkProcess> {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await this.repository.bulkProcess(storeCode, id) : null;
    if (!row) throw new AppError('PRODUCT_BULK_PROCESS_NOT_FOUND');
    const notes = row.status === 'DONE' ? await this.repository.bulkNotes(row.id) : [];
    const names = await this.namesOf(storeCode, notes);
    return {
      bulkProcessId: row.id,
      fileName: row.fileName,
      status: row.status as ProductBulkProcess['status'],
      totalRows: row.totalRows,
      succeededRows: row.succeededRows,
      changedRows: row.changedRows,
      unchangedRows: row.succeededRows - row.changedRows,
      failedRows: row.failedRows,
      errorCode: row.errorCode,
      notes: notes.map((note) => ({
        rowNumber: note.rowNumber,
        itemId: note.itemId,
        name: (note.itemId && names.get(note.itemId)) ?? null,
        errorCode: note.errorCode as ProductBulkRowCode,
        message: errorCatalogue[note.errorCode as ProductBulkRowCode]?.message ?? note.errorCode,
      })),
      excelLink: row.failedRows > 0 ? productPaths.bulkProcessFile(row.id) : null,
      createdAt: row.createdAt.getTime(),
      finishedAt: row.finishedAt?.getTime() ?? null,
    };
  }

  /** The store's names of the products the notes name (a row naming another store's item gets none). */
  private async namesOf(storeCode: string, notes: readonly { itemId: string | null }[]): Promise<Map<string, string>> {
    const itemIds = [...new Set(notes.flatMap((note) => (note.itemId ? [note.itemId] : [])))];
    return new Map((await this.repository.items(storeCode, itemIds)).map((item) => [item.itemId, item.name]));
  }

  /** The failed rows' file, in the language the seller uploaded in: its headers and each row's reason. */
  async bulkProcessFile(storeCode: string, id: string): Promise<Buffer> {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await this.repository.bulkProcess(storeCode, id) : null;
    if (!row) throw new AppError('PRODUCT_BULK_PROCESS_NOT_FOUND');
    const notes = row.status === 'DONE' ? await this.repository.bulkNotes(row.id) : [];
    const names = await this.namesOf(storeCode, notes);
    const t = serverT(row.language === 'en' ? 'en' : 'id');
    const words = Object.fromEntries(
      (['sheet', 'row', 'itemId', 'name', 'price', 'stock', 'error'] as const).map((key) => [key, t(`bulkFile.${key}`)]),
    ) as unknown as FailedRowsWords;
    return failedRowsXlsx(
      words,
      notes.map((note) => ({
        ...note,
        name: (note.itemId && names.get(note.itemId)) ?? null,
        error: t(`bulkFile.reason.${note.errorCode}`, { defaultValue: note.errorCode }),
      })),
    );
  }

  /**
   * Runs waiting processes one after another in this process (an upload starts it at once, the timer picks up
   * what another process left). Never rejects: a failure is logged and the process is claimed again later.
   */
  runPending(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while (await this.processNext());
        } while (this.again);
      } catch (error) {
        this.deps.onError(error, 'a bulk product process failed');
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Waits for the background run of this process, if any (closing the server, tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Claims one waiting process and applies it; false when none waits. */
  async processNext(): Promise<boolean> {
    const now = this.deps.clock.now();
    const process = await this.repository.claimBulkProcess(now, new Date(now.getTime() - staleRunMs));
    if (!process) return false;
    let rows: BulkRawRow[];
    try {
      rows = await readBulkRows(process.content ?? Buffer.alloc(0));
    } catch (error) {
      // A reader that broke (not the file's fault) is logged; the process ends all the same, or the store could
      // never upload again (one open process per store).
      if (!(error instanceof BulkFileRefusal)) this.deps.onError(error, 'the workbook reader failed');
      await this.repository.failBulkProcess(process.id, error instanceof BulkFileRefusal ? error.code : 'PMU500000', this.deps.clock.now());
      return true;
    }
    const store = new Set((await this.repository.allOfStore(process.storeCode)).map((item) => item.itemId));
    const plan = planBulkRows(rows, store);
    const byRow = new Map(rows.map((row) => [row.rowNumber, row]));
    const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value).slice(0, 100));
    await this.repository.finishBulkProcess(
      process,
      {
        changes: plan.changes,
        totalRows: plan.totalRows,
        notes: plan.errors.map((error) => ({
          processId: process.id,
          rowNumber: error.rowNumber,
          itemId: error.itemId?.slice(0, 100) ?? null,
          priceText: text(byRow.get(error.rowNumber)?.price),
          stockText: text(byRow.get(error.rowNumber)?.stock),
          errorCode: error.errorCode,
        })),
      },
      this.deps.clock.now(),
    );
    return true;
  }

  purgeProcesses(now: Date): Promise<void> {
    return this.repository.purgeBulkProcesses(new Date(now.getTime() - keepProcessesMs));
  }

  async reviews(storeCode: string, query: z.output<typeof productReviewListQuerySchema>): Promise<ProductReviewListAnswer> {
    const filter = {
      storeCode,
      rating: query.rating ?? null,
      keyword: query.q?.trim() || null,
      replied: query.replied === undefined ? null : query.replied === 'true',
    };
    const [rows, counts, summary] = await Promise.all([
      this.repository.reviewPage(filter, query.page, query.size),
      this.repository.reviewRatingCounts(filter),
      this.repository.reviewSummary(storeCode),
    ]);
    const ratingCounts = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } as ProductReviewListAnswer['ratingCounts'];
    for (const [rating, n] of counts) ratingCounts[String(rating) as keyof typeof ratingCounts] = n;
    const totalElements = filter.rating === null ? [...counts.values()].reduce((sum, n) => sum + n, 0) : (counts.get(filter.rating) ?? 0);
    return {
      content: rows.map(({ review, product }) => toReview(review, product)),
      page: query.page,
      size: query.size,
      totalElements,
      totalPages: Math.ceil(totalElements / query.size),
      ratingCounts,
      ratingAverage: summary.ratingAverage === null ? null : Math.round(summary.ratingAverage * 10) / 10,
      unrepliedCount: summary.unrepliedCount,
    };
  }

  /** The store's one reply to a review: written the first time, edited after. */
  async reply(storeCode: string, reviewId: string, text: string): Promise<ProductReview> {
    const problem = reviewReplyProblem(text);
    if (problem) throw new AppError(problem);
    const trimmed = text.trim();
    if (!(await this.repository.reply(storeCode, reviewId, trimmed, this.deps.clock.now()))) throw new AppError('REVIEW_NOT_FOUND');
    const row = await this.repository.review(storeCode, reviewId);
    if (!row) throw new AppError('REVIEW_NOT_FOUND');
    return toReview(row.review, row.product);
  }
}
