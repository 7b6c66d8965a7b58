import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';

/**
 * One row per leased background job (`modules/jobs`): which process holds its run and until when, and when it last
 * started, so several processes on one database run it once per period. A holder that vanished stops renewing and
 * its lease runs out.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  /** The process (host, pid and a random part) that started the last run. */
  holder: text('holder').notNull(),
  /** The run holds the job until then; renewed while it runs, set to its end when it finishes. */
  leasedUntil: timestamptz('leased_until').notNull(),
  lastRunAt: timestamptz('last_run_at').notNull(),
});
