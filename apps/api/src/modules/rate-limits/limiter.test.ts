import { describe, expect, it } from 'vitest';
import { waitMs } from './limiter';
import { MemoryRateLimitCounters } from './memory-counters';

const minute = 60_000;
/** A moment `fraction` of the way into a one-minute window. */
const into = (fraction: number) => 1_000 * minute + fraction * minute;

describe('the sliding-window count', () => {
  it.each([
    ['within the limit, no earlier window', { hits: 3, previousHits: 0 }, into(0.1), 0],
    ['one past the limit: the next window, once the weight of this one has fallen enough', { hits: 4, previousHits: 0 }, into(0.5), minute],
    ['the previous window still weighs: later in this one, once it weighs less', { hits: 1, previousHits: 6 }, into(0.5), minute / 3],
    ['the previous window weighs little: allowed', { hits: 2, previousHits: 4 }, into(0.9), 0],
  ])('%s', (_, state, now, expected) => {
    expect(waitMs({ max: 3, windowMs: minute }, state, now)).toBeCloseTo(expected, -1);
  });
});

describe("the embedded database's counters in memory", () => {
  const hit = (window: number, name = 'limit', key = 'k') => ({ name, key, window, expiresAt: new Date((window + 2) * minute) });

  it('counts in a window, carries it over to the next, starts again after a gap, as the upsert does', async () => {
    const counters = new MemoryRateLimitCounters();
    expect(await counters.hit([hit(10), hit(10, 'other')])).toEqual([
      { name: 'limit', key: 'k', hits: 1, previousHits: 0 },
      { name: 'other', key: 'k', hits: 1, previousHits: 0 },
    ]);
    await counters.hit([hit(10)]);
    expect(await counters.hit([hit(9)])).toEqual([{ name: 'limit', key: 'k', hits: 3, previousHits: 0 }]);
    expect(await counters.hit([hit(11)])).toEqual([{ name: 'limit', key: 'k', hits: 1, previousHits: 3 }]);
    await counters.release([hit(11), hit(10, 'other')]);
    expect(await counters.hit([hit(11)])).toEqual([{ name: 'limit', key: 'k', hits: 1, previousHits: 3 }]);
    expect(await counters.hit([hit(20)])).toEqual([{ name: 'limit', key: 'k', hits: 1, previousHits: 0 }]);
  });

  it('purges the counters whose windows have passed, and keeps at most its bound', async () => {
    const counters = new MemoryRateLimitCounters(10);
    for (let i = 0; i < 10; i++) await counters.hit([hit(i, 'limit', `key-${i}`)]);
    await counters.hit([hit(10, 'limit', 'one more')]);
    expect(counters.size).toBe(10);
    expect(await counters.hit([hit(10, 'limit', 'key-0')])).toEqual([{ name: 'limit', key: 'key-0', hits: 1, previousHits: 0 }]);
    expect(await counters.purge(new Date(9 * minute))).toBe(5);
    expect(counters.size).toBe(5);
  });
});
