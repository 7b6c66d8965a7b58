import { and, desc, eq, gt, inArray, isNull, notInArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { accountTokens, passwordHistory, signInDevices, trustedDevices, users } from '../../db/schema';
import { clearedLockState } from '../auth';

export interface PasswordOwner {
  id: string;
  username: string;
  email: string;
  status: string;
  passwordHash: string | null;
}

export class PasswordRepository {
  constructor(private readonly db: AppDatabase) {}

  async owner(userId: string): Promise<PasswordOwner | null> {
    const [row] = await this.db
      .select({ id: users.id, username: users.username, email: users.email, status: users.status, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ?? null;
  }

  async ownerByEmail(email: string): Promise<PasswordOwner | null> {
    const [row] = await this.db
      .select({ id: users.id, username: users.username, email: users.email, status: users.status, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    return row ?? null;
  }

  /** The latest passwords (the current one included when it was set through this server), newest first. */
  async latestHashes(userId: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ passwordHash: passwordHistory.passwordHash })
      .from(passwordHistory)
      .where(eq(passwordHistory.userId, userId))
      .orderBy(desc(passwordHistory.createdAt))
      .limit(limit);
    return rows.map((r) => r.passwordHash);
  }

  /**
   * Sets a new password in one transaction: the token that allowed it is used up (false when it no longer
   * can be: used meanwhile or expired), every lock is lifted, the history keeps the latest `keep`, other
   * password tokens and trusted devices are revoked.
   */
  async setPassword(input: {
    userId: string;
    passwordHash: string;
    now: Date;
    keep: number;
    /** The mailed or change token being used. */
    tokenHash?: string;
    /** A mailed link proves the email. */
    verifyEmail: boolean;
  }): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (input.tokenHash) {
        const used = await tx
          .update(accountTokens)
          .set({ usedAt: input.now })
          .where(and(eq(accountTokens.tokenHash, input.tokenHash), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, input.now)))
          .returning({ userId: accountTokens.userId });
        if (used.length === 0 || used[0].userId !== input.userId) return false;
      }
      await tx
        .update(users)
        .set({
          passwordHash: input.passwordHash,
          passwordChangedAt: input.now,
          ...clearedLockState,
          ...(input.verifyEmail ? { isEmailVerified: true } : {}),
        })
        .where(eq(users.id, input.userId));
      // Browsers known to the old password are known no more: whoever guessed or stole it loses that standing too.
      await tx.delete(signInDevices).where(eq(signInDevices.userId, input.userId));
      await tx.insert(passwordHistory).values({ userId: input.userId, passwordHash: input.passwordHash, createdAt: input.now });
      const kept = await tx
        .select({ id: passwordHistory.id })
        .from(passwordHistory)
        .where(eq(passwordHistory.userId, input.userId))
        .orderBy(desc(passwordHistory.createdAt))
        .limit(input.keep);
      await tx.delete(passwordHistory).where(
        and(
          eq(passwordHistory.userId, input.userId),
          notInArray(
            passwordHistory.id,
            kept.map((k) => k.id),
          ),
        ),
      );
      await tx
        .delete(accountTokens)
        .where(
          and(
            eq(accountTokens.userId, input.userId),
            inArray(accountTokens.purpose, ['RESET_PASSWORD', 'CREATE_PASSWORD', 'EXPIRED_PASSWORD']),
            isNull(accountTokens.usedAt),
          ),
        );
      await tx.delete(trustedDevices).where(eq(trustedDevices.userId, input.userId));
      return true;
    });
  }

  async setCanaryFlag(userId: string, canaryFlag: boolean): Promise<void> {
    await this.db.update(users).set({ canaryFlag }).where(eq(users.id, userId));
  }
}
