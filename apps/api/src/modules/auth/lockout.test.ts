import { describe, expect, it } from 'vitest';
import { afterFailedAttempt, isLocked, lockoutPolicy, type LockState } from './lockout';

const now = new Date('2026-03-01T10:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const fifteenMinutesLater = minutes(15);

describe('sign-in lockout arithmetic', () => {
  it.each<[string, LockState, LockState]>([
    ['the 1st wrong password counts 1', { failedAttempts: 0, lockedUntil: null }, { failedAttempts: 1, lockedUntil: null }],
    ['the 4th wrong password counts 4, still unlocked', { failedAttempts: 3, lockedUntil: null }, { failedAttempts: 4, lockedUntil: null }],
    ['the 5th wrong password locks for 15 minutes', { failedAttempts: 4, lockedUntil: null }, { failedAttempts: 5, lockedUntil: fifteenMinutesLater }],
    ['a wrong password during the lock changes nothing', { failedAttempts: 5, lockedUntil: minutes(3) }, { failedAttempts: 5, lockedUntil: minutes(3) }],
    ['after the lock ran out the count starts again at 1', { failedAttempts: 5, lockedUntil: minutes(-1) }, { failedAttempts: 1, lockedUntil: null }],
    ['a lock ending exactly now has run out', { failedAttempts: 5, lockedUntil: now }, { failedAttempts: 1, lockedUntil: null }],
  ])('%s', (_, before, after) => {
    expect(afterFailedAttempt(before, now)).toEqual(after);
  });

  it.each<[string, LockState, boolean]>([
    ['never locked', { failedAttempts: 2, lockedUntil: null }, false],
    ['locked until later', { failedAttempts: 5, lockedUntil: minutes(1) }, true],
    ['lock over', { failedAttempts: 5, lockedUntil: minutes(-1) }, false],
  ])('isLocked: %s', (_, state, locked) => {
    expect(isLocked(state, now)).toBe(locked);
  });

  it('locks on exactly the configured number of consecutive failures', () => {
    let state: LockState = { failedAttempts: 0, lockedUntil: null };
    const lockedAfter: boolean[] = [];
    for (let i = 0; i < lockoutPolicy.maxFailedAttempts; i++) {
      state = afterFailedAttempt(state, now);
      lockedAfter.push(isLocked(state, now));
    }
    expect(lockedAfter).toEqual([false, false, false, false, true]);
    expect(isLocked(state, minutes(15))).toBe(false);
  });
});
