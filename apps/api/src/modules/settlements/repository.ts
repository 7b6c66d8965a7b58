import { and, asc, desc, eq, gte, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { stores } from '../../db/directory-schema';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { settlementLines } from './schema';

export type SettlementLineRow = typeof settlementLines.$inferSelect;
export type NewSettlementLineRow = Omit<typeof settlementLines.$inferInsert, 'id'>;

type Db = AppDatabase | Transaction;

/** What the list and the export filter by: completion between two instants (`to` excluded) and a status. */
export interface SettlementLineFilter {
  from?: Date;
  to?: Date;
  status?: string;
}

export interface SettlementCursor {
  completedAt: number;
  id: number;
}

export interface SettlementPeriodRow {
  period: string;
  lines: number;
  sales: number;
  fees: number;
  net: number;
  settled: number;
  toSettle: number;
}

const total = (value: SQL) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);

/** The only place that reads and writes the settlement tables. */
export class SettlementsRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The store's business types (§3: OFFICIAL and others). */
  async businessTypesOf(storeCode: string, db: Db = this.db): Promise<string[]> {
    const [row] = await db.select({ businessTypes: stores.businessTypes }).from(stores).where(eq(stores.code, storeCode));
    return row?.businessTypes ?? [];
  }

  /** Writes the order's line unless it has one: a completion seen twice writes once. */
  async insertLine(db: Db, line: NewSettlementLineRow): Promise<void> {
    await db.insert(settlementLines).values(line).onConflictDoNothing({ target: settlementLines.orderId });
  }

  async lineOfOrder(orderId: number): Promise<SettlementLineRow | null> {
    const [row] = await this.db.select().from(settlementLines).where(eq(settlementLines.orderId, orderId));
    return row ?? null;
  }

  async markPosted(id: number, transactionId: number): Promise<void> {
    await this.db
      .update(settlementLines)
      .set({ pendingTransactionId: transactionId })
      .where(and(eq(settlementLines.id, id), isNull(settlementLines.pendingTransactionId)));
  }

  /** Lines whose pending posting is not written yet (a process stopped between the completion and its posting). */
  async unposted(limit: number): Promise<SettlementLineRow[]> {
    return this.db.select().from(settlementLines).where(isNull(settlementLines.pendingTransactionId)).orderBy(asc(settlementLines.id)).limit(limit);
  }

  /** Lines due at `now` (of one store, or of all; of one order when named), posted as pending, soonest first. */
  async due(now: Date, limit: number, only: { storeCode?: string; orderNumber?: string } = {}): Promise<SettlementLineRow[]> {
    const conditions = [eq(settlementLines.status, 'TO_SETTLE'), lte(settlementLines.settleAt, now), isNotNull(settlementLines.pendingTransactionId)];
    if (only.storeCode !== undefined) conditions.push(eq(settlementLines.storeCode, only.storeCode));
    if (only.orderNumber !== undefined) conditions.push(eq(settlementLines.orderNumber, only.orderNumber));
    return this.db
      .select()
      .from(settlementLines)
      .where(and(...conditions))
      .orderBy(asc(settlementLines.settleAt), asc(settlementLines.id))
      .limit(limit);
  }

  async dueCount(now: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(settlementLines)
      .where(and(eq(settlementLines.status, 'TO_SETTLE'), lte(settlementLines.settleAt, now)));
    return row?.n ?? 0;
  }

  /** Marks a line SETTLED once (a line settled meanwhile by another run is left as it is). */
  async markSettled(id: number, transactionId: number | null, at: Date): Promise<void> {
    await this.db
      .update(settlementLines)
      .set({ status: 'SETTLED', settledAt: at, settledTransactionId: transactionId })
      .where(and(eq(settlementLines.id, id), eq(settlementLines.status, 'TO_SETTLE')));
  }

  /** The store's months with their totals, newest first. */
  async periods(storeCode: string, limit: number): Promise<SettlementPeriodRow[]> {
    return this.periodsWhere(eq(settlementLines.storeCode, storeCode)).orderBy(desc(settlementLines.period)).limit(limit);
  }

  async period(storeCode: string, period: string): Promise<SettlementPeriodRow | null> {
    const [row] = await this.periodsWhere(and(eq(settlementLines.storeCode, storeCode), eq(settlementLines.period, period)) as SQL);
    return row ?? null;
  }

  private periodsWhere(where: SQL) {
    const l = settlementLines;
    return this.db
      .select({
        period: l.period,
        lines: sql<number>`count(*)`.mapWith(Number),
        sales: total(sql`${l.gross}`),
        fees: total(sql`${l.commission} + ${l.shippingSubsidy} + ${l.adsDeduction}`),
        net: total(sql`${l.net}`),
        settled: total(sql`case when ${l.status} = 'SETTLED' then ${l.net} else 0 end`),
        toSettle: total(sql`case when ${l.status} = 'TO_SETTLE' then ${l.net} else 0 end`),
      })
      .from(l)
      .where(where)
      .groupBy(l.period);
  }

  /** A page of the store's lines, newest completion first, after `cursor`. */
  async page(storeCode: string, filter: SettlementLineFilter, cursor: SettlementCursor | null, limit: number): Promise<SettlementLineRow[]> {
    const conditions = filterConditions(storeCode, filter);
    if (cursor) conditions.push(sql`(${settlementLines.completedAt}, ${settlementLines.id}) < (${new Date(cursor.completedAt)}, ${cursor.id})`);
    return this.db
      .select()
      .from(settlementLines)
      .where(and(...conditions))
      .orderBy(desc(settlementLines.completedAt), desc(settlementLines.id))
      .limit(limit);
  }

  async count(storeCode: string, filter: SettlementLineFilter): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(settlementLines)
      .where(and(...filterConditions(storeCode, filter)));
    return row?.n ?? 0;
  }

  /** The month's lines, oldest completion first (the statement). */
  async linesOfPeriod(storeCode: string, period: string, limit: number): Promise<SettlementLineRow[]> {
    return this.db
      .select()
      .from(settlementLines)
      .where(and(eq(settlementLines.storeCode, storeCode), eq(settlementLines.period, period)))
      .orderBy(asc(settlementLines.completedAt), asc(settlementLines.id))
      .limit(limit);
  }

  /** The month's commission per category and rate (from every line's breakdown), and its shipping subsidy and ads deductions. */
  async feeTotals(
    storeCode: string,
    period: string,
  ): Promise<{ categories: { categoryCode: string; rateBps: number; gross: number; commission: number }[]; shippingSubsidy: number; adsDeduction: number }> {
    const categories = (await this.db.execute(sql`
      select f->>'categoryCode' as category, (f->>'rateBps')::int as rate, sum((f->>'gross')::bigint) as gross, sum((f->>'commission')::bigint) as commission
      from ${settlementLines} l, jsonb_array_elements(l.fees) f
      where l.store_code = ${storeCode} and l.period = ${period}
      group by 1, 2 order by 1, 2`)) as unknown as { rows: { category: string; rate: number | string; gross: string | number; commission: string | number }[] };
    const [sums] = await this.db
      .select({ shippingSubsidy: total(sql`${settlementLines.shippingSubsidy}`), adsDeduction: total(sql`${settlementLines.adsDeduction}`) })
      .from(settlementLines)
      .where(and(eq(settlementLines.storeCode, storeCode), eq(settlementLines.period, period)));
    return {
      categories: categories.rows.map((row) => ({
        categoryCode: row.category,
        rateBps: Number(row.rate),
        gross: Number(row.gross),
        commission: Number(row.commission),
      })),
      shippingSubsidy: sums?.shippingSubsidy ?? 0,
      adsDeduction: sums?.adsDeduction ?? 0,
    };
  }

  async storeName(storeCode: string): Promise<string> {
    const [row] = await this.db.select({ name: stores.name }).from(stores).where(eq(stores.code, storeCode));
    return row?.name ?? storeCode;
  }

  /** Whether the store has any line (demo data is written once per store). */
  async hasLines(storeCode: string): Promise<boolean> {
    const [row] = await this.db.select({ id: settlementLines.id }).from(settlementLines).where(eq(settlementLines.storeCode, storeCode)).limit(1);
    return Boolean(row);
  }
}

function filterConditions(storeCode: string, filter: SettlementLineFilter): SQL[] {
  const conditions: SQL[] = [eq(settlementLines.storeCode, storeCode)];
  if (filter.status) conditions.push(eq(settlementLines.status, filter.status));
  if (filter.from) conditions.push(gte(settlementLines.completedAt, filter.from));
  if (filter.to) conditions.push(lt(settlementLines.completedAt, filter.to));
  return conditions;
}
