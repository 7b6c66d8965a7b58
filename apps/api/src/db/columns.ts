import { sql } from 'drizzle-orm';
import { customType, text, timestamp } from 'drizzle-orm/pg-core';

/** A point in time, always stored with its zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When a row was written: every table's `created_at`. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** A list of texts that is never null, empty by default (conditions, store codes, business types, links). */
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** Bytes (an uploaded photo or image). PGlite answers a Uint8Array, node-postgres a Buffer: routes always see a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
