import type { CounterHit, CounterState, RateLimitCounters } from './repository';

/** The most counters one embedded database keeps (a few MB); at the bound, those that expire first go. */
export const memoryCountersMax = 100_000;

interface Counter {
  window: number;
  hits: number;
  previousHits: number;
  expiresAt: number;
}

const idOf = (counter: { name: string; key: string }) => `${counter.name}\u0000${counter.key}`;

/**
 * The counters of the embedded database's server, in its memory: one process holds that database (the lock on
 * DATA_DIR), so the process is every process there is and a statement per call would buy nothing. Each operation is
 * `RateLimitRepository`'s statement done on a Map, with the same arithmetic. A restart starts the counts again (a
 * window is a minute or an hour). Bounded: at `max` counters, the tenth that expires first is dropped.
 */
export class MemoryRateLimitCounters implements RateLimitCounters {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly max = memoryCountersMax) {}

  get size(): number {
    return this.counters.size;
  }

  async hit(hits: readonly CounterHit[]): Promise<CounterState[]> {
    return hits.map((hit) => {
      const id = idOf(hit);
      const expiresAt = hit.expiresAt.getTime();
      const counter = this.counters.get(id);
      if (!counter) {
        this.makeRoom();
        this.counters.set(id, { window: hit.window, hits: 1, previousHits: 0, expiresAt });
        return { name: hit.name, key: hit.key, hits: 1, previousHits: 0 };
      }
      // As the upsert: a hit in the counter's window (or, from a clock a little behind, an earlier one) adds one; the
      // next window keeps this one's calls as the previous window's; a later one starts again.
      if (hit.window > counter.window) {
        counter.previousHits = hit.window === counter.window + 1 ? counter.hits : 0;
        counter.hits = 1;
        counter.window = hit.window;
      } else {
        counter.hits += 1;
      }
      counter.expiresAt = Math.max(counter.expiresAt, expiresAt);
      return { name: hit.name, key: hit.key, hits: counter.hits, previousHits: counter.previousHits };
    });
  }

  async release(hits: readonly CounterHit[]): Promise<void> {
    for (const hit of hits) {
      const counter = this.counters.get(idOf(hit));
      if (counter && counter.window === hit.window && counter.hits > 0) counter.hits -= 1;
    }
  }

  async purge(now: Date): Promise<number> {
    let dropped = 0;
    for (const [id, counter] of this.counters) {
      if (counter.expiresAt < now.getTime()) {
        this.counters.delete(id);
        dropped += 1;
      }
    }
    return dropped;
  }

  /** Before a new counter, at the bound: the tenth that expires first goes (the expired ones first of all). */
  private makeRoom(): void {
    if (this.counters.size < this.max) return;
    const soonest = [...this.counters].sort((a, b) => a[1].expiresAt - b[1].expiresAt).slice(0, Math.ceil(this.max / 10));
    for (const [id] of soonest) this.counters.delete(id);
  }
}
