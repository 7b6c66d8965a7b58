/**
 * Sign-in lockout: 5 consecutive wrong passwords lock the account for 15 minutes (PE401005); the 3rd such lock
 * within 24 hours of the first locks it until the password is changed (PE401008).
 */
export const lockoutPolicy = {
  maxFailedAttempts: 5,
  lockMs: 15 * 60_000,
  locksBeforePasswordChange: 3,
  lockWindowMs: 24 * 60 * 60_000,
} as const;

export interface LockState {
  failedAttempts: number;
  lockedUntil: Date | null;
  lockoutsInWindow: number;
  lockoutWindowStartedAt: Date | null;
  lockedUntilPasswordChange: boolean;
}

export type Lock = 'UNTIL_PASSWORD_CHANGE' | 'TEMPORARY' | null;

export function lockOf(state: LockState, now: Date): Lock {
  if (state.lockedUntilPasswordChange) return 'UNTIL_PASSWORD_CHANGE';
  return state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime() ? 'TEMPORARY' : null;
}

export function isLocked(state: LockState, now: Date): boolean {
  return lockOf(state, now) !== null;
}

/** The state after one more wrong password. A lock that has run out starts a fresh count. */
export function afterFailedAttempt(state: LockState, now: Date): LockState {
  if (isLocked(state, now)) return state;
  const lockExpired = state.lockedUntil !== null;
  const failedAttempts = (lockExpired ? 0 : state.failedAttempts) + 1;
  if (failedAttempts < lockoutPolicy.maxFailedAttempts) return { ...state, failedAttempts, lockedUntil: null };

  const windowOpen = state.lockoutWindowStartedAt !== null && now.getTime() - state.lockoutWindowStartedAt.getTime() < lockoutPolicy.lockWindowMs;
  const lockoutsInWindow = windowOpen ? state.lockoutsInWindow + 1 : 1;
  return {
    failedAttempts,
    lockedUntil: new Date(now.getTime() + lockoutPolicy.lockMs),
    lockoutsInWindow,
    lockoutWindowStartedAt: windowOpen ? state.lockoutWindowStartedAt : now,
    lockedUntilPasswordChange: lockoutsInWindow >= lockoutPolicy.locksBeforePasswordChange,
  };
}

/** A new password lifts every lock and forgets the history. */
export const clearedLockState: LockState = {
  failedAttempts: 0,
  lockedUntil: null,
  lockoutsInWindow: 0,
  lockoutWindowStartedAt: null,
  lockedUntilPasswordChange: false,
};

/** A count that locks for a while at its limit: wrong passwords from one known device, wrong multi-factor codes. */
export interface CountedLock {
  failedAttempts: number;
  lockedUntil: Date | null;
}

export interface CountedLockPolicy {
  maxFailedAttempts: number;
  lockMs: number;
}

/**
 * OWASP device cookies: a browser that signed in to the user before gets its own count, 5 wrong passwords
 * lock only that browser for 15 minutes, and locks started by other clients do not apply to it.
 */
export const deviceLockPolicy = {
  maxFailedAttempts: 5,
  lockMs: 15 * 60_000,
  /** How long a browser stays known after its last successful sign-in. */
  lifetimeMs: 180 * 24 * 60 * 60_000,
} as const;

/** Wrong multi-factor codes are counted per user across sign-ins: the 10th in a row locks the step for 15 minutes. */
export const multiFactorLockPolicy = { maxFailedAttempts: 10, lockMs: 15 * 60_000 } as const;

export function countedLockActive(state: CountedLock, now: Date): boolean {
  return state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();
}

/** The state after one more failure. A lock that has run out starts a fresh count. */
export function afterCountedFailure(state: CountedLock, now: Date, policy: CountedLockPolicy): CountedLock {
  if (countedLockActive(state, now)) return state;
  const failedAttempts = (state.lockedUntil !== null ? 0 : state.failedAttempts) + 1;
  if (failedAttempts < policy.maxFailedAttempts) return { failedAttempts, lockedUntil: null };
  return { failedAttempts, lockedUntil: new Date(now.getTime() + policy.lockMs) };
}

/** Seconds until a lock ends, rounded up (the retryAfterSeconds of PE401005). */
export function secondsLeft(lockedUntil: Date | null, now: Date): number {
  return Math.max(0, Math.ceil(((lockedUntil?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
}
