import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { memberships, stores, users } from '../../db/directory-schema';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { officialStoreApplications, officialStoreDocuments } from './schema';

type Db = AppDatabase | Transaction;

export type ApplicationRow = typeof officialStoreApplications.$inferSelect;
export type DocumentRow = Omit<typeof officialStoreDocuments.$inferSelect, 'content'>;
export type NewApplicationRow = Omit<typeof officialStoreApplications.$inferInsert, 'createdAt'>;
export type NewDocumentRow = Omit<typeof officialStoreDocuments.$inferInsert, 'createdAt' | 'applicationId'> & { createdAt: Date };

/** What eligibility reads of a store. */
export interface StoreFacts {
  code: string;
  name: string;
  status: string;
  businessTypes: string[];
  postliveStatus: string | null;
  fraudStatus: string | null;
}

/** The reminders before a term ends, by the days they come before it, and the column that says one was sent. */
export const reminderColumns = { 30: 'reminder30SentAt', 7: 'reminder7SentAt' } as const;
export type ReminderDays = keyof typeof reminderColumns;

/** Another application of the store is in review (the partial unique index refused the insert). */
export class ApplicationAlreadyOpen extends Error {}

class DocumentsTaken extends Error {}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
}

const documentColumns = {
  id: officialStoreDocuments.id,
  storeCode: officialStoreDocuments.storeCode,
  applicationId: officialStoreDocuments.applicationId,
  kind: officialStoreDocuments.kind,
  fileName: officialStoreDocuments.fileName,
  mediaType: officialStoreDocuments.mediaType,
  sizeBytes: officialStoreDocuments.sizeBytes,
  uploadedBy: officialStoreDocuments.uploadedBy,
  createdAt: officialStoreDocuments.createdAt,
};

/** The approved application that gave a store its current term: the one ending last, not lapsed. */
const currentTermOf = (storeCode: string) =>
  and(eq(officialStoreApplications.storeCode, storeCode), eq(officialStoreApplications.status, 'APPROVED'), isNull(officialStoreApplications.lapsedAt));

export class OfficialStoreRepository {
  constructor(private readonly db: AppDatabase) {}

  async store(storeCode: string): Promise<StoreFacts | null> {
    const [row] = await this.db
      .select({
        code: stores.code,
        name: stores.name,
        status: stores.status,
        businessTypes: stores.businessTypes,
        postliveStatus: stores.postliveStatus,
        fraudStatus: stores.fraudStatus,
      })
      .from(stores)
      .where(eq(stores.code, storeCode));
    return row ?? null;
  }

  async isOwner(userId: string, storeCode: string): Promise<boolean> {
    const [row] = await this.db
      .select({ isOwner: memberships.isOwner })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.storeCode, storeCode)));
    return row?.isOwner ?? false;
  }

  /** The store's owner (the demo's applications are theirs). */
  async ownerIdOf(storeCode: string): Promise<string | null> {
    const [row] = await this.db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.storeCode, storeCode), eq(memberships.isOwner, true)))
      .limit(1);
    return row?.userId ?? null;
  }

  /** Everyone working for the store: their sessions carry its business types. */
  async memberIds(storeCode: string): Promise<string[]> {
    const rows = await this.db.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.storeCode, storeCode));
    return rows.map((row) => row.userId);
  }

  async latestApplication(storeCode: string): Promise<ApplicationRow | null> {
    const [row] = await this.db
      .select()
      .from(officialStoreApplications)
      .where(eq(officialStoreApplications.storeCode, storeCode))
      .orderBy(desc(officialStoreApplications.submittedAt), desc(officialStoreApplications.createdAt))
      .limit(1);
    return row ?? null;
  }

  async currentTerm(storeCode: string, db: Db = this.db): Promise<{ start: Date; end: Date } | null> {
    const [row] = await db
      .select({ start: officialStoreApplications.termStart, end: officialStoreApplications.termEnd })
      .from(officialStoreApplications)
      .where(currentTermOf(storeCode))
      .orderBy(desc(officialStoreApplications.termEnd))
      .limit(1);
    return row?.start && row.end ? { start: row.start, end: row.end } : null;
  }

  async application(id: string): Promise<ApplicationRow | null> {
    const [row] = await this.db.select().from(officialStoreApplications).where(eq(officialStoreApplications.id, id));
    return row ?? null;
  }

  async documentsOf(applicationIds: readonly string[]): Promise<DocumentRow[]> {
    if (applicationIds.length === 0) return [];
    return this.db
      .select(documentColumns)
      .from(officialStoreDocuments)
      .where(inArray(officialStoreDocuments.applicationId, [...applicationIds]))
      .orderBy(asc(officialStoreDocuments.kind));
  }

  async insertDocument(row: NewDocumentRow): Promise<DocumentRow> {
    const [inserted] = await this.db.insert(officialStoreDocuments).values(row).returning(documentColumns);
    return inserted;
  }

  /** The store's documents among `ids` that no application holds yet. */
  async unattachedDocuments(storeCode: string, ids: readonly string[]): Promise<DocumentRow[]> {
    return this.db
      .select(documentColumns)
      .from(officialStoreDocuments)
      .where(and(eq(officialStoreDocuments.storeCode, storeCode), inArray(officialStoreDocuments.id, [...ids]), isNull(officialStoreDocuments.applicationId)));
  }

  async documentContent(id: string): Promise<{ content: Buffer; mediaType: string; fileName: string } | null> {
    const [row] = await this.db
      .select({ content: officialStoreDocuments.content, mediaType: officialStoreDocuments.mediaType, fileName: officialStoreDocuments.fileName })
      .from(officialStoreDocuments)
      .where(and(eq(officialStoreDocuments.id, id), sql`${officialStoreDocuments.applicationId} is not null`));
    return row ?? null;
  }

  /**
   * Opens an application and gives it its documents, in one transaction: a second open application of the store is
   * refused by the index (ApplicationAlreadyOpen), a document another request took meanwhile by the count.
   */
  async openApplication(row: NewApplicationRow, documentIds: readonly string[]): Promise<'opened' | 'documents-taken'> {
    try {
      return await this.db.transaction(async (tx) => {
        await tx.insert(officialStoreApplications).values(row);
        const attached = await tx
          .update(officialStoreDocuments)
          .set({ applicationId: row.id })
          .where(
            and(
              eq(officialStoreDocuments.storeCode, row.storeCode),
              inArray(officialStoreDocuments.id, [...documentIds]),
              isNull(officialStoreDocuments.applicationId),
            ),
          )
          .returning({ id: officialStoreDocuments.id });
        // Thrown to roll the application back with the documents it could not take.
        if (attached.length !== documentIds.length) throw new DocumentsTaken();
        return 'opened' as const;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApplicationAlreadyOpen();
      if (error instanceof DocumentsTaken) return 'documents-taken';
      throw error;
    }
  }

  async reviewList(status: string | undefined): Promise<(ApplicationRow & { storeName: string })[]> {
    const rows = await this.db
      .select({ application: officialStoreApplications, storeName: stores.name })
      .from(officialStoreApplications)
      .innerJoin(stores, eq(stores.code, officialStoreApplications.storeCode))
      .where(eq(officialStoreApplications.status, status ?? 'IN_REVIEW'))
      // What waits is read oldest first; what was decided, newest first.
      .orderBy(status && status !== 'IN_REVIEW' ? desc(officialStoreApplications.decidedAt) : asc(officialStoreApplications.submittedAt))
      .limit(500);
    return rows.map((row) => ({ ...row.application, storeName: row.storeName }));
  }

  async userNames(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, name: users.displayName })
      .from(users)
      .where(inArray(users.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /**
   * Decides an application still in review, in one transaction: its status, and on approval its term and OFFICIAL
   * among the store's business types. Null when it was not in review (decided meanwhile, or unknown).
   */
  async decide(
    id: string,
    decision: { status: 'APPROVED' | 'REJECTED'; decidedBy: string; at: Date; reason: string | null; termDays: number },
  ): Promise<ApplicationRow | null> {
    return this.db.transaction(async (tx) => {
      const [open] = await tx
        .select()
        .from(officialStoreApplications)
        .where(and(eq(officialStoreApplications.id, id), eq(officialStoreApplications.status, 'IN_REVIEW')))
        .for('update');
      if (!open) return null;
      let term: { termStart: Date; termEnd: Date } | Record<string, never> = {};
      if (decision.status === 'APPROVED') {
        // A renewal continues the current term; an upgrade (or a renewal after a lapse) starts now.
        const current = await this.currentTerm(open.storeCode, tx);
        const start = current && current.end > decision.at ? current.end : decision.at;
        term = { termStart: start, termEnd: new Date(start.getTime() + decision.termDays * 86_400_000) };
        await tx
          .update(stores)
          .set({
            businessTypes: sql`case when 'OFFICIAL' = any(${stores.businessTypes}) then ${stores.businessTypes} else array_append(${stores.businessTypes}, 'OFFICIAL') end`,
          })
          .where(eq(stores.code, open.storeCode));
      }
      const [decided] = await tx
        .update(officialStoreApplications)
        .set({ status: decision.status, decidedBy: decision.decidedBy, decidedAt: decision.at, rejectionReason: decision.reason, ...term })
        .where(eq(officialStoreApplications.id, id))
        .returning();
      return decided;
    });
  }

  /** The current terms (one per store) whose reminder of `days` is due at `now` and not sent. */
  async dueReminders(days: ReminderDays, now: Date): Promise<ApplicationRow[]> {
    const sentColumn = officialStoreApplications[reminderColumns[days]];
    const latest = sql`not exists (select 1 from ${officialStoreApplications} later where later.store_code = ${officialStoreApplications.storeCode}
      and later.status = 'APPROVED' and later.lapsed_at is null and later.term_end > ${officialStoreApplications.termEnd})`;
    return this.db
      .select()
      .from(officialStoreApplications)
      .where(
        and(
          eq(officialStoreApplications.status, 'APPROVED'),
          isNull(officialStoreApplications.lapsedAt),
          isNull(sentColumn),
          gt(officialStoreApplications.termEnd, now),
          lte(officialStoreApplications.termEnd, new Date(now.getTime() + days * 86_400_000)),
          latest,
        ),
      )
      .limit(500);
  }

  /** Marks a reminder sent; false when another process did first (so each is sent once). */
  async claimReminder(id: string, days: ReminderDays, at: Date): Promise<boolean> {
    const column = reminderColumns[days];
    const claimed = await this.db
      .update(officialStoreApplications)
      .set({ [column]: at })
      .where(and(eq(officialStoreApplications.id, id), isNull(officialStoreApplications[column])))
      .returning({ id: officialStoreApplications.id });
    return claimed.length > 0;
  }

  /**
   * Terms that ended without a later one: each is marked lapsed and OFFICIAL is taken from its store, in one
   * transaction per term. Answers the stores that lost it.
   */
  async lapseEnded(now: Date): Promise<string[]> {
    const ended = await this.db
      .select({ id: officialStoreApplications.id, storeCode: officialStoreApplications.storeCode })
      .from(officialStoreApplications)
      .where(and(eq(officialStoreApplications.status, 'APPROVED'), isNull(officialStoreApplications.lapsedAt), lte(officialStoreApplications.termEnd, now)))
      .limit(500);
    const lapsed: string[] = [];
    for (const term of ended) {
      const lost = await this.db.transaction(async (tx) => {
        const [marked] = await tx
          .update(officialStoreApplications)
          .set({ lapsedAt: now })
          .where(and(eq(officialStoreApplications.id, term.id), isNull(officialStoreApplications.lapsedAt)))
          .returning({ id: officialStoreApplications.id });
        if (!marked) return false;
        // A later approved term of the store keeps it official.
        const [later] = await tx
          .select({ id: officialStoreApplications.id })
          .from(officialStoreApplications)
          .where(and(currentTermOf(term.storeCode), gt(officialStoreApplications.termEnd, now)))
          .limit(1);
        if (later) return false;
        await tx
          .update(stores)
          .set({ businessTypes: sql`array_remove(${stores.businessTypes}, 'OFFICIAL')` })
          .where(eq(stores.code, term.storeCode));
        return true;
      });
      if (lost) lapsed.push(term.storeCode);
    }
    return lapsed;
  }

  /** Documents no application took, sent before `before`: a form left half-way keeps no brand documents for long. */
  async purgeUnattached(before: Date): Promise<number> {
    const removed = await this.db
      .delete(officialStoreDocuments)
      .where(and(isNull(officialStoreDocuments.applicationId), lt(officialStoreDocuments.createdAt, before)))
      .returning({ id: officialStoreDocuments.id });
    return removed.length;
  }

  async insertApplicationForDemo(row: NewApplicationRow, documents: (NewDocumentRow & { applicationId: string })[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(officialStoreApplications).values(row).onConflictDoNothing();
      if (documents.length) await tx.insert(officialStoreDocuments).values(documents).onConflictDoNothing();
    });
  }
}
