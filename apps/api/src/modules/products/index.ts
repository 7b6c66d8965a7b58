import { addStoreDays, storeDayStart } from '@seller-portal/contracts/analytics';
import { type ChatPickerProduct, type ChatProductDetail } from '@seller-portal/contracts/chat';
import { accessOf } from '@seller-portal/contracts/core';
import { productListFirstCalls, productsFeature, productStatusOf } from '@seller-portal/contracts/products';
import { storeCodeOf } from '../session';
import type { AppDatabase, Transaction } from '../../db/open-database';
import type { ServerModule } from '../server-module';
import { purgeEveryMs } from '../server-module';
import { CategoryKeeper } from './category-keeper';
import { CategoryKeeperRepository } from './category-keeper-repository';
import { seedProductsDemo } from './demo';
import { ProductsRepository, type ProductCategoryRow, type StockLine, type StockShortage } from './repository';

export type { ProductCategoryRow, StockLine, StockShortage } from './repository';
export { seedDemoSoldCounts } from './demo';
import { productRoutes } from './routes';
import * as productTables from './schema';
import { productCatalogCode, ProductsService } from './service';

export interface ProductService {
  /** A store's item as a product card shows it; another store's or an unknown item is CHAT_PRODUCT_NOT_FOUND. */
  itemDetail(storeCode: string, itemId: string): Promise<ChatProductDetail>;
  /** The store's sellable items (active, in stock) whose name or item ID holds `keyword`: at most `size`, by name. */
  sellable(storeCode: string, keyword: string | null, size: number): Promise<ChatPickerProduct[]>;
  /**
   * The star ratings customers gave the store in their product reviews, per store day (`YYYY-MM-DD`, UTC+7) of
   * `from`..`to` (both included): days with reviews only, oldest first, with the ratings' count and sum. The store's
   * rating (the dashboard, badges, store performance) is their average.
   */
  ratingDays(storeCode: string, range: { from: string; to: string }): Promise<{ day: string; ratingCount: number; ratingSum: number }[]>;
  /**
   * Takes a placed order's units off the store's stock in the caller's transaction (the order's own), atomically per
   * item and never below zero. Answers the items short of stock (none: all reserved); when any is, the caller rolls
   * its transaction back, so nothing of the order stays reserved.
   */
  reserve(tx: Transaction, storeCode: string, lines: readonly StockLine[]): Promise<StockShortage[]>;
  /** Puts a cancelled order's units back on the stock, in the caller's transaction. */
  release(tx: Transaction, storeCode: string, lines: readonly StockLine[]): Promise<void>;
  /** Counts a completed order's units as sold (the product's "Terjual"), in the caller's transaction. */
  recordSold(tx: Transaction, storeCode: string, lines: readonly StockLine[]): Promise<void>;
  /** The category code of each of the store's items that has one (an unknown item, or one of no category, is absent). */
  categoriesOf(storeCode: string, itemIds: readonly string[], tx?: Transaction): Promise<Map<string, string>>;
  /** The catalog's category tree (§9 catalog 10001) as rows: code, parent, names, active, position. */
  categoryRows(tx?: Transaction): Promise<ProductCategoryRow[]>;
  /** The store's products by name, at most `size`, with their stock (what a seller picks from to send to a warehouse). */
  productChoices(storeCode: string, size: number): Promise<{ itemId: string; name: string; stock: number }[]>;
  /** The names of the store's items among `itemIds` (another store's or an unknown item is absent). */
  itemNamesOf(storeCode: string, itemIds: readonly string[]): Promise<Map<string, string>>;
  /**
   * Which of the store's order items (`orderNumber` and `itemId`) their customers reviewed: the keys
   * `reviewedOrderItemKey(orderNumber, itemId)` of those that have a review.
   */
  reviewedOrderItems(storeCode: string, orderNumbers: readonly string[]): Promise<Set<string>>;
  /** The names of categories in Indonesian and English, by code (an unknown code is absent). */
  categoryNames(codes: readonly string[]): Promise<Map<string, { id: string; en: string }>>;
  /** Every item of the store, active or not, by name: what the storefront chooses from. */
  storeItems(storeCode: string): Promise<StoreItem[]>;
}

/** The key of an order's item in `reviewedOrderItems`' answer. */
export const reviewedOrderItemKey = (orderNumber: string, itemId: string): string => `${orderNumber}\u0000${itemId}`;

/** An item as the storefront shows it. */
export interface StoreItem {
  itemId: string;
  name: string;
  price: number;
  imageUrl: string | null;
  categoryCode: string | null;
  active: boolean;
}

/** The category of each item and the category tree for demo data, read before the server runs (the contract's margins of settlements' demo). */
export function demoCategoriesOf(db: AppDatabase, storeCode: string, itemIds: readonly string[]): Promise<Map<string, string>> {
  return new ProductsRepository(db).categoriesOf(db, storeCode, itemIds);
}
export function demoCategoryRows(db: AppDatabase): Promise<ProductCategoryRow[]> {
  return new ProductsRepository(db).categories(productCatalogCode);
}

/** The store's first products by name (demo inbound orders), read before the server runs. */
export async function demoProductNames(db: AppDatabase, storeCode: string): Promise<{ itemId: string; name: string }[]> {
  return (await new ProductsRepository(db).productChoicesOf(storeCode, 20)).map(({ itemId, name }) => ({ itemId, name }));
}

declare module '../server-module' {
  interface Services {
    products: ProductService;
  }
}

/** How often this process looks for bulk uploads another process left waiting (an upload starts its own at once). */
const bulkPollEveryMs = 5_000;

/**
 * The seller's products (§2.5 /external/product/active/all, §7 "Products"): the list with its tabs, categories
 * (§7 /backend/category), inline price and stock edits, activation, bulk updates by XLSX processed in the
 * background, and the product reviews with the store's replies (/product-review). Seller chat's product cards read
 * the item detail through the `products` service. Internal staff keep the category tree (`/category-tree`).
 */
export const productsModule: ServerModule = {
  name: 'products',
  tables: productTables,
  create: ({ database, clock, random, log, settings, services }) => {
    const repository = new ProductsRepository(database.db);
    const service = new ProductsService({
      repository,
      clock,
      random,
      undo: services.undo,
      audit: services.audit,
      onError: (error, message) => log.warn({ err: error }, message),
    });
    const products: ProductService = {
      itemDetail: (storeCode, itemId) => service.chatCard(storeCode, itemId),
      sellable: (storeCode, keyword, size) => service.sellableForChat(storeCode, keyword, size),
      ratingDays: (storeCode, range) => repository.ratingDays(storeCode, storeDayStart(range.from), storeDayStart(addStoreDays(range.to, 1))),
      reserve: (tx, storeCode, lines) => repository.reserve(tx, storeCode, lines),
      release: (tx, storeCode, lines) => repository.release(tx, storeCode, lines),
      recordSold: (tx, storeCode, lines) => repository.recordSold(tx, storeCode, lines),
      categoryNames: (codes) => repository.categoryNames(codes),
      productChoices: (storeCode, size) => repository.productChoicesOf(storeCode, size),
      itemNamesOf: (storeCode, itemIds) => repository.itemNamesOf(storeCode, itemIds),
      reviewedOrderItems: async (storeCode, orderNumbers) =>
        new Set((await repository.reviewedOrderItems(storeCode, orderNumbers)).map((row) => reviewedOrderItemKey(row.orderNumber, row.itemId))),
      categoriesOf: (storeCode, itemIds, tx) => repository.categoriesOf(tx ?? database.db, storeCode, itemIds),
      categoryRows: (tx) => repository.categories(productCatalogCode, tx),
      storeItems: async (storeCode) =>
        (await repository.allOfStore(storeCode)).map(({ itemId, name, price, imageUrl, categoryCode, active }) => ({
          itemId,
          name,
          price,
          imageUrl,
          categoryCode,
          active,
        })),
    };
    // Whatever an earlier run of the server left waiting starts now.
    void service.runPending();
    return {
      provides: { products },
      // The palette finds the store's products by name, SKU or item id, for a session that may open the products page.
      searchSources: () => [
        {
          kind: 'product',
          access: accessOf(productsFeature, 'products'),
          search: async ({ caller, query, limit }) =>
            (await repository.searchHits(storeCodeOf(caller), query, limit)).map((row) => ({
              kind: 'product',
              id: row.itemId,
              title: row.name,
              detail: row.sku ? `${row.sku} · ${row.itemId}` : row.itemId,
              path: `/external/product/active/all?${new URLSearchParams({ item: row.itemId })}`,
              match: row.match,
              // The palette offers deactivate for an active product, activate for an inactive one (the list's tabs).
              status: productStatusOf(row),
            })),
        },
      ],
      pageFirstCalls: [productListFirstCalls],
      routes: (built) =>
        productRoutes(service, new CategoryKeeper(new CategoryKeeperRepository(database.db), built.audit, random), {
          uploadsPerMinute: settings.rateLimits.uploadsPerMinute,
        }),
      jobs: [
        {
          name: 'bulk product processes',
          everyMs: bulkPollEveryMs,
          claim: 'own-rows',
          run: () => service.runPending(),
          backlog: () => repository.unfinishedBulkProcesses(),
        },
        { name: 'finished bulk product processes', everyMs: purgeEveryMs, claim: 'lease', run: (now) => service.purgeProcesses(now) },
      ],
      close: () => service.idle(),
    };
  },
  seedDemo: seedProductsDemo,
};
