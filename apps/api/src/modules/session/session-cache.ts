import type { Clock } from '../../runtime';
import type { ResolvedSession } from '../../http/resolved-session';

export interface SessionCacheOptions {
  /** How long a loaded session is served without reading the database again. */
  ttlMs: number;
  /** Oldest entries are dropped beyond this many. */
  maxEntries: number;
}

export const defaultSessionCacheOptions: SessionCacheOptions = { ttlMs: 3_000, maxEntries: 10_000 };

interface Entry {
  value: ResolvedSession;
  cachedUntil: number;
}

/**
 * A short-lived, bounded map id-hash → resolved session. Sign-out, switch and reset evict locally and (through
 * NOTIFY) in every other process. `mark()`/`set()` keep a load that raced an eviction from re-inserting a
 * session that was just signed out.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly clock: Clock,
    private readonly options: SessionCacheOptions = defaultSessionCacheOptions,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(idHash: string): ResolvedSession | undefined {
    const entry = this.entries.get(idHash);
    if (!entry) return undefined;
    if (entry.cachedUntil <= this.clock.now().getTime()) {
      this.entries.delete(idHash);
      return undefined;
    }
    return entry.value;
  }

  /** Taken before reading the database; pass it to `set`. */
  mark(): number {
    return this.generation;
  }

  /** Stores a loaded session unless something was evicted since `mark` (it may have been this one). */
  set(value: ResolvedSession, mark: number): boolean {
    if (mark !== this.generation) return false;
    const now = this.clock.now().getTime();
    const cachedUntil = Math.min(now + this.options.ttlMs, value.expiresAt);
    if (cachedUntil <= now) return false;
    this.entries.delete(value.idHash);
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(value.idHash, { value, cachedUntil });
    return true;
  }

  evict(idHash: string): void {
    this.generation++;
    this.entries.delete(idHash);
  }

  /** Everything goes, for example when invalidations may have been missed. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
