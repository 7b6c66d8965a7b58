import { describe, expect, it } from 'vitest';
import { waitMs } from './limiter';

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
