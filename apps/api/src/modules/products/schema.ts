import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, timestamptz } from '../../db/columns';
import { storeRef } from '../../db/directory-schema';

/**
 * A store's product items as `product-external` describes one (§7 "Products"): the list of
 * /external/product/active/all, the item detail, and what a chat product card and a review reminder show.
 * `price` in whole rupiah; `version` grows with every change (optimistic concurrency of the inline edit).
 */
export const productItems = pgTable(
  'product_items',
  {
    itemId: text('item_id').primaryKey(),
    storeCode: storeRef(),
    name: text('name').notNull(),
    sku: text('sku').notNull().default(''),
    categoryCode: text('category_code'),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    stock: integer('stock').notNull().default(0),
    active: boolean('active').notNull().default(true),
    weightGrams: integer('weight_grams'),
    soldCount: integer('sold_count').notNull().default(0),
    imageUrl: text('image_url'),
    url: text('url'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('product_items_store_idx').on(t.storeCode),
    index('product_items_store_updated_idx').on(t.storeCode, t.updatedAt, t.itemId),
    check('product_items_stock_not_negative', sql`${t.stock} >= 0`),
    check('product_items_price_positive', sql`${t.price} > 0`),
  ],
);

/**
 * §7 /backend/category: the catalog's category tree (catalog 10001, §9), each with its Indonesian and English name;
 * internal staff keep it (INTERNAL_CATEGORY). A product's `category_code` names one; an inactive one stays for them.
 */
export const productCategories = pgTable(
  'product_categories',
  {
    code: text('code').primaryKey(),
    catalogCode: text('catalog_code').notNull(),
    parentCode: text('parent_code'),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('product_categories_catalog_idx').on(t.catalogCode, t.position),
    // Internal staff keep the tree: a name is one category's among its siblings, in each language (case aside).
    uniqueIndex('product_categories_sibling_name').on(t.catalogCode, sql`coalesce(${t.parentCode}, '')`, sql`lower(${t.name})`),
    uniqueIndex('product_categories_sibling_name_en').on(t.catalogCode, sql`coalesce(${t.parentCode}, '')`, sql`lower(${t.nameEn})`),
  ],
);

/**
 * An uploaded bulk price/stock file and how far its background process is (§3 bulk upload process). The file is kept
 * until the process has read it.
 */
export const productBulkProcesses = pgTable(
  'product_bulk_processes',
  {
    id: uuid('id').primaryKey(),
    storeCode: storeRef(),
    userId: uuid('user_id').notNull(),
    fileName: text('file_name').notNull(),
    content: bytea('content'),
    status: text('status').notNull().default('QUEUED'),
    totalRows: integer('total_rows').notNull().default(0),
    succeededRows: integer('succeeded_rows').notNull().default(0),
    /** Of the succeeded rows, those that changed a price or stock (the rest held what the product had). */
    changedRows: integer('changed_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    /** The page language of the upload: the failed rows' file is written in it. */
    language: text('language').notNull().default('id'),
    errorCode: text('error_code'),
    createdAt: createdAt(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    index('product_bulk_processes_status_idx').on(t.status, t.createdAt),
    // One file of a store at a time, whichever process took it: a second upload while one waits or runs is refused.
    uniqueIndex('product_bulk_processes_one_open_per_store')
      .on(t.storeCode)
      .where(sql`${t.status} in ('QUEUED', 'RUNNING')`),
    check('product_bulk_processes_status_known', sql`${t.status} in ('QUEUED', 'RUNNING', 'DONE', 'FAILED')`),
  ],
);

/** A row of an uploaded file that was not applied, with why and what it held. */
export const productBulkProcessNotes = pgTable(
  'product_bulk_process_notes',
  {
    processId: uuid('process_id')
      .notNull()
      .references(() => productBulkProcesses.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    itemId: text('item_id'),
    priceText: text('price_text').notNull().default(''),
    stockText: text('stock_text').notNull().default(''),
    errorCode: text('error_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.processId, t.rowNumber] })],
);

/** A customer's review of a product the store delivered, and the store's one reply (written once, editable). */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: text('id').primaryKey(),
    storeCode: storeRef(),
    itemId: text('item_id')
      .notNull()
      .references(() => productItems.itemId, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    customerName: text('customer_name').notNull(),
    rating: smallint('rating').notNull(),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
    replyText: text('reply_text'),
    repliedAt: timestamptz('replied_at'),
    replyEditedAt: timestamptz('reply_edited_at'),
  },
  (t) => [index('product_reviews_store_created_idx').on(t.storeCode, t.createdAt), check('product_reviews_rating_range', sql`${t.rating} between 1 and 5`)],
);
