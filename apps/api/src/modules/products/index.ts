import type { ChatProductDetail } from '@seller-portal/contracts';
import { AppError } from '../../http/app-error';
import type { ServerModule } from '../server-module';
import { demoProductItems } from './demo';
import { ProductsRepository, type ProductItemRow } from './repository';
import { productRoutes } from './routes';
import { productItems } from './schema';

export interface ProductService {
  /** A store's item as a product card shows it; another store's or an unknown item is CHAT_PRODUCT_NOT_FOUND. */
  itemDetail(storeCode: string, itemId: string): Promise<ChatProductDetail>;
}

declare module '../server-module' {
  interface Services {
    products: ProductService;
  }
}

function detailOf(row: ProductItemRow): ChatProductDetail {
  return { itemId: row.itemId, name: row.name, price: row.price, imageUrl: row.imageUrl, url: row.url };
}

/** `product-external` item details of a store (§7 "Products"): what chat's product cards and reminders show. */
export const productsModule: ServerModule = {
  name: 'products',
  tables: { productItems },
  create: ({ database }) => {
    const repository = new ProductsRepository(database.db);
    const products: ProductService = {
      async itemDetail(storeCode, itemId) {
        const row = await repository.item(storeCode, itemId);
        if (!row) throw new AppError('CHAT_PRODUCT_NOT_FOUND');
        return detailOf(row);
      },
    };
    return { provides: { products }, routes: () => productRoutes(products) };
  },
  seedDemo: (db) => new ProductsRepository(db).insertMissing(demoProductItems),
};
