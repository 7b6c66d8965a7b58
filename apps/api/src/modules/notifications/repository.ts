import { containsPattern } from '../../db/like';
import { and, asc, desc, eq, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { memberships, stores, users } from '../../db/schema';
import { notificationCounters, notificationDeliveries, notificationPreferences, notifications, notificationSettings } from './schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
export type NotificationDeliveryRow = typeof notificationDeliveries.$inferSelect;

/** A user of a targeted store, with what the channels beyond the bell need. */
export interface RecipientRow {
  userId: string;
  storeCode: string;
  email: string;
  phoneNumber: string | null;
}

export interface CounterRow {
  category: string;
  total: number;
  unread: number;
}

export interface ListFilter {
  userId: string;
  storeCode: string;
  category?: string;
  unreadOnly?: boolean;
  /** Keyset: ids below this one. */
  beforeId?: number;
  offset: number;
  limit: number;
}

/** The store codes handed in that are a store, and the active users of the active ones. */
export interface Audience {
  knownStoreCodes: string[];
  recipients: RecipientRow[];
}

/** Raw statements answer `rows` on both drivers. */
type Rows<T> = { rows: T[] };

export class NotificationRepository {
  constructor(private readonly db: AppDatabase) {}

  /** Owners and staff (active users) of the active stores among `storeCodes`, ordered by user then store. */
  async audience(storeCodes: readonly string[]): Promise<Audience> {
    if (storeCodes.length === 0) return { knownStoreCodes: [], recipients: [] };
    const codes = [...storeCodes];
    const known = await this.db.select({ code: stores.code }).from(stores).where(inArray(stores.code, codes));
    const recipients = await this.db
      .select({ userId: memberships.userId, storeCode: memberships.storeCode, email: users.email, phoneNumber: users.phoneNumber })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(stores, eq(stores.code, memberships.storeCode))
      .where(and(inArray(memberships.storeCode, codes), eq(users.status, 'ACTIVE'), eq(stores.status, 'ACTIVE')))
      .orderBy(asc(memberships.userId), asc(memberships.storeCode));
    return { knownStoreCodes: known.map((row) => row.code), recipients };
  }

  async insertDelivery(row: typeof notificationDeliveries.$inferInsert): Promise<string> {
    const [created] = await this.db.insert(notificationDeliveries).values(row).returning({ id: notificationDeliveries.id });
    return created.id;
  }

  async finishDelivery(id: string, recipients: number, byChannel: unknown, finishedAt: Date): Promise<void> {
    await this.db.update(notificationDeliveries).set({ recipients, byChannel, finishedAt }).where(eq(notificationDeliveries.id, id));
  }

  /** A source's deliveries, newest first. */
  async deliveriesOf(sourceKind: string, sourceCode: string, offset: number, limit: number): Promise<NotificationDeliveryRow[]> {
    return this.db
      .select()
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.sourceKind, sourceKind), eq(notificationDeliveries.sourceCode, sourceCode)))
      .orderBy(desc(notificationDeliveries.createdAt), desc(notificationDeliveries.id))
      .limit(limit)
      .offset(offset);
  }

  async countDeliveriesOf(sourceKind: string, sourceCode: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.sourceKind, sourceKind), eq(notificationDeliveries.sourceCode, sourceCode)));
    return row?.count ?? 0;
  }

  /**
   * Writes notifications and raises their counters in one transaction, then `after` (which publishes them) in the
   * same one, so the bell never hears of a row that is not there. Rows come sorted by user and store: concurrent
   * deliveries lock counter rows in the same order.
   */
  async insertMany(rows: readonly NewNotificationRow[], after: (tx: Transaction, inserted: NotificationRow[]) => Promise<void>): Promise<NotificationRow[]> {
    if (rows.length === 0) return [];
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(notifications)
        .values([...rows])
        .returning();
      const increments = new Map<string, { userId: string; storeCode: string; category: string; count: number; unread: number }>();
      for (const row of inserted) {
        const key = `${row.userId}|${row.storeCode}|${row.category}`;
        const current = increments.get(key) ?? { userId: row.userId, storeCode: row.storeCode, category: row.category, count: 0, unread: 0 };
        current.count += 1;
        if (!row.readAt) current.unread += 1;
        increments.set(key, current);
      }
      const values = [...increments.values()]
        .sort((a, b) => (a.userId + a.storeCode + a.category < b.userId + b.storeCode + b.category ? -1 : 1))
        .map((i) => ({ userId: i.userId, storeCode: i.storeCode, category: i.category, total: i.count, unread: i.unread }));
      await tx
        .insert(notificationCounters)
        .values(values)
        .onConflictDoUpdate({
          target: [notificationCounters.userId, notificationCounters.storeCode, notificationCounters.category],
          set: { total: sql`${notificationCounters.total} + excluded.total`, unread: sql`${notificationCounters.unread} + excluded.unread` },
        });
      await after(tx, inserted);
      return inserted;
    });
  }

  /** A page of a user's notifications in a store, newest first (`limit` rows at most). */
  /** The palette's search: the user's own notifications of the store whose title or text (either language) holds the query, newest first. */
  async searchHits(userId: string, storeCode: string, q: string, limit: number): Promise<NotificationRow[]> {
    const pattern = containsPattern(q);
    return this.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.storeCode, storeCode),
          or(
            ilike(notifications.titleId, pattern),
            ilike(notifications.titleEn, pattern),
            ilike(notifications.bodyId, pattern),
            ilike(notifications.bodyEn, pattern),
          ),
        ),
      )
      .orderBy(desc(notifications.id))
      .limit(limit);
  }

  async list(filter: ListFilter): Promise<NotificationRow[]> {
    const conditions = [eq(notifications.userId, filter.userId), eq(notifications.storeCode, filter.storeCode)];
    if (filter.category) conditions.push(eq(notifications.category, filter.category));
    if (filter.unreadOnly) conditions.push(isNull(notifications.readAt));
    if (filter.beforeId !== undefined) conditions.push(lt(notifications.id, filter.beforeId));
    return this.db
      .select()
      .from(notifications)
      .where(and(...conditions))
      .orderBy(desc(notifications.id))
      .limit(filter.limit)
      .offset(filter.beforeId === undefined ? filter.offset : 0);
  }

  /** The user's counters in a store, by category. */
  async counters(userId: string, storeCode: string): Promise<CounterRow[]> {
    return this.db
      .select({ category: notificationCounters.category, total: notificationCounters.total, unread: notificationCounters.unread })
      .from(notificationCounters)
      .where(and(eq(notificationCounters.userId, userId), eq(notificationCounters.storeCode, storeCode)));
  }

  async unread(userId: string, storeCode: string): Promise<number> {
    const [row] = await this.db
      .select({ unread: sql<number>`coalesce(sum(${notificationCounters.unread}), 0)::int` })
      .from(notificationCounters)
      .where(and(eq(notificationCounters.userId, userId), eq(notificationCounters.storeCode, storeCode)));
    return Number(row?.unread ?? 0);
  }

  async exists(userId: string, storeCode: string, id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId), eq(notifications.storeCode, storeCode)))
      .limit(1);
    return Boolean(row);
  }

  /**
   * Marks one notification read (or unread again) and moves its counter, in one statement. Answers how many
   * changed: 0 when it was already so, or is not the user's in this store (the caller tells them apart).
   */
  async setRead(userId: string, storeCode: string, id: number, readAt: Date | null): Promise<number> {
    const stateNow = readAt ? sql`${notifications.readAt} is null` : sql`${notifications.readAt} is not null`;
    const delta = readAt ? -1 : 1;
    const result = (await this.db.execute(sql`
      with changed as (
        update ${notifications} set read_at = ${readAt ? readAt.toISOString() : null}::timestamptz
        where ${notifications.id} = ${id} and ${notifications.userId} = ${userId} and ${notifications.storeCode} = ${storeCode} and ${stateNow}
        returning ${notifications.category} as category
      ), counted as (
        update ${notificationCounters} set unread = ${notificationCounters.unread} + ${delta}
        from changed
        where ${notificationCounters.userId} = ${userId} and ${notificationCounters.storeCode} = ${storeCode} and ${notificationCounters.category} = changed.category
        returning 1
      )
      select (select count(*) from changed)::int as changed`)) as unknown as Rows<{ changed: number | string }>;
    return Number(result.rows[0]?.changed ?? 0);
  }

  /**
   * Marks every unread notification of a user in a store read and lowers each category's counter by what it marked
   * (not to zero: a notification delivered meanwhile stays unread and counted).
   */
  async markAllRead(userId: string, storeCode: string, readAt: Date): Promise<number> {
    const result = (await this.db.execute(sql`
      with changed as (
        update ${notifications} set read_at = ${readAt.toISOString()}::timestamptz
        where ${notifications.userId} = ${userId} and ${notifications.storeCode} = ${storeCode} and ${notifications.readAt} is null
        returning ${notifications.category} as category
      ), per_category as (
        select category, count(*)::int as n from changed group by category
      ), counted as (
        update ${notificationCounters} set unread = ${notificationCounters.unread} - per_category.n
        from per_category
        where ${notificationCounters.userId} = ${userId} and ${notificationCounters.storeCode} = ${storeCode} and ${notificationCounters.category} = per_category.category
        returning 1
      )
      select coalesce(sum(n), 0)::int as changed from per_category`)) as unknown as Rows<{ changed: number | string }>;
    return Number(result.rows[0]?.changed ?? 0);
  }

  /** The users' stored choices (pairs without a row have their default). */
  async preferencesOf(userIds: readonly string[]): Promise<{ userId: string; channel: string; category: string; enabled: boolean }[]> {
    if (userIds.length === 0) return [];
    return this.db
      .select({
        userId: notificationPreferences.userId,
        channel: notificationPreferences.channel,
        category: notificationPreferences.category,
        enabled: notificationPreferences.enabled,
      })
      .from(notificationPreferences)
      .where(inArray(notificationPreferences.userId, [...userIds]));
  }

  /** The users' message language, where they chose one. */
  async languagesOf(userIds: readonly string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .select({ userId: notificationSettings.userId, language: notificationSettings.language })
      .from(notificationSettings)
      .where(inArray(notificationSettings.userId, [...userIds]));
    return new Map(rows.map((row) => [row.userId, row.language]));
  }

  /** Saves a user's language and choices (each pair given replaces the stored one), in one transaction. */
  async savePreferences(
    userId: string,
    language: string,
    preferences: readonly { channel: string; category: string; enabled: boolean }[],
    now: Date,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(notificationSettings)
        .values({ userId, language, updatedAt: now })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { language, updatedAt: now } });
      if (preferences.length > 0)
        await tx
          .insert(notificationPreferences)
          .values(preferences.map((p) => ({ userId, channel: p.channel, category: p.category, enabled: p.enabled, updatedAt: now })))
          .onConflictDoUpdate({
            target: [notificationPreferences.userId, notificationPreferences.channel, notificationPreferences.category],
            set: { enabled: sql`excluded.enabled`, updatedAt: now },
          });
    });
  }

  /** Demo data: whether the user already has notifications in the store. */
  async hasAny(userId: string, storeCode: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.storeCode, storeCode)))
      .limit(1);
    return Boolean(row);
  }

  /** Demo data: a user's id by username. */
  async userIdOf(username: string): Promise<string | null> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
    return row?.id ?? null;
  }

  /** Demo data: points a store's demo notifications of one event at what they are about (its texts name it too). */
  async retargetDemo(
    storeCode: string,
    sourceCode: string,
    change: Pick<NotificationRow, 'link' | 'titleId' | 'bodyId' | 'titleEn' | 'bodyEn'>,
  ): Promise<void> {
    await this.db
      .update(notifications)
      .set(change)
      .where(and(eq(notifications.storeCode, storeCode), eq(notifications.sourceKind, 'EVENT'), eq(notifications.sourceCode, sourceCode)));
  }
}
