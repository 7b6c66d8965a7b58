import { describe, expect, it } from 'vitest';
import { isSignInPromoRunning, signInPromoPeriod } from './sign-in-promo';

describe('isSignInPromoRunning (§9: 1 Oct to 30 Nov 2025, WIB)', () => {
  it('runs from the first midnight of 1 Oct to the midnight ending 30 Nov, in Jakarta', () => {
    expect(new Date(signInPromoPeriod.start).toISOString()).toBe(new Date('2025-10-01T00:00:00+07:00').toISOString());
    expect(new Date(signInPromoPeriod.end).toISOString()).toBe(new Date('2025-12-01T00:00:00+07:00').toISOString());
  });

  it.each([
    ['the day before it starts', '2025-09-30T23:59:59+07:00', false],
    ['its first minute', '2025-10-01T00:00:00+07:00', true],
    ['mid-period', '2025-11-12T10:00:00+07:00', true],
    ['the last minute of 30 Nov in Jakarta', '2025-11-30T23:59:59+07:00', true],
    ['30 Nov evening in UTC, already 1 Dec in Jakarta', '2025-11-30T17:00:00Z', false],
    ['the day after it ends', '2025-12-01T00:00:00+07:00', false],
    ['a year later', '2026-11-27T09:00:00+07:00', false],
  ])('%s: %s → %s', (_name, at, running) => {
    expect(isSignInPromoRunning(Date.parse(at))).toBe(running);
  });
});
