import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsUntil } from './countdown';

describe('secondsUntil (resend cooldown)', () => {
  const now = 1_700_000_000_000;
  const rows = [
    { name: 'no deadline', until: null, expected: 0 },
    { name: 'a full minute ahead', until: now + 60_000, expected: 60 },
    { name: 'part of a second rounds up', until: now + 59_001, expected: 60 },
    { name: 'the last part of a second still counts', until: now + 1, expected: 1 },
    { name: 'exactly now', until: now, expected: 0 },
    { name: 'in the past', until: now - 5_000, expected: 0 },
  ];
  it.each(rows)('$name', ({ until, expected }) => {
    expect(secondsUntil(until, now)).toBe(expected);
  });
});

describe('formatCountdown', () => {
  const rows = [
    { seconds: 60, expected: '1:00' },
    { seconds: 59, expected: '0:59' },
    { seconds: 5, expected: '0:05' },
    { seconds: 0, expected: '0:00' },
    { seconds: 245, expected: '4:05' },
    { seconds: 720, expected: '12:00' },
    { seconds: 3599, expected: '59:59' },
    { seconds: 3600, expected: '1:00:00' },
    { seconds: 23 * 3600 + 65, expected: '23:01:05' },
    { seconds: -3, expected: '0:00' },
  ];
  it.each(rows)('$seconds s → $expected', ({ seconds, expected }) => {
    expect(formatCountdown(seconds)).toBe(expected);
  });
});
