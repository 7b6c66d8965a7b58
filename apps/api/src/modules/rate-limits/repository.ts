import { lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { rateLimitCounters } from './schema';

export interface CounterHit {
  name: string;
  key: string;
  window: number;
  expiresAt: Date;
}

export interface CounterState {
  name: string;
  key: string;
  /** Calls in the current window, this one included. */
  hits: number;
  /** Calls in the window before it. */
  previousHits: number;
}

/** Where the counters are kept: the database's table (`RateLimitRepository`) or one embedded database's memory. */
export interface RateLimitCounters {
  /** Counts one call on each counter; each counter's state after it. */
  hit(hits: readonly CounterHit[]): Promise<CounterState[]>;
  /** Takes back one call from each counter still in that window. */
  release(hits: readonly CounterHit[]): Promise<void>;
  /** Deletes the counters whose windows have all passed; how many. */
  purge(now: Date): Promise<number>;
}

export class RateLimitRepository implements RateLimitCounters {
  constructor(private readonly db: AppDatabase) {}

  /**
   * Counts one call on each counter in one statement: a counter still in its window adds one, one whose window
   * passed starts again (the calls of the window just before kept as the previous window's); a process whose clock
   * is a little behind counts in the current window rather than starting an old one again. Rows are locked in
   * name and key order, so two calls counting the same counters never wait on each other in a circle.
   */
  async hit(hits: readonly CounterHit[]): Promise<CounterState[]> {
    const sorted = [...hits].sort((a, b) => (a.name === b.name ? (a.key < b.key ? -1 : 1) : a.name < b.name ? -1 : 1));
    const values = sql.join(
      sorted.map((h) => sql`(${h.name}, ${h.key}, ${h.window}::bigint, 1, 0, ${h.expiresAt.toISOString()}::timestamptz)`),
      sql`, `,
    );
    const result = (await this.db.execute(sql`
      insert into rate_limit_counters as c (name, key, "window", hits, previous_hits, expires_at) values ${values}
      on conflict (name, key) do update set
        previous_hits = case when excluded."window" <= c."window" then c.previous_hits when excluded."window" = c."window" + 1 then c.hits else 0 end,
        hits = case when excluded."window" <= c."window" then c.hits + 1 else 1 end,
        "window" = greatest(c."window", excluded."window"),
        expires_at = greatest(c.expires_at, excluded.expires_at)
      returning name, key, hits, previous_hits`)) as unknown as { rows: { name: string; key: string; hits: number; previous_hits: number }[] };
    return result.rows.map((row) => ({ name: row.name, key: row.key, hits: Number(row.hits), previousHits: Number(row.previous_hits) }));
  }

  /** Takes back one call from each counter still in that window (a call another of its limits refused). */
  async release(hits: readonly CounterHit[]): Promise<void> {
    if (!hits.length) return;
    const values = sql.join(
      hits.map((h) => sql`(${h.name}, ${h.key}, ${h.window}::bigint)`),
      sql`, `,
    );
    await this.db.execute(sql`
      update rate_limit_counters as c set hits = c.hits - 1
      from (values ${values}) as v(name, key, "window")
      where c.name = v.name and c.key = v.key and c."window" = v."window" and c.hits > 0`);
  }

  /** Deletes the counters whose windows have all passed. */
  async purge(now: Date): Promise<number> {
    const rows = await this.db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now)).returning({ name: rateLimitCounters.name });
    return rows.length;
  }
}
