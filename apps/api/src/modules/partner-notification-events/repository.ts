import { and, arrayOverlaps, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { notificationEventDeliveries, notificationEventRules, notificationEvents, topicPayloadSamples } from './schema';
import { stores } from '../../db/schema';
import { containsPattern } from '../../db/like';

export type EventRow = typeof notificationEvents.$inferSelect;
export type NewEventRow = typeof notificationEvents.$inferInsert;
export type RuleRow = typeof notificationEventRules.$inferSelect;
export type DeliveryRow = typeof notificationEventDeliveries.$inferSelect;
export type NewDeliveryRow = typeof notificationEventDeliveries.$inferInsert;

/** An event with its rules, as one change sees it before and after. */
export interface EventSnapshot {
  event: EventRow;
  rules: { rulesType: string; ruleId: string }[];
}

export interface EventFilter {
  code: string | null;
  name: string | null;
  type: string | null;
  status: string | null;
}

export interface StoreFacts {
  code: string;
  name: string;
  status: string;
  businessTypes: string[];
  categories: string[];
}

/** What a change does inside its transaction, given the event as it is; null leaves it as it was. */
export type EventChange = (tx: Transaction, current: EventSnapshot) => Promise<Partial<NewEventRow> | 'UNCHANGED' | void>;

export class EventRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The palette's search: events whose code or name holds the query, the code typed whole first. */
  async searchHits(q: string, limit: number): Promise<EventRow[]> {
    const pattern = containsPattern(q);
    return this.db
      .select()
      .from(notificationEvents)
      .where(or(ilike(notificationEvents.code, pattern), ilike(notificationEvents.name, pattern)))
      .orderBy(sql`lower(${notificationEvents.code}) = ${q.toLowerCase()} desc`, desc(notificationEvents.updatedAt), asc(notificationEvents.code))
      .limit(limit);
  }

  async filter(filter: EventFilter, page: number, size: number): Promise<{ rows: (EventRow & { ruleCount: number })[]; total: number }> {
    const where = and(
      filter.code ? ilike(notificationEvents.code, containsPattern(filter.code)) : undefined,
      filter.name ? ilike(notificationEvents.name, containsPattern(filter.name)) : undefined,
      filter.type ? eq(notificationEvents.type, filter.type) : undefined,
      filter.status ? eq(notificationEvents.status, filter.status) : undefined,
    );
    const ruleCount = this.db
      .select({ eventCode: notificationEventRules.eventCode, ruleCount: count().as('rule_count') })
      .from(notificationEventRules)
      .groupBy(notificationEventRules.eventCode)
      .as('rule_counts');
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({ event: notificationEvents, ruleCount: sql<number>`coalesce(${ruleCount.ruleCount}, 0)::int` })
        .from(notificationEvents)
        .leftJoin(ruleCount, eq(ruleCount.eventCode, notificationEvents.code))
        .where(where)
        .orderBy(desc(notificationEvents.updatedAt), asc(notificationEvents.code))
        .limit(size)
        .offset(page * size),
      this.db.select({ total: count() }).from(notificationEvents).where(where),
    ]);
    return { rows: rows.map((row) => ({ ...row.event, ruleCount: Number(row.ruleCount) })), total };
  }

  async find(code: string): Promise<EventSnapshot | null> {
    return this.snapshot(this.db, code, false);
  }

  private async snapshot(db: AppDatabase | Transaction, code: string, lock: boolean): Promise<EventSnapshot | null> {
    const query = db.select().from(notificationEvents).where(eq(notificationEvents.code, code));
    const [event] = lock ? await query.for('update') : await query;
    if (!event) return null;
    const rules = await db
      .select({ rulesType: notificationEventRules.rulesType, ruleId: notificationEventRules.ruleId })
      .from(notificationEventRules)
      .where(eq(notificationEventRules.eventCode, code))
      .orderBy(asc(notificationEventRules.createdAt), asc(notificationEventRules.rulesType), asc(notificationEventRules.ruleId));
    return { event, rules };
  }

  /** Adds one, then `audit`, in one transaction; null when the code is taken. */
  async insert(row: NewEventRow, audit: (tx: Transaction, created: EventSnapshot) => Promise<void>): Promise<EventSnapshot | null> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.insert(notificationEvents).values(row).onConflictDoNothing({ target: notificationEvents.code }).returning();
      if (!created) return null;
      const snapshot = { event: created, rules: [] };
      await audit(tx, snapshot);
      return snapshot;
    });
  }

  /**
   * One change of an event, its rules or templates: the event is locked, `change` runs (it may refuse by throwing,
   * which writes nothing), the event's row takes the fields it returns, then `audit` sees before and after.
   * Null when there is no such event; the snapshot as it was when `change` left it unchanged.
   */
  async change(
    code: string,
    stamp: Pick<NewEventRow, 'updatedBy' | 'updatedById' | 'updatedAt'>,
    change: EventChange,
    audit: (tx: Transaction, before: EventSnapshot, after: EventSnapshot) => Promise<void>,
  ): Promise<EventSnapshot | null> {
    return this.db.transaction(async (tx) => {
      const before = await this.snapshot(tx, code, true);
      if (!before) return null;
      const fields = await change(tx, before);
      if (fields === 'UNCHANGED') return before;
      await tx
        .update(notificationEvents)
        .set({ ...(fields ?? {}), ...stamp })
        .where(eq(notificationEvents.code, code));
      const after = (await this.snapshot(tx, code, false)) as EventSnapshot;
      await audit(tx, before, after);
      return after;
    });
  }

  async addRule(tx: Transaction, code: string, rulesType: string, ruleId: string): Promise<boolean> {
    const added = await tx.insert(notificationEventRules).values({ eventCode: code, rulesType, ruleId }).onConflictDoNothing().returning();
    return added.length > 0;
  }

  async removeRule(tx: Transaction, code: string, rulesType: string, ruleId: string): Promise<boolean> {
    const removed = await tx
      .delete(notificationEventRules)
      .where(and(eq(notificationEventRules.eventCode, code), eq(notificationEventRules.rulesType, rulesType), eq(notificationEventRules.ruleId, ruleId)))
      .returning();
    return removed.length > 0;
  }

  async replaceRules(tx: Transaction, code: string, rules: readonly { rulesType: string; ruleId: string }[]): Promise<void> {
    await tx.delete(notificationEventRules).where(eq(notificationEventRules.eventCode, code));
    if (rules.length) await tx.insert(notificationEventRules).values(rules.map((rule) => ({ eventCode: code, ...rule })));
  }

  /** Removes one, then `audit`, in one transaction; null when there was none. */
  async remove(code: string, audit: (tx: Transaction, removed: EventSnapshot) => Promise<void>): Promise<EventSnapshot | null> {
    return this.db.transaction(async (tx) => {
      const removed = await this.snapshot(tx, code, true);
      if (!removed) return null;
      await tx.delete(notificationEvents).where(eq(notificationEvents.code, code));
      await audit(tx, removed);
      return removed;
    });
  }

  /** The stores among `codes` that exist, with their facts. */
  async stores(codes: readonly string[]): Promise<StoreFacts[]> {
    if (!codes.length) return [];
    return this.db
      .select({ code: stores.code, name: stores.name, status: stores.status, businessTypes: stores.businessTypes, categories: stores.categories })
      .from(stores)
      .where(inArray(stores.code, [...codes]));
  }

  /**
   * The active stores the rules reach: named stores, stores of the business types, stores of the categories
   * (a store any rule reaches, once), optionally only among `among`.
   */
  async resolveStores(rules: readonly { rulesType: string; ruleId: string }[], among: readonly string[] | null): Promise<StoreFacts[]> {
    const ids = (type: string) => rules.filter((rule) => rule.rulesType === type).map((rule) => rule.ruleId);
    const reach: SQL[] = [];
    if (ids('STORE').length) reach.push(inArray(stores.code, ids('STORE')));
    if (ids('BUSINESS_TYPE').length) reach.push(arrayOverlaps(stores.businessTypes, ids('BUSINESS_TYPE')));
    if (ids('CATEGORY').length) reach.push(arrayOverlaps(stores.categories, ids('CATEGORY')));
    if (!reach.length || (among && !among.length)) return [];
    return this.db
      .select({ code: stores.code, name: stores.name, status: stores.status, businessTypes: stores.businessTypes, categories: stores.categories })
      .from(stores)
      .where(and(eq(stores.status, 'ACTIVE'), or(...reach), among ? inArray(stores.code, [...among]) : undefined))
      .orderBy(asc(stores.code));
  }

  async deliveries(code: string | null, page: number, size: number): Promise<{ rows: DeliveryRow[]; total: number }> {
    const where = code ? eq(notificationEventDeliveries.eventCode, code) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(notificationEventDeliveries)
        .where(where)
        .orderBy(desc(notificationEventDeliveries.createdAt), desc(notificationEventDeliveries.id))
        .limit(size)
        .offset(page * size),
      this.db.select({ total: count() }).from(notificationEventDeliveries).where(where),
    ]);
    return { rows, total };
  }

  async deliveryOf(code: string, eventId: string): Promise<DeliveryRow | null> {
    const [row] = await this.db
      .select()
      .from(notificationEventDeliveries)
      .where(and(eq(notificationEventDeliveries.eventCode, code), eq(notificationEventDeliveries.eventId, eventId)))
      .limit(1);
    return row ?? null;
  }

  /** Records a delivery; the one already recorded when a trigger with the same event id got there first. */
  async recordDelivery(row: NewDeliveryRow): Promise<DeliveryRow> {
    const [inserted] = await this.db.insert(notificationEventDeliveries).values(row).onConflictDoNothing().returning();
    if (inserted) return inserted;
    return (await this.deliveryOf(row.eventCode, row.eventId ?? '')) as DeliveryRow;
  }

  async topicSample(topic: string): Promise<Record<string, unknown> | null> {
    const [row] = await this.db.select({ payload: topicPayloadSamples.payload }).from(topicPayloadSamples).where(eq(topicPayloadSamples.topic, topic));
    return (row?.payload as Record<string, unknown> | undefined) ?? null;
  }

  async saveTopicSample(topic: string, payload: Record<string, unknown>, updatedBy: string, updatedAt: Date): Promise<void> {
    await this.db
      .insert(topicPayloadSamples)
      .values({ topic, payload, updatedBy, updatedAt })
      .onConflictDoUpdate({ target: topicPayloadSamples.topic, set: { payload, updatedBy, updatedAt } });
  }

  /** Demo data: events that do not exist yet, with their rules, and deliveries of the events it wrote. */
  async seed(
    events: readonly EventSnapshot[],
    deliveries: readonly NewDeliveryRow[],
    storeCategories: readonly { code: string; categories: string[] }[],
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const store of storeCategories) {
        await tx
          .update(stores)
          .set({ categories: store.categories })
          .where(and(eq(stores.code, store.code), sql`cardinality(${stores.categories}) = 0`));
      }
      for (const { event, rules } of events) {
        const [created] = await tx.insert(notificationEvents).values(event).onConflictDoNothing({ target: notificationEvents.code }).returning();
        if (!created) continue;
        const named = rules.filter((rule) => rule.rulesType === 'STORE').map((rule) => rule.ruleId);
        const existing = named.length
          ? (await tx.select({ code: stores.code }).from(stores).where(inArray(stores.code, named))).map((store) => store.code)
          : [];
        const kept = rules.filter((rule) => rule.rulesType !== 'STORE' || existing.includes(rule.ruleId));
        if (kept.length) await tx.insert(notificationEventRules).values(kept.map((rule) => ({ eventCode: event.code, ...rule })));
        const own = deliveries.filter((delivery) => delivery.eventCode === event.code);
        if (own.length) await tx.insert(notificationEventDeliveries).values([...own]);
      }
    });
  }
}
