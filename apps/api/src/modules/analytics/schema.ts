import { pgTable } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { storeRef } from '../../db/directory-schema';

/** A store that stopped the analytics report emails (§2.5 /unsubscribe/analytics): one row per store, kept from the first unsubscribe. */
export const analyticsReportOptOuts = pgTable('analytics_report_opt_outs', {
  storeCode: storeRef().primaryKey(),
  optedOutAt: timestamptz('opted_out_at').notNull(),
});
