import type {
  AnnouncementHistoryAction,
  AnnouncementHistoryType,
  AnnouncementReportRow,
  AnnouncementStatus,
  AnnouncementType,
} from '@seller-portal/contracts/announcements';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { announcementHistory, announcements, announcementUserStates } from './schema';
import { memberships, stores, users } from '../../db/schema';
import { containsPattern } from '../../db/like';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncementRow = typeof announcements.$inferInsert;
export type AnnouncementUserStateRow = typeof announcementUserStates.$inferSelect;
export type AnnouncementHistoryRow = typeof announcementHistory.$inferSelect;

export interface NewHistoryEntry {
  type: AnnouncementHistoryType;
  identifierCode: string;
  action: AnnouncementHistoryAction;
  actor: string;
  actorId: string;
  createdAt: Date;
  before: unknown;
  after: unknown;
}

/** The seller a running list is for: their user, store and the store's business types. */
export interface AudienceMember {
  userId: string;
  storeCode: string;
  businessTypes: readonly string[];
}

export type SellerActionField = 'readAt' | 'acknowledgedAt' | 'ignoredAt' | 'stoppedAt';

export interface AnnouncementFilter {
  keyword: string | null;
  type: AnnouncementType | null;
  status: AnnouncementStatus | null;
  page: number;
  size: number;
}

/** The SQL of a derived status at `now` (the contract's order: STOPPED, then SCHEDULED / RUNNING / ENDED). */
function statusIs(status: AnnouncementStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'STOPPED':
      return isNotNull(announcements.stoppedAt);
    case 'SCHEDULED':
      return and(isNull(announcements.stoppedAt), gt(announcements.startTime, now));
    case 'RUNNING':
      return and(isNull(announcements.stoppedAt), lte(announcements.startTime, now), gt(announcements.endTime, now));
    case 'ENDED':
      return and(isNull(announcements.stoppedAt), lte(announcements.endTime, now));
  }
}

/** An announcement addressed to the member: to all, to its store code, or to one of its business types. */
function addressedTo(member: Pick<AudienceMember, 'storeCode' | 'businessTypes'>): SQL {
  const byBusinessType = member.businessTypes.length
    ? sql`(${announcements.audienceType} = 'BUSINESS_TYPES' and ${announcements.audienceValues} && ${sql.param([...member.businessTypes])}::text[])`
    : sql`false`;
  return sql`(${announcements.audienceType} = 'ALL'
    or (${announcements.audienceType} = 'STORE_CODES' and ${member.storeCode} = any(${announcements.audienceValues}))
    or ${byBusinessType})`;
}

export class AnnouncementRepository {
  constructor(private readonly db: AppDatabase) {}

  async find(code: string): Promise<AnnouncementRow | null> {
    const [row] = await this.db.select().from(announcements).where(eq(announcements.code, code)).limit(1);
    return row ?? null;
  }

  /** The palette's search: announcements whose code or title (either language) holds the query, the code typed whole first. */
  async searchHits(q: string, limit: number): Promise<AnnouncementRow[]> {
    const pattern = containsPattern(q);
    return this.db
      .select()
      .from(announcements)
      .where(or(ilike(announcements.code, pattern), ilike(announcements.titleId, pattern), ilike(announcements.titleEn, pattern)))
      .orderBy(sql`lower(${announcements.code}) = ${q.toLowerCase()} desc`, desc(announcements.startTime), asc(announcements.code))
      .limit(limit);
  }

  async page(filter: AnnouncementFilter, now: Date): Promise<{ rows: AnnouncementRow[]; total: number }> {
    const pattern = filter.keyword ? containsPattern(filter.keyword) : null;
    const where = and(
      pattern ? or(ilike(announcements.code, pattern), ilike(announcements.titleId, pattern), ilike(announcements.titleEn, pattern)) : undefined,
      filter.type ? eq(announcements.type, filter.type) : undefined,
      filter.status ? statusIs(filter.status, now) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(announcements)
        .where(where)
        .orderBy(desc(announcements.startTime), asc(announcements.code))
        .limit(filter.size)
        .offset(filter.page * filter.size),
      this.db.select({ total: count() }).from(announcements).where(where),
    ]);
    return { rows, total };
  }

  /** Create with its audit entry, in one transaction; false when the code is taken. */
  async insert(row: NewAnnouncementRow, history: (created: AnnouncementRow) => NewHistoryEntry): Promise<AnnouncementRow | null> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.insert(announcements).values(row).onConflictDoNothing({ target: announcements.code }).returning();
      if (!created) return null;
      await tx.insert(announcementHistory).values(history(created));
      return created;
    });
  }

  /**
   * Changes one announcement with its audit entry, in one transaction; the row is locked first, so `change` sees
   * what it replaces. `change` may throw (an AppError) to write nothing; null when there is no such code.
   */
  async change(
    code: string,
    change: (current: AnnouncementRow) => Partial<NewAnnouncementRow>,
    history: (before: AnnouncementRow, after: AnnouncementRow) => NewHistoryEntry,
  ): Promise<AnnouncementRow | null> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(announcements).where(eq(announcements.code, code)).for('update');
      if (!current) return null;
      const [updated] = await tx.update(announcements).set(change(current)).where(eq(announcements.code, code)).returning();
      await tx.insert(announcementHistory).values(history(current, updated));
      return updated;
    });
  }

  /** Every announcement that has a banner, in banner order (those never ordered last, newest first). */
  async banners(): Promise<AnnouncementRow[]> {
    return this.db
      .select()
      .from(announcements)
      .where(or(isNotNull(announcements.bannerUrl), isNotNull(announcements.bannerBase64)))
      .orderBy(sql`${announcements.bannerOrder} asc nulls last`, desc(announcements.createdAt), asc(announcements.code));
  }

  /** Numbers the banners 0… in the given order, with the audit entry, in one transaction. */
  async orderBanners(codes: readonly string[], history: NewHistoryEntry): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const [index, code] of codes.entries()) {
        await tx.update(announcements).set({ bannerOrder: index }).where(eq(announcements.code, code));
      }
      await tx.insert(announcementHistory).values(history);
    });
  }

  /** What is running for the member now: addressed to it, inside its window, not stopped; with the user's state. */
  async running(member: AudienceMember, now: Date): Promise<{ announcement: AnnouncementRow; state: AnnouncementUserStateRow | null }[]> {
    const rows = await this.db
      .select({ announcement: announcements, state: announcementUserStates })
      .from(announcements)
      .leftJoin(announcementUserStates, and(eq(announcementUserStates.announcementCode, announcements.code), eq(announcementUserStates.userId, member.userId)))
      .where(and(statusIs('RUNNING', now), addressedTo(member)))
      .orderBy(sql`${announcements.bannerOrder} asc nulls last`, desc(announcements.startTime), asc(announcements.code));
    return rows;
  }

  /** One announcement if it is addressed to the member (whatever its window), with the user's state. */
  async addressed(code: string, member: AudienceMember): Promise<{ announcement: AnnouncementRow; state: AnnouncementUserStateRow | null } | null> {
    const [row] = await this.db
      .select({ announcement: announcements, state: announcementUserStates })
      .from(announcements)
      .leftJoin(announcementUserStates, and(eq(announcementUserStates.announcementCode, announcements.code), eq(announcementUserStates.userId, member.userId)))
      .where(and(eq(announcements.code, code), addressedTo(member)))
      .limit(1);
    return row ?? null;
  }

  /** Records one seller action (the time of the latest one of each kind). */
  async recordAction(code: string, member: AudienceMember, field: SellerActionField, at: Date): Promise<AnnouncementUserStateRow> {
    const [row] = await this.db
      .insert(announcementUserStates)
      .values({ announcementCode: code, userId: member.userId, storeCode: member.storeCode, [field]: at })
      .onConflictDoUpdate({
        target: [announcementUserStates.announcementCode, announcementUserStates.userId],
        set: { storeCode: member.storeCode, [field]: at },
      })
      .returning();
    return row;
  }

  /** The download: every seller user who did something with the announcement, by store and username. */
  async report(code: string): Promise<AnnouncementReportRow[]> {
    const rows = await this.db
      .select({
        storeCode: announcementUserStates.storeCode,
        storeName: sql<string>`coalesce(${stores.name}, '')`,
        username: users.username,
        readAt: announcementUserStates.readAt,
        acknowledgedAt: announcementUserStates.acknowledgedAt,
        ignoredAt: announcementUserStates.ignoredAt,
        stoppedAt: announcementUserStates.stoppedAt,
      })
      .from(announcementUserStates)
      .innerJoin(users, eq(users.id, announcementUserStates.userId))
      .leftJoin(stores, eq(stores.code, announcementUserStates.storeCode))
      .where(eq(announcementUserStates.announcementCode, code))
      .orderBy(asc(announcementUserStates.storeCode), asc(users.username));
    const ms = (d: Date | null) => (d ? d.getTime() : null);
    return rows.map((r) => ({ ...r, readAt: ms(r.readAt), acknowledgedAt: ms(r.acknowledgedAt), ignoredAt: ms(r.ignoredAt), stoppedAt: ms(r.stoppedAt) }));
  }

  async history(
    filter: { type: AnnouncementHistoryType | null; identifierCode: string | null },
    page: number,
    size: number,
  ): Promise<{ rows: AnnouncementHistoryRow[]; total: number }> {
    const where = and(
      filter.type ? eq(announcementHistory.type, filter.type) : undefined,
      filter.identifierCode ? eq(announcementHistory.identifierCode, filter.identifierCode) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(announcementHistory)
        .where(where)
        .orderBy(desc(announcementHistory.createdAt), desc(announcementHistory.seq))
        .limit(size)
        .offset(page * size),
      this.db.select({ total: count() }).from(announcementHistory).where(where),
    ]);
    return { rows, total };
  }

  /** Whether the user owns the store (only its owner approves the agreement). */
  async isOwner(userId: string, storeCode: string): Promise<boolean> {
    const [row] = await this.db
      .select({ isOwner: memberships.isOwner })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.storeCode, storeCode)))
      .limit(1);
    return row?.isOwner === true;
  }

  /** §4.2 step 4: clears the store's AGREEMENT-APPROVAL state; returns the store's members (their sessions reload). */
  async approveAgreement(storeCode: string, state: string): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      await tx
        .update(stores)
        .set({ modeState: null })
        .where(and(eq(stores.code, storeCode), eq(stores.modeState, state)));
      const members = await tx.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.storeCode, storeCode));
      return members.map((m) => m.userId);
    });
  }

  /** Demo data: writes the announcements that do not exist yet. */
  async seed(rows: readonly NewAnnouncementRow[]): Promise<void> {
    if (rows.length > 0)
      await this.db
        .insert(announcements)
        .values([...rows])
        .onConflictDoNothing({ target: announcements.code });
  }

  /** Whether every code names an announcement (the banner order names only known ones). */
  async existing(codes: readonly string[]): Promise<Set<string>> {
    if (codes.length === 0) return new Set();
    const rows = await this.db
      .select({ code: announcements.code })
      .from(announcements)
      .where(inArray(announcements.code, [...codes]));
    return new Set(rows.map((r) => r.code));
  }
}
