import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { memberships, stores, trustedDevices, userModes, users } from '../../db/schema';
import { afterFailedAttempt, clearedLockState, type LockState } from './lockout';

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

  async purgeExpiredDevices(now: Date): Promise<number> {
    const rows = await this.db.delete(trustedDevices).where(lte(trustedDevices.expiresAt, now)).returning({ userId: trustedDevices.userId });
    return rows.length;
  }
}
