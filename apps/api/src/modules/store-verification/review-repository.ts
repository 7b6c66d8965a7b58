import type { IdentityPhotoKind } from '@seller-portal/contracts/store-verification';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { memberships, stores, users } from '../../db/schema';
import { identityPhotos, identityReviews } from './schema';

/** A store waiting for review, with what the queue shows of its photos. */
export interface WaitingStoreRow {
  storeCode: string;
  storeName: string;
  ownerName: string;
  deadline: Date | null;
  submittedAt: Date;
  photos: { kind: IdentityPhotoKind; mediaType: string; sizeBytes: number; createdAt: Date }[];
  rejections: number;
}

export interface ReviewDecisionRow {
  id: string;
  storeCode: string;
  decision: 'APPROVED' | 'REJECTED';
  reason: string | null;
  submittedAt: Date;
  decidedBy: string;
  decidedAt: Date;
}

/** What a decision found and did: `not-waiting` when the store was no longer waiting with the photos the reviewer saw. */
export type DecisionResult = { outcome: 'decided'; fraudStatus: string; deadline: Date | null } | { outcome: 'not-waiting' };

/**
 * The review of identity photos by internal staff: the queue (stores in `checking` with both photos), a waiting
 * store's photo, and a decision, which locks the store's row, checks it still waits with the same photos and moves it.
 */
export class IdentityReviewRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The waiting stores, the one whose later photo arrived first at the top (store code breaks a tie). */
  async queue(checking: string, limit: number): Promise<WaitingStoreRow[]> {
    const submittedAt = sql<Date>`max(${identityPhotos.createdAt})`.mapWith(identityPhotos.createdAt);
    const waiting = await this.db
      .select({
        storeCode: stores.code,
        storeName: stores.name,
        deadline: stores.identityPhotoVerificationDeadline,
        submittedAt,
      })
      .from(stores)
      .innerJoin(identityPhotos, eq(identityPhotos.storeCode, stores.code))
      .where(eq(stores.fraudStatus, checking))
      .groupBy(stores.code, stores.name, stores.identityPhotoVerificationDeadline)
      .having(sql`count(distinct ${identityPhotos.kind}) = 2`)
      .orderBy(asc(submittedAt), asc(stores.code))
      .limit(limit);
    if (waiting.length === 0) return [];
    const codes = waiting.map((row) => row.storeCode);
    const [photos, owners, rejections] = await Promise.all([
      this.db
        .select({
          storeCode: identityPhotos.storeCode,
          kind: identityPhotos.kind,
          mediaType: identityPhotos.mediaType,
          sizeBytes: identityPhotos.sizeBytes,
          createdAt: identityPhotos.createdAt,
        })
        .from(identityPhotos)
        .where(inArray(identityPhotos.storeCode, codes)),
      this.db
        .select({ storeCode: memberships.storeCode, name: users.displayName })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(inArray(memberships.storeCode, codes), eq(memberships.isOwner, true))),
      this.db
        .select({ storeCode: identityReviews.storeCode, count: sql<number>`count(*)`.mapWith(Number) })
        .from(identityReviews)
        .where(and(inArray(identityReviews.storeCode, codes), eq(identityReviews.decision, 'REJECTED')))
        .groupBy(identityReviews.storeCode),
    ]);
    return waiting.map((row) => ({
      ...row,
      ownerName: owners.find((owner) => owner.storeCode === row.storeCode)?.name ?? '',
      photos: photos.filter((photo) => photo.storeCode === row.storeCode).map((photo) => ({ ...photo, kind: photo.kind as IdentityPhotoKind })),
      rejections: rejections.find((each) => each.storeCode === row.storeCode)?.count ?? 0,
    }));
  }

  /** A photo of a store that waits for review (`checking`); null for any other store. */
  async waitingPhoto(storeCode: string, kind: IdentityPhotoKind, checking: string): Promise<{ content: Buffer; mediaType: string } | null> {
    const [row] = await this.db
      .select({ content: identityPhotos.content, mediaType: identityPhotos.mediaType })
      .from(identityPhotos)
      .innerJoin(stores, eq(stores.code, identityPhotos.storeCode))
      .where(and(eq(identityPhotos.storeCode, storeCode), eq(identityPhotos.kind, kind), eq(stores.fraudStatus, checking)));
    return row ?? null;
  }

  /**
   * Decides the store's photos in one transaction: its row locked, it must still be `checking` with the photos whose
   * later one arrived at `submittedAt` (a second reviewer, or photos sent again, find it otherwise). An approval moves
   * it to `passed`; a rejection to `waiting`, removes the photos (the seller sends both again) and moves the deadline to
   * `resendBy` if it was sooner. `record` writes the audit entry in the same transaction.
   */
  async decide(
    decision: ReviewDecisionRow,
    statuses: { checking: string; passed: string; waiting: string },
    resendBy: Date,
    record: (tx: Transaction, before: { fraudStatus: string; deadline: Date | null }, after: { fraudStatus: string; deadline: Date | null }) => Promise<void>,
  ): Promise<DecisionResult> {
    return this.db.transaction(async (tx) => {
      const [store] = await tx
        .select({ fraudStatus: stores.fraudStatus, deadline: stores.identityPhotoVerificationDeadline })
        .from(stores)
        .where(eq(stores.code, decision.storeCode))
        .for('update');
      if (!store || store.fraudStatus !== statuses.checking) return { outcome: 'not-waiting' };
      const photos = await tx.select({ createdAt: identityPhotos.createdAt }).from(identityPhotos).where(eq(identityPhotos.storeCode, decision.storeCode));
      const latest = Math.max(...photos.map((photo) => photo.createdAt.getTime()));
      if (photos.length < 2 || latest !== decision.submittedAt.getTime()) return { outcome: 'not-waiting' };

      const approved = decision.decision === 'APPROVED';
      const fraudStatus = approved ? statuses.passed : statuses.waiting;
      const deadline = approved || (store.deadline && store.deadline >= resendBy) ? store.deadline : resendBy;
      await tx.update(stores).set({ fraudStatus, identityPhotoVerificationDeadline: deadline }).where(eq(stores.code, decision.storeCode));
      if (!approved) await tx.delete(identityPhotos).where(eq(identityPhotos.storeCode, decision.storeCode));
      await tx.insert(identityReviews).values(decision);
      await record(tx, { fraudStatus: store.fraudStatus, deadline: store.deadline }, { fraudStatus, deadline });
      return { outcome: 'decided', fraudStatus, deadline };
    });
  }

  /** The store's latest decision, or null. */
  async latestDecision(storeCode: string): Promise<Pick<ReviewDecisionRow, 'decision' | 'reason' | 'decidedAt'> | null> {
    const [row] = await this.db
      .select({ decision: identityReviews.decision, reason: identityReviews.reason, decidedAt: identityReviews.decidedAt })
      .from(identityReviews)
      .where(eq(identityReviews.storeCode, storeCode))
      .orderBy(desc(identityReviews.decidedAt), desc(identityReviews.createdAt))
      .limit(1);
    return row ? { ...row, decision: row.decision as ReviewDecisionRow['decision'] } : null;
  }

  /** Demo data: a store's photos as if sent at `at`, and a decision of the past. */
  async insertDemo(photos: (typeof identityPhotos.$inferInsert)[], decisions: (typeof identityReviews.$inferInsert)[]): Promise<void> {
    if (photos.length) await this.db.insert(identityPhotos).values(photos).onConflictDoNothing();
    if (decisions.length) await this.db.insert(identityReviews).values(decisions).onConflictDoNothing();
  }
}
