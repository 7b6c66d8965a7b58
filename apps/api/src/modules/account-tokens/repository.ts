import { and, desc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { accountTokens } from './schema';

export type AccountTokenPurpose = 'RESET_PASSWORD' | 'CREATE_PASSWORD' | 'EXPIRED_PASSWORD' | 'ONE_TIME_SIGN_IN';

export interface AccountTokenRow {
  userId: string;
  purpose: AccountTokenPurpose;
  data: Record<string, unknown>;
  expiresAt: Date;
  usedAt: Date | null;
}

/** The account_tokens table, keyed by the token's hash. */
export class AccountTokenRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Inserts a token; `replaceUnused` first deletes the user's unused tokens of the same purpose. */
  async insert(
    row: { tokenHash: string; userId: string; purpose: AccountTokenPurpose; data: Record<string, unknown>; createdAt: Date; expiresAt: Date },
    replaceUnused: boolean,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (replaceUnused) {
        await tx.delete(accountTokens).where(and(eq(accountTokens.userId, row.userId), eq(accountTokens.purpose, row.purpose), isNull(accountTokens.usedAt)));
      }
      await tx.insert(accountTokens).values(row);
    });
  }

  async find(tokenHash: string, purposes: readonly AccountTokenPurpose[]): Promise<AccountTokenRow | null> {
    const [row] = await this.db
      .select({
        userId: accountTokens.userId,
        purpose: accountTokens.purpose,
        data: accountTokens.data,
        expiresAt: accountTokens.expiresAt,
        usedAt: accountTokens.usedAt,
      })
      .from(accountTokens)
      .where(and(eq(accountTokens.tokenHash, tokenHash), inArray(accountTokens.purpose, [...purposes])))
      .limit(1);
    return (row as AccountTokenRow | undefined) ?? null;
  }

  /** Marks the token used if it still is valid; false when a parallel request used it first. */
  async markUsed(tokenHash: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.tokenHash, tokenHash), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
      .returning({ userId: accountTokens.userId });
    return rows.length > 0;
  }

  async latestIssuedAt(userId: string, purposes: readonly AccountTokenPurpose[]): Promise<Date | null> {
    const [row] = await this.db
      .select({ createdAt: accountTokens.createdAt })
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, userId), inArray(accountTokens.purpose, [...purposes])))
      .orderBy(desc(accountTokens.createdAt))
      .limit(1);
    return row?.createdAt ?? null;
  }

  async deleteExpired(now: Date): Promise<number> {
    const rows = await this.db.delete(accountTokens).where(lte(accountTokens.expiresAt, now)).returning({ userId: accountTokens.userId });
    return rows.length;
  }

  /** Marks the user's token used within the caller's transaction; false when it is not theirs, used or expired. */
  async markUsedBy(tx: Transaction, tokenHash: string, userId: string, now: Date): Promise<boolean> {
    const rows = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.tokenHash, tokenHash), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
      .returning({ userId: accountTokens.userId });
    return rows.length > 0 && rows[0].userId === userId;
  }

  async deleteForUser(userId: string, purposes: readonly AccountTokenPurpose[], db: AppDatabase | Transaction = this.db): Promise<void> {
    await db.delete(accountTokens).where(and(eq(accountTokens.userId, userId), inArray(accountTokens.purpose, [...purposes])));
  }
}
