import { and, desc, eq, inArray, isNotNull, notExists, notInArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import type { Transaction } from '../../db/open-database';
import { users } from '../../db/schema';
import { clearedLockState } from '../auth';
import { passwordHistory } from './schema';

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

  /** Runs `work` in one transaction, which the other modules' writes of a password change join. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The user's new password: every lock is lifted, the history keeps the latest `keep`. */
  async writePassword(tx: Transaction, input: { userId: string; passwordHash: string; now: Date; keep: number; verifyEmail: boolean }): Promise<void> {
    await tx
      .update(users)
      .set({
        passwordHash: input.passwordHash,
        passwordChangedAt: input.now,
        ...clearedLockState,
        ...(input.verifyEmail ? { isEmailVerified: true } : {}),
      })
      .where(eq(users.id, input.userId));
    await this.addToHistory(tx, input);
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
  }

  async addToHistory(tx: Transaction, input: { userId: string; passwordHash: string; now: Date }): Promise<void> {
    await tx.insert(passwordHistory).values({ userId: input.userId, passwordHash: input.passwordHash, createdAt: input.now });
  }

  /** The demo accounts' passwords start their history (those that have none yet). */
  async addMissingHistory(usernames: readonly string[], now: Date): Promise<void> {
    const rows = await this.db
      .select({ userId: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(
        and(
          inArray(users.username, [...usernames]),
          isNotNull(users.passwordHash),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(passwordHistory)
              .where(eq(passwordHistory.userId, users.id)),
          ),
        ),
      );
    if (rows.length === 0) return;
    await this.db.insert(passwordHistory).values(rows.map((row) => ({ userId: row.userId, passwordHash: row.passwordHash ?? '', createdAt: now })));
  }

  async setCanaryFlag(userId: string, canaryFlag: boolean): Promise<void> {
    await this.db.update(users).set({ canaryFlag }).where(eq(users.id, userId));
  }
}
