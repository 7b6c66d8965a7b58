import { and, desc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { otpChallenges } from './schema';

export type OtpPurpose =
  'MFA' | 'REGISTRATION' | 'NEED_VERIFICATION' | 'CONTACT_PHONE' | 'CONTACT_EMAIL' | 'ADS_TOP_UP' | 'WALLET_BANK_ACCOUNT' | 'WALLET_WITHDRAWAL';

export type OtpChallengeRow = typeof otpChallenges.$inferSelect;

export class OtpRepository {
  constructor(private readonly db: AppDatabase) {}

  async insert(values: typeof otpChallenges.$inferInsert): Promise<OtpChallengeRow> {
    const [row] = await this.db.insert(otpChallenges).values(values).returning();
    return row;
  }

  async findByHandle(handleHash: string): Promise<OtpChallengeRow | null> {
    const [row] = await this.db.select().from(otpChallenges).where(eq(otpChallenges.handleHash, handleHash)).limit(1);
    return row ?? null;
  }

  async findForUser(userId: string, purpose: OtpPurpose): Promise<OtpChallengeRow | null> {
    const [row] = await this.db
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.userId, userId), eq(otpChallenges.purpose, purpose)))
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1);
    return row ?? null;
  }

  async deleteForUser(userId: string, purpose: OtpPurpose): Promise<void> {
    await this.db.delete(otpChallenges).where(and(eq(otpChallenges.userId, userId), eq(otpChallenges.purpose, purpose)));
  }

  async deleteById(id: string): Promise<void> {
    await this.db.delete(otpChallenges).where(eq(otpChallenges.id, id));
  }

  /**
   * Stores a new live code unless the cooldown or the code limit forbids it (checked in the same statement, so
   * two parallel sends cannot both pass). Returns false when it did not.
   */
  async storeCode(input: {
    id: string;
    channel: string;
    destination: string;
    codeHash: string;
    now: Date;
    codeExpiresAt: Date;
    cooldownStartedBefore: Date;
    maxCodes: number;
  }): Promise<boolean> {
    const rows = await this.db
      .update(otpChallenges)
      .set({
        channel: input.channel,
        destination: input.destination,
        codeHash: input.codeHash,
        codeSentAt: input.now,
        codeExpiresAt: input.codeExpiresAt,
        attempts: 0,
        codesSent: sql`${otpChallenges.codesSent} + 1`,
      })
      .where(
        and(
          eq(otpChallenges.id, input.id),
          lt(otpChallenges.codesSent, input.maxCodes),
          or(isNull(otpChallenges.codeSentAt), lte(otpChallenges.codeSentAt, input.cooldownStartedBefore)),
        ),
      )
      .returning({ id: otpChallenges.id });
    return rows.length > 0;
  }

  /** A send that failed: the cooldown must not block asking again. */
  async forgetSend(id: string): Promise<void> {
    await this.db.update(otpChallenges).set({ codeHash: null, codeSentAt: null, codeExpiresAt: null }).where(eq(otpChallenges.id, id));
  }

  /** Runs `work` with the challenge row locked (FOR UPDATE), in one transaction. */
  async setAttempts(tx: Transaction, id: string, attempts: number): Promise<void> {
    await tx.update(otpChallenges).set({ attempts }).where(eq(otpChallenges.id, id));
  }

  /** A used challenge goes in the transaction that used it. */
  async deleteInTransaction(tx: Transaction, id: string): Promise<void> {
    await tx.delete(otpChallenges).where(eq(otpChallenges.id, id));
  }

  async inLockedChallenge<T>(id: string, work: (tx: Transaction, row: OtpChallengeRow | null) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(otpChallenges).where(eq(otpChallenges.id, id)).for('update');
      return work(tx, row ?? null);
    });
  }

  async deleteExpired(now: Date): Promise<number> {
    const rows = await this.db.delete(otpChallenges).where(lte(otpChallenges.expiresAt, now)).returning({ id: otpChallenges.id });
    return rows.length;
  }
}
