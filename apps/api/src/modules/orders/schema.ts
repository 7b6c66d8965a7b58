import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, json, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, timestamptz } from '../../db/columns';
import { pickupPoints, storeRef, users } from '../../db/directory-schema';

const statusCheck = (column: unknown) => sql`${column} in ('NEW', 'READY_TO_SHIP', 'SHIPPED', 'DELIVERED', 'COMPLETED', 'CANCELLED')`;

/**
 * A store's orders (§2.5 `/order-list`). Amounts are whole rupiah. `version` grows by one with every change, so of
 * two tabs acting on one order the second is told instead of overwriting (optimistic concurrency). `search_text`
 * holds the customer's and the items' names in lower case for the list's search (a trigram index). The indexes are the list's
 * keyset orders (store, [status,] sort key, id), the deadline queries and the automatic completion's sweep.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderNumber: text('order_number').notNull().unique('orders_order_number_unique'),
    storeCode: storeRef(),
    pickupPointCode: text('pickup_point_code')
      .notNull()
      .references(() => pickupPoints.code, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    customerId: text('customer_id').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    shippingAddress: jsonb('shipping_address').notNull(),
    courier: text('courier').notNull(),
    trackingNumber: text('tracking_number'),
    paymentMethod: text('payment_method').notNull(),
    paidAt: timestamptz('paid_at'),
    itemsTotal: bigint('items_total', { mode: 'number' }).notNull(),
    shippingFee: bigint('shipping_fee', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    itemCount: integer('item_count').notNull(),
    firstItemName: text('first_item_name').notNull(),
    searchText: text('search_text').notNull(),
    cancelReason: text('cancel_reason'),
    cancelNote: text('cancel_note'),
    shipBy: timestamptz('ship_by').notNull(),
    shippedAt: timestamptz('shipped_at'),
    /** When the courier reported the parcel arrived; the automatic completion counts from it. */
    deliveredAt: timestamptz('delivered_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('orders_status_known', statusCheck(t.status)),
    // The search by the start of an order number (`like 'ORD-2026%'`), whatever the database's collation.
    index('orders_order_number_pattern_idx').using('btree', t.orderNumber.op('text_pattern_ops')),
    // The search by a customer's or a product's name anywhere in them (`like '%madu%'`): trigrams (pg_trgm).
    index('orders_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('orders_store_created_idx').on(t.storeCode, t.createdAt, t.id),
    index('orders_store_status_created_idx').on(t.storeCode, t.status, t.createdAt, t.id),
    index('orders_store_ship_by_idx').on(t.storeCode, t.shipBy, t.id),
    index('orders_store_status_ship_by_idx').on(t.storeCode, t.status, t.shipBy, t.id),
    index('orders_store_total_idx').on(t.storeCode, t.total, t.id),
    index('orders_store_status_total_idx').on(t.storeCode, t.status, t.total, t.id),
    index('orders_store_shipped_idx')
      .on(t.storeCode, t.shippedAt)
      .where(sql`${t.shippedAt} is not null`),
    // The automatic completion's sweep: delivered orders, oldest delivery first, of every store.
    index('orders_delivered_idx')
      .on(t.deliveredAt, t.id)
      .where(sql`${t.status} = 'DELIVERED'`),
  ],
);

/**
 * The words of a store's orders' search text (customers' and items' names), each once: where the palette finds the
 * word a mistyped one meant, over a few thousand words instead of every order (trigrams of one order's text match
 * thousands of orders, and reading them all takes seconds with a million). Filled by a trigger on the orders' insert
 * (migration `0049_order_search_terms`), so every way an order is written adds its words.
 */
export const orderSearchTerms = pgTable(
  'order_search_terms',
  {
    storeCode: storeRef(),
    term: text('term').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeCode, t.term] }), index('order_search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops'))],
);

/** The items of an order, with the name and price they had when it was placed. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    itemId: text('item_id').notNull(),
    name: text('name').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ name: 'order_items_pk', columns: [t.orderId, t.line] })],
);

/** Every status an order went through, who moved it and why. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    actor: text('actor').notNull(),
    note: text('note'),
    at: timestamptz('at').notNull(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.at)],
);

/**
 * Orders and their amounts per store, day of placing (the store's calendar, UTC+7), status, pickup point and
 * courier, kept in the same transaction as every order written or moved: the status tabs, the dashboard's counts and
 * revenue read a few hundred rows instead of counting a million orders.
 */
export const orderDailyCounts = pgTable(
  'order_daily_counts',
  {
    storeCode: storeRef(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    pickupPointCode: text('pickup_point_code').notNull(),
    courier: text('courier').notNull(),
    orders: integer('orders').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'order_daily_counts_pk', columns: [t.storeCode, t.day, t.status, t.pickupPointCode, t.courier] })],
);

/** §3 bulk process: an export of a filtered order list, written in the background. */
export const orderExports = pgTable(
  'order_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeCode: storeRef(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    request: jsonb('request').notNull(),
    state: text('state').notNull(),
    processed: integer('processed').notNull().default(0),
    total: integer('total').notNull().default(0),
    message: text('message'),
    byteSize: bigint('byte_size', { mode: 'number' }),
    createdAt: createdAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    check('order_exports_state_known', sql`${t.state} in ('PENDING', 'RUNNING', 'DONE', 'FAILED')`),
    index('order_exports_store_idx').on(t.storeCode, t.createdAt),
  ],
);

/** A finished export's XLSX, in pieces of at most a megabyte, so writing and downloading it never hold it whole. */
export const orderExportChunks = pgTable(
  'order_export_chunks',
  {
    exportId: uuid('export_id')
      .notNull()
      .references(() => orderExports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ name: 'order_export_chunks_pk', columns: [t.exportId, t.seq] })],
);

/**
 * The `Idempotency-Key`s of the marketplace's order requests, per customer, kept 24 hours: the key is claimed in the
 * transaction that writes its order, so a second request with it (a retry, a duplicate sent at once) finds the first
 * order, or waits for its transaction and then finds it. `answer` is the first answer's value, written right after.
 */
export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    customerId: text('customer_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request as the schema read it: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    storeCode: text('store_code').notNull(),
    orderNumber: text('order_number'),
    /** `json`, not `jsonb`: the answer is kept as it was written, its keys in their order. */
    answer: json('answer'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'order_idempotency_keys_pk', columns: [t.customerId, t.idempotencyKey] }),
    index('order_idempotency_keys_expires_at_idx').on(t.expiresAt),
  ],
);
