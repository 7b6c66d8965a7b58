import type { AppDatabase, Transaction } from '../../db/open-database';
import type { Clock, Random } from '../../runtime';
import { AccountTokenRepository, type AccountTokenPurpose, type AccountTokenRow } from './repository';
import { hashOpaqueToken, isWellFormedOpaqueToken, newOpaqueToken } from '../shared/opaque-token';

export type { AccountTokenPurpose, AccountTokenRow } from './repository';

/** What a presented token turned out to be. */
export type TokenLookup =
  { state: 'UNKNOWN' } | { state: 'USED'; token: AccountTokenRow } | { state: 'EXPIRED'; token: AccountTokenRow } | { state: 'VALID'; token: AccountTokenRow };

/** Single-use, short-lived tokens handed to a user (mailed links, the expired-password change, one-time sign-in). */
export class AccountTokens {
  private readonly repository: AccountTokenRepository;

  constructor(
    db: AppDatabase,
    private readonly clock: Clock,
    private readonly random: Random,
  ) {
    this.repository = new AccountTokenRepository(db);
  }

  /** A new token; earlier unused tokens of the same purpose for the user stop working (only the latest link works). */
  async issue(userId: string, purpose: AccountTokenPurpose, lifetimeMs: number, data: Record<string, unknown> = {}): Promise<string> {
    const token = newOpaqueToken(this.random);
    const now = this.clock.now();
    await this.repository.insert(
      { tokenHash: hashOpaqueToken(token), userId, purpose, data, createdAt: now, expiresAt: new Date(now.getTime() + lifetimeMs) },
      // One-time sign-in tokens are handed out per request; several may be alive at once.
      purpose !== 'ONE_TIME_SIGN_IN',
    );
    return token;
  }

  async lookup(token: string | undefined, purposes: readonly AccountTokenPurpose[]): Promise<TokenLookup> {
    if (!isWellFormedOpaqueToken(token)) return { state: 'UNKNOWN' };
    const found = await this.repository.find(hashOpaqueToken(token), purposes);
    if (!found) return { state: 'UNKNOWN' };
    if (found.usedAt) return { state: 'USED', token: found };
    if (found.expiresAt.getTime() <= this.clock.now().getTime()) return { state: 'EXPIRED', token: found };
    return { state: 'VALID', token: found };
  }

  /** Marks the token used if it still is valid; false when a parallel request used it first (single use). */
  use(token: string, now: Date): Promise<boolean> {
    return this.repository.markUsed(hashOpaqueToken(token), now);
  }

  /** When the user's latest token of these purposes was issued (a quiet cooldown for repeated requests). */
  latestIssuedAt(userId: string, purposes: readonly AccountTokenPurpose[]): Promise<Date | null> {
    return this.repository.latestIssuedAt(userId, purposes);
  }

  /** Tokens past their expiry (used or not) are of no further use. */
  purgeExpired(now: Date): Promise<number> {
    return this.repository.deleteExpired(now);
  }

  /** Uses up the user's token (by its hash) within the caller's transaction; false when it no longer can be. */
  useInTransaction(tx: Transaction, tokenHash: string, userId: string, now: Date): Promise<boolean> {
    return this.repository.markUsedBy(tx, tokenHash, userId, now);
  }

  /** A password changed: no older link or change token may set it again (within the caller's transaction, if any). */
  revokePasswordTokens(userId: string, tx?: Transaction): Promise<void> {
    return this.repository.deleteForUser(userId, ['RESET_PASSWORD', 'CREATE_PASSWORD', 'EXPIRED_PASSWORD'], tx);
  }
}
