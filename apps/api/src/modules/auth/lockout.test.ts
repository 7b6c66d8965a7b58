import { describe, expect, it } from 'vitest';
import {
  afterCountedFailure,
  afterFailedAttempt,
  clearedLockState,
  countedLockActive,
  deviceLockPolicy,
  isLocked,
  lockOf,
  lockoutPolicy,
  multiFactorLockPolicy,
  secondsLeft,
  type CountedLock,
  type LockState,
} from './lockout';

const now = new Date('2026-03-01T10:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const hours = (n: number) => minutes(n * 60);
const fifteenMinutesLater = minutes(15);
const state = (partial: Partial<LockState>): LockState => ({ ...clearedLockState, ...partial });

describe('sign-in lockout arithmetic', () => {
  it.each<[string, LockState, LockState]>([
    ['the 1st wrong password counts 1', state({}), state({ failedAttempts: 1 })],
    ['the 4th wrong password counts 4, still unlocked', state({ failedAttempts: 3 }), state({ failedAttempts: 4 })],
    [
      'the 5th wrong password locks for 15 minutes and opens a 24-hour window',
      state({ failedAttempts: 4 }),
      state({ failedAttempts: 5, lockedUntil: fifteenMinutesLater, lockoutsInWindow: 1, lockoutWindowStartedAt: now }),
    ],
    [
      'a wrong password during the lock changes nothing',
      state({ failedAttempts: 5, lockedUntil: minutes(3) }),
      state({ failedAttempts: 5, lockedUntil: minutes(3) }),
    ],
    [
      'after the lock ran out the count starts again at 1',
      state({ failedAttempts: 5, lockedUntil: minutes(-1), lockoutsInWindow: 1, lockoutWindowStartedAt: minutes(-16) }),
      state({ failedAttempts: 1, lockedUntil: null, lockoutsInWindow: 1, lockoutWindowStartedAt: minutes(-16) }),
    ],
    ['a lock ending exactly now has run out', state({ failedAttempts: 5, lockedUntil: now }), state({ failedAttempts: 1, lockedUntil: null })],
    [
      'the 2nd lock within 24 hours counts 2',
      state({ failedAttempts: 4, lockoutsInWindow: 1, lockoutWindowStartedAt: hours(-3) }),
      state({ failedAttempts: 5, lockedUntil: fifteenMinutesLater, lockoutsInWindow: 2, lockoutWindowStartedAt: hours(-3) }),
    ],
    [
      'the 3rd lock within 24 hours locks until the password changes',
      state({ failedAttempts: 4, lockoutsInWindow: 2, lockoutWindowStartedAt: hours(-23) }),
      state({ failedAttempts: 5, lockedUntil: fifteenMinutesLater, lockoutsInWindow: 3, lockoutWindowStartedAt: hours(-23), lockedUntilPasswordChange: true }),
    ],
    [
      'a lock 24 hours after the first opens a new window',
      state({ failedAttempts: 4, lockoutsInWindow: 2, lockoutWindowStartedAt: hours(-24) }),
      state({ failedAttempts: 5, lockedUntil: fifteenMinutesLater, lockoutsInWindow: 1, lockoutWindowStartedAt: now }),
    ],
    [
      'nothing moves while locked until the password changes',
      state({ lockedUntilPasswordChange: true, lockoutsInWindow: 3 }),
      state({ lockedUntilPasswordChange: true, lockoutsInWindow: 3 }),
    ],
  ])('%s', (_, before, after) => {
    expect(afterFailedAttempt(before, now)).toEqual(after);
  });

  it.each<[string, LockState, ReturnType<typeof lockOf>]>([
    ['never locked', state({ failedAttempts: 2 }), null],
    ['locked until later', state({ failedAttempts: 5, lockedUntil: minutes(1) }), 'TEMPORARY'],
    ['lock over', state({ failedAttempts: 5, lockedUntil: minutes(-1) }), null],
    [
      'locked until the password changes, even after the 15 minutes',
      state({ lockedUntil: minutes(-1), lockedUntilPasswordChange: true }),
      'UNTIL_PASSWORD_CHANGE',
    ],
  ])('lockOf: %s', (_, s, lock) => {
    expect(lockOf(s, now)).toBe(lock);
    expect(isLocked(s, now)).toBe(lock !== null);
  });

  it('locks on exactly the configured number of consecutive failures', () => {
    let s = clearedLockState;
    const lockedAfter: boolean[] = [];
    for (let i = 0; i < lockoutPolicy.maxFailedAttempts; i++) {
      s = afterFailedAttempt(s, now);
      lockedAfter.push(isLocked(s, now));
    }
    expect(lockedAfter).toEqual([false, false, false, false, true]);
    expect(isLocked(s, minutes(15))).toBe(false);
  });
});

describe('counted locks (known devices, multi-factor codes)', () => {
  const policy = { maxFailedAttempts: 3, lockMs: 15 * 60_000 };
  it.each<[string, CountedLock, CountedLock]>([
    ['the 1st failure counts 1', { failedAttempts: 0, lockedUntil: null }, { failedAttempts: 1, lockedUntil: null }],
    ['the limit locks for the policy time', { failedAttempts: 2, lockedUntil: null }, { failedAttempts: 3, lockedUntil: fifteenMinutesLater }],
    ['a failure during the lock changes nothing', { failedAttempts: 3, lockedUntil: minutes(2) }, { failedAttempts: 3, lockedUntil: minutes(2) }],
    ['after the lock ran out the count starts again', { failedAttempts: 3, lockedUntil: minutes(-1) }, { failedAttempts: 1, lockedUntil: null }],
  ])('%s', (_name, before, after) => {
    expect(afterCountedFailure(before, now, policy)).toEqual(after);
  });

  it.each<[string, Date | null, boolean, number]>([
    ['no lock', null, false, 0],
    ['a lock ending in 90 s', new Date(now.getTime() + 90_000), true, 90],
    ['a lock ending in 0.2 s rounds up', new Date(now.getTime() + 200), true, 1],
    ['a lock that ended', minutes(-1), false, 0],
  ])('%s', (_name, lockedUntil, active, seconds) => {
    expect(countedLockActive({ failedAttempts: 1, lockedUntil }, now)).toBe(active);
    expect(secondsLeft(lockedUntil, now)).toBe(active ? seconds : 0);
  });

  it('the policies: 5 wrong passwords per device, 10 wrong codes per user, 15 minutes each', () => {
    expect(deviceLockPolicy).toMatchObject({ maxFailedAttempts: 5, lockMs: 15 * 60_000 });
    expect(multiFactorLockPolicy).toEqual({ maxFailedAttempts: 10, lockMs: 15 * 60_000 });
  });
});
