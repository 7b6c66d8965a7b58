import { addStoreDays, storeDayStart, type ChatProductDetail } from '@seller-portal/contracts';
import type { ServerModule } from '../server-module';
import { purgeEveryMs } from '../server-module';
import { seedProductsDemo } from './demo';
import { ProductsRepository } from './repository';
import { productRoutes } from './routes';
import * as productTables from './schema';
import { ProductsService } from './service';

export interface ProductService {
  /** A store's item as a product card shows it; another store's or an unknown item is CHAT_PRODUCT_NOT_FOUND. */
  itemDetail(storeCode: string, itemId: string): Promise<ChatProductDetail>;
  /**
   * The star ratings customers gave the store in their product reviews, per store day (`YYYY-MM-DD`, UTC+7) of
   * `from`..`to` (both included): days with reviews only, oldest first, with the ratings' count and sum. The store's
   * rating (the dashboard, badges, store performance) is their average.
   */
  ratingDays(storeCode: string, range: { from: string; to: string }): Promise<{ day: string; ratingCount: number; ratingSum: number }[]>;
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
 * the item detail through the `products` service.
 */
export const productsModule: ServerModule = {
  name: 'products',
  tables: productTables,
  create: ({ database, clock, random, log, settings }) => {
    const repository = new ProductsRepository(database.db);
    const service = new ProductsService({
      repository,
      clock,
      random,
      onError: (error, message) => log.warn({ err: error }, message),
    });
    const products: ProductService = {
      itemDetail: (storeCode, itemId) => service.chatCard(storeCode, itemId),
      ratingDays: (storeCode, range) => repository.ratingDays(storeCode, storeDayStart(range.from), storeDayStart(addStoreDays(range.to, 1))),
    };
    // Whatever an earlier run of the server left waiting starts now.
    void service.runPending();
    return {
      provides: { products },
      routes: () => productRoutes(service, { uploadsPerMinute: settings.rateLimits.uploadsPerMinute }),
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
