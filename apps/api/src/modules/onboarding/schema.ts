import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { stores } from '../../db/directory-schema';
import { createdAt, timestamptz } from '../../db/columns';

/** §7 GET region/provinces: the provinces of a country, kept in step with `provinces.ts` at start-up. */
export const provinces = pgTable(
  'provinces',
  {
    code: text('code').primaryKey(),
    countryCode: text('country_code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('provinces_country_code_idx').on(t.countryCode)],
);

/**
 * §4.2 step 5 a store's onboarding V2: each step's saved values (null until saved) and, after a review asked for
 * changes (NEED_REVISION), the reason per field until that step is saved again.
 */
export const storeOnboarding = pgTable('store_onboarding', {
  storeCode: text('store_code')
    .primaryKey()
    .references(() => stores.code, { onDelete: 'cascade' }),
  storeDetails: jsonb('store_details'),
  pickupAddress: jsonb('pickup_address'),
  documents: jsonb('documents'),
  /** { 'STEP.field': reason } (`PICKUP_ADDRESS.postalCode`); older reviews wrote a bare `STEP` key: a note on the whole step. */
  revisionNotes: jsonb('revision_notes').notNull().default({}),
  submittedAt: timestamptz('submitted_at'),
  updatedAt: timestamptz('updated_at').notNull(),
  createdAt: createdAt(),
});
