/** Sign-in lockout: after 5 consecutive wrong passwords the account is locked for 15 minutes. */
export const lockoutPolicy = { maxFailedAttempts: 5, lockMs: 15 * 60_000 } as const;

export interface LockState {
  failedAttempts: number;
  lockedUntil: Date | null;
}

export function isLocked(state: LockState, now: Date): boolean {
  return state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();
}

/** The state after one more wrong password. A lock that has run out starts a fresh count. */
export function afterFailedAttempt(state: LockState, now: Date): LockState {
  if (isLocked(state, now)) return state;
  const lockExpired = state.lockedUntil !== null;
  const failedAttempts = (lockExpired ? 0 : state.failedAttempts) + 1;
  const lockedUntil = failedAttempts >= lockoutPolicy.maxFailedAttempts ? new Date(now.getTime() + lockoutPolicy.lockMs) : null;
  return { failedAttempts, lockedUntil };
}

/** A right password (outside a lock) clears the count. */
export const clearedLockState: LockState = { failedAttempts: 0, lockedUntil: null };
