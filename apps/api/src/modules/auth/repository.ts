import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { memberships, stores, userModes, users } from '../../db/schema';
import { signInDevices, trustedDevices, unknownLoginLocks } from './schema';
import type { Transaction } from '../../db/open-database';
import {
  afterCountedFailure,
  afterFailedAttempt,
  clearedLockState,
  deviceLockPolicy,
  multiFactorLockPolicy,
  type CountedLock,
  type LockState,
} from './lockout';

/** A user as the sign-in steps see it. */
export interface AccountRow extends LockState {
  id: string;
  username: string;
  email: string;
  passwordHash: string | null;
  passwordChangedAt: Date | null;
  /** ACTIVE or DEACTIVATED. */
  status: string;
  mfaRequired: boolean;
  phoneNumber: string | null;
  isPhoneNumberVerified: boolean;
  /** Proved by a code or a mailed link; only then may a social identity be linked to the account by its email. */
  isEmailVerified: boolean;
  mfaFailedAttempts: number;
  mfaLockedUntil: Date | null;
}

/** A browser known to a user (its device cookie), with its own count of wrong passwords. */
export interface SignInDevice extends CountedLock {
  tokenHash: string;
  userId: string;
}

const accountColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  passwordHash: users.passwordHash,
  passwordChangedAt: users.passwordChangedAt,
  status: users.status,
  mfaRequired: users.mfaRequired,
  phoneNumber: users.phoneNumber,
  isPhoneNumberVerified: users.isPhoneNumberVerified,
  isEmailVerified: users.isEmailVerified,
  mfaFailedAttempts: users.mfaFailedAttempts,
  mfaLockedUntil: users.mfaLockedUntil,
  failedAttempts: users.failedAttempts,
  lockedUntil: users.lockedUntil,
  lockoutsInWindow: users.lockoutsInWindow,
  lockoutWindowStartedAt: users.lockoutWindowStartedAt,
  lockedUntilPasswordChange: users.lockedUntilPasswordChange,
};

const lockColumns = {
  failedAttempts: users.failedAttempts,
  lockedUntil: users.lockedUntil,
  lockoutsInWindow: users.lockoutsInWindow,
  lockoutWindowStartedAt: users.lockoutWindowStartedAt,
  lockedUntilPasswordChange: users.lockedUntilPasswordChange,
};

const unknownLockColumns = {
  failedAttempts: unknownLoginLocks.failedAttempts,
  lockedUntil: unknownLoginLocks.lockedUntil,
  lockoutsInWindow: unknownLoginLocks.lockoutsInWindow,
  lockoutWindowStartedAt: unknownLoginLocks.lockoutWindowStartedAt,
  lockedUntilPasswordChange: unknownLoginLocks.lockedUntilPasswordChange,
};

/** How long the lock state of an unknown login is kept once nothing is locked (a lock until a password change: 30 days). */
const unknownLoginKeepMs = 24 * 60 * 60_000;
const unknownLoginLockedKeepMs = 30 * 24 * 60 * 60_000;

export class AuthRepository {
  constructor(private readonly db: AppDatabase) {}

  /** By username or email; `login` is already trimmed and lower-case like the stored values. */
  async findByLogin(login: string): Promise<AccountRow | null> {
    const [row] = await this.db
      .select(accountColumns)
      .from(users)
      .where(or(eq(users.username, login), eq(users.email, login)))
      .limit(1);
    return row ?? null;
  }

  async findById(id: string): Promise<AccountRow | null> {
    const [row] = await this.db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  async findByEmail(email: string): Promise<AccountRow | null> {
    const [row] = await this.db.select(accountColumns).from(users).where(eq(users.email, email)).limit(1);
    return row ?? null;
  }

  /**
   * Counts a wrong password under a row lock, so parallel attempts cannot slip past the limit. Returns the
   * state found (a parallel attempt may have locked the account meanwhile) and the state written.
   */
  async recordFailedAttempt(userId: string, now: Date): Promise<{ before: LockState; after: LockState }> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select(lockColumns).from(users).where(eq(users.id, userId)).for('update');
      if (!before) return { before: clearedLockState, after: clearedLockState };
      const after = afterFailedAttempt(before, now);
      await tx.update(users).set(after).where(eq(users.id, userId));
      return { before, after };
    });
  }

  /** Clears the count after a right password; false when a lock is (still or newly) in force. */
  async clearFailures(userId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ failedAttempts: 0, lockedUntil: null })
      .where(and(eq(users.id, userId), eq(users.lockedUntilPasswordChange, false), or(isNull(users.lockedUntil), lte(users.lockedUntil, now))))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /**
   * PE500006: a user who works only in STORE mode and whose every store is deactivated has nothing to sign in
   * to. Users with another mode, or without any store yet, are not affected.
   */
  async onlyStoresAreDeactivated(userId: string): Promise<boolean> {
    const [modes, stores_] = await Promise.all([
      this.db.select({ modeType: userModes.modeType }).from(userModes).where(eq(userModes.userId, userId)),
      this.db
        .select({ status: stores.status })
        .from(memberships)
        .innerJoin(stores, eq(stores.code, memberships.storeCode))
        .where(eq(memberships.userId, userId)),
    ]);
    const storeOnly = modes.length > 0 && modes.every((m) => m.modeType === 'STORE');
    return storeOnly && stores_.length > 0 && stores_.every((s) => s.status !== 'ACTIVE');
  }

  async trustDevice(tokenHash: string, userId: string, now: Date, expiresAt: Date): Promise<void> {
    await this.db.insert(trustedDevices).values({ tokenHash, userId, createdAt: now, expiresAt });
  }

  async isTrustedDevice(tokenHash: string, userId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .select({ userId: trustedDevices.userId })
      .from(trustedDevices)
      .where(and(eq(trustedDevices.tokenHash, tokenHash), eq(trustedDevices.userId, userId), gt(trustedDevices.expiresAt, now)))
      .limit(1);
    return rows.length > 0;
  }

  /** A new password: the browsers known to the old one and the trusted devices are known no more. */
  async forgetDevices(tx: Transaction, userId: string): Promise<void> {
    await tx.delete(signInDevices).where(eq(signInDevices.userId, userId));
    await tx.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
  }

  async purgeExpiredDevices(now: Date): Promise<number> {
    const [trusted, known, unknown] = await Promise.all([
      this.db.delete(trustedDevices).where(lte(trustedDevices.expiresAt, now)).returning({ userId: trustedDevices.userId }),
      this.db.delete(signInDevices).where(lte(signInDevices.expiresAt, now)).returning({ userId: signInDevices.userId }),
      this.db
        .delete(unknownLoginLocks)
        .where(
          or(
            and(eq(unknownLoginLocks.lockedUntilPasswordChange, false), lte(unknownLoginLocks.updatedAt, new Date(now.getTime() - unknownLoginKeepMs))),
            lte(unknownLoginLocks.updatedAt, new Date(now.getTime() - unknownLoginLockedKeepMs)),
          ),
        )
        .returning({ login: unknownLoginLocks.login }),
    ]);
    return trusted.length + known.length + unknown.length;
  }

  /** The lock state of a login no user has (cleared when it was never tried). */
  async unknownLoginState(login: string): Promise<LockState> {
    const [row] = await this.db.select(unknownLockColumns).from(unknownLoginLocks).where(eq(unknownLoginLocks.login, login)).limit(1);
    return row ?? clearedLockState;
  }

  /** `recordFailedAttempt` for a login no user has: the same count, locks and row-lock work. */
  async recordUnknownLoginFailure(login: string, now: Date): Promise<{ before: LockState; after: LockState }> {
    return this.db.transaction(async (tx) => {
      await tx.insert(unknownLoginLocks).values({ login, updatedAt: now }).onConflictDoNothing();
      const [before] = await tx.select(unknownLockColumns).from(unknownLoginLocks).where(eq(unknownLoginLocks.login, login)).for('update');
      const after = afterFailedAttempt(before ?? clearedLockState, now);
      await tx
        .update(unknownLoginLocks)
        .set({ ...after, updatedAt: now })
        .where(eq(unknownLoginLocks.login, login));
      return { before: before ?? clearedLockState, after };
    });
  }

  /** The user's known browser of this device cookie, unless it expired. */
  async findSignInDevice(tokenHash: string, now: Date): Promise<SignInDevice | null> {
    const [row] = await this.db
      .select({
        tokenHash: signInDevices.tokenHash,
        userId: signInDevices.userId,
        failedAttempts: signInDevices.failedAttempts,
        lockedUntil: signInDevices.lockedUntil,
      })
      .from(signInDevices)
      .where(and(eq(signInDevices.tokenHash, tokenHash), gt(signInDevices.expiresAt, now)))
      .limit(1);
    return row ?? null;
  }

  async addSignInDevice(tokenHash: string, userId: string, now: Date): Promise<void> {
    await this.db.insert(signInDevices).values({ tokenHash, userId, createdAt: now, expiresAt: new Date(now.getTime() + deviceLockPolicy.lifetimeMs) });
  }

  /** A wrong password from a known browser, counted under a row lock; returns the state found and written. */
  async recordDeviceFailure(tokenHash: string, now: Date): Promise<{ before: CountedLock; after: CountedLock }> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ failedAttempts: signInDevices.failedAttempts, lockedUntil: signInDevices.lockedUntil })
        .from(signInDevices)
        .where(eq(signInDevices.tokenHash, tokenHash))
        .for('update');
      if (!before) return { before: { failedAttempts: 0, lockedUntil: null }, after: { failedAttempts: 0, lockedUntil: null } };
      const after = afterCountedFailure(before, now, deviceLockPolicy);
      await tx.update(signInDevices).set(after).where(eq(signInDevices.tokenHash, tokenHash));
      return { before, after };
    });
  }

  /** A right password from a known browser: its count starts again and it stays known for the full lifetime. */
  async deviceSignedIn(tokenHash: string, now: Date): Promise<void> {
    await this.db
      .update(signInDevices)
      .set({ failedAttempts: 0, lockedUntil: null, expiresAt: new Date(now.getTime() + deviceLockPolicy.lifetimeMs) })
      .where(eq(signInDevices.tokenHash, tokenHash));
  }

  /** A wrong multi-factor code, counted in the transaction that checked it. */
  async recordMultiFactorFailure(tx: Transaction, userId: string, now: Date): Promise<{ before: CountedLock; after: CountedLock }> {
    const [before] = await tx
      .select({ failedAttempts: users.mfaFailedAttempts, lockedUntil: users.mfaLockedUntil })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) return { before: { failedAttempts: 0, lockedUntil: null }, after: { failedAttempts: 0, lockedUntil: null } };
    const after = afterCountedFailure(before, now, multiFactorLockPolicy);
    await tx.update(users).set({ mfaFailedAttempts: after.failedAttempts, mfaLockedUntil: after.lockedUntil }).where(eq(users.id, userId));
    return { before, after };
  }

  async clearMultiFactorFailures(tx: Transaction, userId: string): Promise<void> {
    await tx.update(users).set({ mfaFailedAttempts: 0, mfaLockedUntil: null }).where(eq(users.id, userId));
  }
}
