import type { RateLimiter, RateLimitHit } from '../../http/rate-limit';
import type { Clock } from '../../runtime';
import type { CounterState, RateLimitCounters } from './repository';

/** Counters this process saw refused, remembered until their next call may pass: a bound, past which the oldest goes. */
const refusedMax = 10_000;

const idOf = (counter: { name: string; key: string }) => `${counter.name}\u0000${counter.key}`;

/**
 * The sliding-window counter of every limit, in the database all processes share (on the embedded database, which
 * one process holds, in that database's memory: `MemoryRateLimitCounters`): a call is allowed while the calls
 * of the current window plus the previous window's weighted by the part of it still inside the sliding window
 * number at most `max`. Each call is one statement for all the limits of its route (a refused one a second, which
 * gives its call back to the limits it was within). A counter found past its limit is remembered here until its
 * next call may pass, so a flood is refused without a statement.
 */
export class SharedRateLimiter implements RateLimiter {
  private readonly refusedUntil = new Map<string, number>();

  constructor(
    private readonly repository: RateLimitCounters,
    private readonly clock: Clock,
  ) {}

  async hit(hits: readonly RateLimitHit[]): Promise<number> {
    const now = this.clock.now().getTime();
    const limits = new Map<string, RateLimitHit>();
    for (const hit of hits) if (!limits.has(idOf(hit))) limits.set(idOf(hit), hit);

    let knownWait = 0;
    for (const id of limits.keys()) {
      const until = this.refusedUntil.get(id);
      if (until === undefined) continue;
      if (until > now) knownWait = Math.max(knownWait, until - now);
      else this.refusedUntil.delete(id);
    }
    if (knownWait > 0) return knownWait;

    const counted = [...limits.values()].map((limit) => {
      const window = Math.floor(now / limit.windowMs);
      return { name: limit.name, key: limit.key, window, expiresAt: new Date((window + 2) * limit.windowMs) };
    });
    const states = await this.repository.hit(counted);
    let wait = 0;
    const passed = new Set<string>();
    for (const state of states) {
      const limit = limits.get(idOf(state));
      if (!limit) continue;
      const limitWait = waitMs(limit, state, now);
      if (limitWait <= 0) {
        passed.add(idOf(state));
        continue;
      }
      wait = Math.max(wait, limitWait);
      if (this.refusedUntil.size >= refusedMax) this.refusedUntil.delete(this.refusedUntil.keys().next().value as string);
      this.refusedUntil.set(idOf(state), now + limitWait);
    }
    // A call refused by one limit is not one the others let through: a customer's flood must not use up its store's.
    if (wait > 0 && passed.size) await this.repository.release(counted.filter((hit) => passed.has(idOf(hit))));
    return wait;
  }

  /** Deletes the counters whose windows have passed (the purge job). */
  purge(now: Date): Promise<number> {
    return this.repository.purge(now);
  }
}

/**
 * 0 when the call is within the limit; else how long until the next call would be, if nobody called meanwhile:
 * later in this window once the previous window's weight has fallen far enough, or in the next one.
 */
export function waitMs(limit: Pick<RateLimitHit, 'max' | 'windowMs'>, state: Pick<CounterState, 'hits' | 'previousHits'>, now: number): number {
  const { max, windowMs } = limit;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const elapsed = (now - windowStart) / windowMs;
  const { hits, previousHits } = state;
  if (hits + previousHits * (1 - elapsed) <= max) return 0;
  const next = hits + 1;
  const at = next <= max ? windowStart + (1 - (max - next) / previousHits) * windowMs : windowStart + windowMs + Math.max(0, 1 - (max - 1) / hits) * windowMs;
  return Math.max(1, Math.ceil(at - now));
}
