import { and, desc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { accountTokens } from '../../db/schema';
import type { Clock, Random } from '../../runtime';
import { hashOpaqueToken, isWellFormedOpaqueToken, newOpaqueToken } from './opaque-token';

export type AccountTokenPurpose = 'RESET_PASSWORD' | 'CREATE_PASSWORD' | 'EXPIRED_PASSWORD' | 'ONE_TIME_SIGN_IN';

export interface AccountTokenRow {
  userId: string;
  purpose: AccountTokenPurpose;
  data: Record<string, unknown>;
  expiresAt: Date;
  usedAt: Date | null;
}

/** What a presented token turned out to be. */
export type TokenLookup =
  | { state: 'UNKNOWN' }
  | { state: 'USED'; token: AccountTokenRow }
  | { state: 'EXPIRED'; token: AccountTokenRow }
  | { state: 'VALID'; token: AccountTokenRow };

/** Single-use, short-lived tokens handed to a user (mailed links, the expired-password change, one-time sign-in). */
export class AccountTokens {
  constructor(
    private readonly db: AppDatabase,
    private readonly clock: Clock,
    private readonly random: Random,
  ) {}

  /** A new token; earlier unused tokens of the same purpose for the user stop working (only the latest link works). */
  async issue(userId: string, purpose: AccountTokenPurpose, lifetimeMs: number, data: Record<string, unknown> = {}): Promise<string> {
    const token = newOpaqueToken(this.random);
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      if (purpose !== 'ONE_TIME_SIGN_IN') {
        await tx.delete(accountTokens).where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
      }
      await tx.insert(accountTokens).values({
        tokenHash: hashOpaqueToken(token),
        userId,
        purpose,
        data,
        createdAt: now,
        expiresAt: new Date(now.getTime() + lifetimeMs),
      });
    });
    return token;
  }

  async lookup(token: string | undefined, purposes: readonly AccountTokenPurpose[]): Promise<TokenLookup> {
    if (!isWellFormedOpaqueToken(token)) return { state: 'UNKNOWN' };
    const [row] = await this.db
      .select({
        userId: accountTokens.userId,
        purpose: accountTokens.purpose,
        data: accountTokens.data,
        expiresAt: accountTokens.expiresAt,
        usedAt: accountTokens.usedAt,
      })
      .from(accountTokens)
      .where(and(eq(accountTokens.tokenHash, hashOpaqueToken(token)), inArray(accountTokens.purpose, [...purposes])))
      .limit(1);
    if (!row) return { state: 'UNKNOWN' };
    const found = row as AccountTokenRow;
    if (found.usedAt) return { state: 'USED', token: found };
    if (found.expiresAt.getTime() <= this.clock.now().getTime()) return { state: 'EXPIRED', token: found };
    return { state: 'VALID', token: found };
  }

  /** Marks the token used if it still is valid; false when a parallel request used it first (single use). */
  async use(token: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.tokenHash, hashOpaqueToken(token)), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
      .returning({ userId: accountTokens.userId });
    return rows.length > 0;
  }

  /** When the user's latest token of these purposes was issued (a quiet cooldown for repeated requests). */
  async latestIssuedAt(userId: string, purposes: readonly AccountTokenPurpose[]): Promise<Date | null> {
    const [row] = await this.db
      .select({ createdAt: accountTokens.createdAt })
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, userId), inArray(accountTokens.purpose, [...purposes])))
      .orderBy(desc(accountTokens.createdAt))
      .limit(1);
    return row?.createdAt ?? null;
  }

  /** Tokens past their expiry (used or not) are of no further use. */
  async purgeExpired(now: Date): Promise<number> {
    const rows = await this.db.delete(accountTokens).where(lte(accountTokens.expiresAt, now)).returning({ userId: accountTokens.userId });
    return rows.length;
  }

  /** A password changed: no older link or change token may set it again. */
  async revokePasswordTokens(userId: string): Promise<void> {
    await this.db
      .delete(accountTokens)
      .where(and(eq(accountTokens.userId, userId), inArray(accountTokens.purpose, ['RESET_PASSWORD', 'CREATE_PASSWORD', 'EXPIRED_PASSWORD'])));
  }
}
