import { and, eq, lte } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { jobLeases } from './schema';

export interface JobLeaseRow {
  name: string;
  holder: string;
  leasedUntil: Date;
  lastRunAt: Date;
}

export class JobLeaseRepository {
  constructor(private readonly db: AppDatabase) {}

  /**
   * Takes the job for `holder` when nobody holds it (`leased_until` passed) and its last run started at or before
   * `lastRunBefore`, in one statement: of several processes asking at once, one gets the row back.
   */
  async claim(claim: { name: string; holder: string; now: Date; leasedUntil: Date; lastRunBefore: Date }): Promise<boolean> {
    const { name, holder, now, leasedUntil } = claim;
    const taken = await this.db
      .insert(jobLeases)
      .values({ name, holder, leasedUntil, lastRunAt: now })
      .onConflictDoUpdate({
        target: jobLeases.name,
        set: { holder, leasedUntil, lastRunAt: now },
        setWhere: and(lte(jobLeases.leasedUntil, now), lte(jobLeases.lastRunAt, claim.lastRunBefore)),
      })
      .returning({ name: jobLeases.name });
    return taken.length === 1;
  }

  /** Extends the lease of a run still going; false when `holder` no longer holds it. */
  async extend(name: string, holder: string, leasedUntil: Date): Promise<boolean> {
    const extended = await this.db
      .update(jobLeases)
      .set({ leasedUntil })
      .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)))
      .returning({ name: jobLeases.name });
    return extended.length === 1;
  }

  /** The run ended: the job is free for the next period. */
  async release(name: string, holder: string, at: Date): Promise<void> {
    await this.db
      .update(jobLeases)
      .set({ leasedUntil: at })
      .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
  }

  async find(name: string): Promise<JobLeaseRow | null> {
    const [row] = await this.db.select().from(jobLeases).where(eq(jobLeases.name, name));
    return row ?? null;
  }
}
