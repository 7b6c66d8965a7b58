import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { storeRef } from '../../db/directory-schema';

/**
 * A store's product items as `product-external` describes one (§7 "Products"): what a chat product card and a
 * review reminder show. Only the fields of the item detail are kept so far; `price` in rupiah.
 */
export const productItems = pgTable(
  'product_items',
  {
    itemId: text('item_id').primaryKey(),
    storeCode: storeRef(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    imageUrl: text('image_url'),
    url: text('url'),
    createdAt: createdAt(),
  },
  (t) => [index('product_items_store_idx').on(t.storeCode)],
);
