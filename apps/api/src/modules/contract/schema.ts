import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns';
import { stores } from '../../db/directory-schema';

/**
 * The marketplace's base margin (its standard commission) per product category, in basis points (550 = 5.5 %), and
 * `DEFAULT` for an item of no covered category. A category without a row charges its parent's. Reference data: every
 * start adds the missing rows and leaves the rest as set since (it was settlements' `settlement_fee_rates`).
 */
export const contractBaseMargins = pgTable(
  'contract_base_margins',
  {
    categoryCode: text('category_code').primaryKey(),
    commissionBps: integer('commission_bps').notNull(),
  },
  (t) => [check('contract_base_margins_bps_range', sql`${t.commissionBps} between 0 and 10000`)],
);

/**
 * A store's contract with the marketplace, one row per signed version: its term (store days, WIB, both included) and
 * who signed it when. The store's contract is its latest version.
 */
export const storeContracts = pgTable(
  'store_contracts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    storeCode: text('store_code')
      .notNull()
      .references(() => stores.code, { onDelete: 'cascade' }),
    contractNumber: text('contract_number').notNull(),
    version: integer('version').notNull(),
    termsVersion: text('terms_version').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    signedAt: timestamptz('signed_at').notNull(),
    signedBy: text('signed_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('store_contracts_store_version_unique').on(t.storeCode, t.version), check('store_contracts_term', sql`${t.startsOn} <= ${t.endsOn}`)],
);

/**
 * A store's own margin for a category (a negotiated rate, a campaign's), replacing the base margin of that category
 * and of its children from `valid_from` to `valid_until` (store days, both included; null: open-ended).
 */
export const storeMargins = pgTable(
  'store_margins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    storeCode: text('store_code')
      .notNull()
      .references(() => stores.code, { onDelete: 'cascade' }),
    categoryCode: text('category_code').notNull(),
    commissionBps: integer('commission_bps').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    reason: text('reason').notNull(),
    agreedAt: timestamptz('agreed_at').notNull(),
  },
  (t) => [
    index('store_margins_store_idx').on(t.storeCode, t.categoryCode),
    check('store_margins_bps_range', sql`${t.commissionBps} between 0 and 10000`),
    check('store_margins_period', sql`${t.validUntil} is null or ${t.validFrom} <= ${t.validUntil}`),
  ],
);
