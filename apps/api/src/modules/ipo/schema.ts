import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns';
import { stores } from '../../db/directory-schema';

/**
 * An inbound purchase order: the stock a store sends to a fulfilment warehouse, arriving on `arrival_date` (store
 * day). `lines` are `[{ itemId, name, quantity }]` as they were sent (the product's name then); `unit_count` their
 * sum. SUBMITTED until the warehouse receives it (RECEIVED) or the seller cancels it (CANCELLED).
 */
export const inboundOrders = pgTable(
  'inbound_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    storeCode: text('store_code')
      .notNull()
      .references(() => stores.code, { onDelete: 'cascade' }),
    number: text('number').notNull().unique('inbound_orders_number_unique'),
    warehouseCode: text('warehouse_code').notNull(),
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    lines: jsonb('lines').notNull(),
    unitCount: integer('unit_count').notNull(),
    note: text('note').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (t) => [
    check('inbound_orders_status_known', sql`${t.status} in ('SUBMITTED', 'RECEIVED', 'CANCELLED')`),
    check('inbound_orders_cancelled', sql`(${t.status} = 'CANCELLED') = (${t.cancelledAt} is not null)`),
    index('inbound_orders_store_idx').on(t.storeCode, t.id),
  ],
);
