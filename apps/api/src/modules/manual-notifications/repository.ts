import type { ManualNotificationStatus } from '@seller-portal/contracts/partner-notifications';
import { and, arrayOverlaps, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { manualNotifications } from './schema';
import { stores } from '../../db/schema';
import { containsPattern } from '../../db/like';

export type ManualNotificationRow = typeof manualNotifications.$inferSelect;
export type NewManualNotificationRow = typeof manualNotifications.$inferInsert;

/** What a save may set (the rest is the row's identity, its authors and its delivery). */
export type ManualNotificationChange = Pick<
  NewManualNotificationRow,
  'category' | 'link' | 'content' | 'audienceType' | 'audienceValues' | 'status' | 'scheduledAt' | 'claimedAt' | 'updatedBy' | 'updatedById' | 'updatedAt'
>;

/** Why a change wrote nothing. */
export type ChangeRefusal = 'NOT_FOUND' | 'NOT_EDITABLE' | 'NOT_SCHEDULED' | 'VERSION_CONFLICT';

/** Audited in the transaction of the change: the row before (null for a new one) and after (null once deleted). */
export type AuditChange = (tx: Transaction, before: ManualNotificationRow | null, after: ManualNotificationRow | null) => Promise<void>;

const editable = (row: ManualNotificationRow) => row.claimedAt === null && ['DRAFT', 'SCHEDULED', 'CANCELLED'].includes(row.status);

export interface ManualNotificationFilter {
  keyword: string | null;
  status: ManualNotificationStatus | null;
  category: string | null;
  page: number;
  size: number;
}

export class ManualNotificationRepository {
  constructor(private readonly db: AppDatabase) {}

  async page(filter: ManualNotificationFilter): Promise<{ rows: ManualNotificationRow[]; total: number }> {
    const conditions: SQL[] = [];
    // The keyword looks in every title and text, in both languages.
    if (filter.keyword) conditions.push(ilike(sql`${manualNotifications.content}::text`, containsPattern(filter.keyword)));
    if (filter.status) conditions.push(eq(manualNotifications.status, filter.status));
    if (filter.category) conditions.push(eq(manualNotifications.category, filter.category));
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(manualNotifications)
        .where(where)
        .orderBy(desc(manualNotifications.createdAt), desc(manualNotifications.id))
        .limit(filter.size)
        .offset(filter.page * filter.size),
      this.db.select({ total: count() }).from(manualNotifications).where(where),
    ]);
    return { rows, total };
  }

  async find(id: string): Promise<ManualNotificationRow | null> {
    const [row] = await this.db.select().from(manualNotifications).where(eq(manualNotifications.id, id)).limit(1);
    return row ?? null;
  }

  /** Adds one, then `audit`, in one transaction. */
  async insert(row: NewManualNotificationRow, audit: (tx: Transaction, created: ManualNotificationRow) => Promise<void>): Promise<ManualNotificationRow> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.insert(manualNotifications).values(row).returning();
      await audit(tx, created);
      return created;
    });
  }

  /**
   * Saves a change over `version` only, and only while the notification is not sent nor being sent: the row is
   * locked, checked and its version raised by one, then `audit`, all in one transaction.
   */
  async update(id: string, version: number, change: ManualNotificationChange, audit: AuditChange): Promise<ManualNotificationRow | ChangeRefusal> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(manualNotifications).where(eq(manualNotifications.id, id)).for('update');
      if (!current) return 'NOT_FOUND';
      if (!editable(current)) return 'NOT_EDITABLE';
      if (current.version !== version) return 'VERSION_CONFLICT';
      const [updated] = await tx
        .update(manualNotifications)
        .set({ ...change, version: current.version + 1 })
        .where(eq(manualNotifications.id, id))
        .returning();
      await audit(tx, current, updated);
      return updated;
    });
  }

  /** A scheduled notification that is not being sent becomes CANCELLED, with `audit`, in one transaction. */
  async cancel(
    id: string,
    change: Pick<NewManualNotificationRow, 'updatedBy' | 'updatedById' | 'updatedAt'>,
    audit: AuditChange,
  ): Promise<ManualNotificationRow | ChangeRefusal> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(manualNotifications).where(eq(manualNotifications.id, id)).for('update');
      if (!current) return 'NOT_FOUND';
      if (current.status !== 'SCHEDULED' || current.claimedAt !== null) return 'NOT_SCHEDULED';
      const [cancelled] = await tx
        .update(manualNotifications)
        .set({ ...change, status: 'CANCELLED', version: current.version + 1 })
        .where(eq(manualNotifications.id, id))
        .returning();
      await audit(tx, current, cancelled);
      return cancelled;
    });
  }

  /** Removes one that is not being sent, then `audit`, in one transaction. */
  async remove(id: string, audit: AuditChange): Promise<ManualNotificationRow | ChangeRefusal> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(manualNotifications).where(eq(manualNotifications.id, id)).for('update');
      if (!current) return 'NOT_FOUND';
      if (current.claimedAt !== null) return 'NOT_EDITABLE';
      await tx.delete(manualNotifications).where(eq(manualNotifications.id, id));
      await audit(tx, current, null);
      return current;
    });
  }

  /**
   * Claims up to `limit` scheduled notifications that are due, for this process alone: one statement marks them
   * claimed; rows another process is claiming at the same moment are skipped (`FOR UPDATE SKIP LOCKED`), and a row
   * claimed already no longer matches. Whatever several processes do, each row is claimed once.
   */
  async claimDue(now: Date, limit: number): Promise<ManualNotificationRow[]> {
    const due = and(eq(manualNotifications.status, 'SCHEDULED'), isNull(manualNotifications.claimedAt), lte(manualNotifications.scheduledAt, now));
    const candidates = this.db
      .select({ id: manualNotifications.id })
      .from(manualNotifications)
      .where(due)
      .orderBy(asc(manualNotifications.scheduledAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(manualNotifications)
      .set({ claimedAt: now })
      .where(and(inArray(manualNotifications.id, candidates), due))
      .returning();
  }

  /**
   * Writes a claimed send's outcome and releases the claim, with `audit`, in one transaction. With `claimedAt`, only
   * while the row still holds that claim: two processes failing one stale claim at once write it once.
   */
  async finish(
    id: string,
    outcome: Pick<NewManualNotificationRow, 'status' | 'sentAt' | 'deliveryId' | 'recipients' | 'byChannel' | 'failureReason'>,
    audit: AuditChange,
    claimedAt?: Date,
  ): Promise<ManualNotificationRow | null> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(manualNotifications).where(eq(manualNotifications.id, id)).for('update');
      if (!current) return null;
      if (claimedAt && current.claimedAt?.getTime() !== claimedAt.getTime()) return null;
      const [finished] = await tx
        .update(manualNotifications)
        .set({ ...outcome, claimedAt: null, version: current.version + 1 })
        .where(eq(manualNotifications.id, id))
        .returning();
      await audit(tx, current, finished);
      return finished;
    });
  }

  /** Scheduled notifications due and not claimed (the scheduler's backlog). */
  async dueCount(now: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(manualNotifications)
      .where(and(eq(manualNotifications.status, 'SCHEDULED'), isNull(manualNotifications.claimedAt), lte(manualNotifications.scheduledAt, now)));
    return row.n;
  }

  /** Claims older than `before` whose process never said how the send went. */
  async staleClaims(before: Date): Promise<ManualNotificationRow[]> {
    return this.db
      .select()
      .from(manualNotifications)
      .where(and(isNotNull(manualNotifications.claimedAt), lt(manualNotifications.claimedAt, before)));
  }

  /** The codes among `codes` that belong to no store. */
  async unknownStoreCodes(codes: readonly string[]): Promise<string[]> {
    if (codes.length === 0) return [];
    const known = await this.db
      .select({ code: stores.code })
      .from(stores)
      .where(inArray(stores.code, [...codes]));
    const knownCodes = new Set(known.map((row) => row.code));
    return codes.filter((code) => !knownCodes.has(code));
  }

  /** The active stores an audience reaches, by code. */
  async audienceStoreCodes(audience: { type: string; values: readonly string[] }): Promise<string[]> {
    const active = eq(stores.status, 'ACTIVE');
    const where =
      audience.type === 'ALL'
        ? active
        : audience.type === 'STORE_CODES'
          ? and(active, inArray(stores.code, audience.values.length ? [...audience.values] : ['']))
          : and(active, arrayOverlaps(stores.businessTypes, [...audience.values]));
    const rows = await this.db.select({ code: stores.code }).from(stores).where(where).orderBy(asc(stores.code));
    return rows.map((row) => row.code);
  }

  /** Demo data: writes the notifications whose ids do not exist yet. */
  async seed(rows: readonly NewManualNotificationRow[]): Promise<void> {
    if (rows.length > 0)
      await this.db
        .insert(manualNotifications)
        .values([...rows])
        .onConflictDoNothing({ target: manualNotifications.id });
  }
}
