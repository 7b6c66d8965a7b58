import { describe, expect, it } from 'vitest';
import { destinationRetryAfterSeconds } from './destination-limit';

const now = new Date('2026-03-01T10:00:00Z');
const minutesAgo = (...minutes: number[]) => minutes.map((m) => new Date(now.getTime() - m * 60_000));
const windows = [
  { windowMs: 60 * 60_000, max: 3 },
  { windowMs: 24 * 60 * 60_000, max: 5 },
];

describe('per-destination code limit', () => {
  it.each<[string, Date[], number]>([
    ['nothing sent yet', [], 0],
    ['2 in the hour, 3 allowed', minutesAgo(1, 2), 0],
    ['3 in the hour: wait until the 3rd newest is an hour old', minutesAgo(1, 2, 20), 40 * 60],
    ['3 sent, the 3rd newest 61 minutes ago: one may go', minutesAgo(1, 2, 61), 0],
    ['5 in the day, fewer than 3 in the hour: wait for the day window', minutesAgo(1, 70, 120, 180, 600), 14 * 60 * 60],
    ['both full: the longer wait counts', minutesAgo(1, 2, 3, 4, 5), 24 * 60 * 60 - 5 * 60],
  ])('%s → %i s', (_name, sent, seconds) => {
    expect(destinationRetryAfterSeconds(sent, now, windows)).toBe(seconds);
  });
});
