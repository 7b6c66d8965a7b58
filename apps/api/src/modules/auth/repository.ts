import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { users } from '../../db/schema';
import { afterFailedAttempt, clearedLockState, type LockState } from './lockout';

export interface SignInCandidate extends LockState {
  id: string;
  username: string;
  passwordHash: string | null;
  status: string;
  mfaRequired: boolean;
}

export class AuthRepository {
  constructor(private readonly db: AppDatabase) {}

  /** By username or email; `login` is already trimmed and lower-case like the stored values. */
  async findByLogin(login: string): Promise<SignInCandidate | null> {
    const [row] = await this.db
      .select({
        id: users.id,
        username: users.username,
        passwordHash: users.passwordHash,
        status: users.status,
        mfaRequired: users.mfaRequired,
        failedAttempts: users.failedAttempts,
        lockedUntil: users.lockedUntil,
      })
      .from(users)
      .where(or(eq(users.username, login), eq(users.email, login)))
      .limit(1);
    return row ?? null;
  }

  /**
   * Counts a wrong password under a row lock, so parallel attempts cannot slip past the limit. Returns the
   * state found (a parallel attempt may have locked the account meanwhile) and the state written.
   */
  async recordFailedAttempt(userId: string, now: Date): Promise<{ before: LockState; after: LockState }> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ failedAttempts: users.failedAttempts, lockedUntil: users.lockedUntil })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
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
      .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, now))))
      .returning({ id: users.id });
    return rows.length > 0;
  }
}
