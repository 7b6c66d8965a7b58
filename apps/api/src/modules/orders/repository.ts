import { orderDayOf, orderDayStart, nextOrderDay, type OrderFilter, type OrderSort, type OrderStatus } from '@seller-portal/contracts/orders';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { orderDailyCounts, orderExportChunks, orderExports, orderIdempotencyKeys, orderItems, orderSearchTerms, orderStatusHistory, orders } from './schema';
import { pickupPoints, stores } from '../../db/schema';
import { containsPattern, likeText } from '../../db/like';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = Omit<typeof orders.$inferInsert, 'id' | 'orderNumber'>;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderHistoryRow = typeof orderStatusHistory.$inferSelect;
export type OrderExportRow = typeof orderExports.$inferSelect;
export type OrderIdempotencyKeyRow = typeof orderIdempotencyKeys.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId' | 'line'>;

/** Reads in the caller's transaction, or on their own. */
type Db = AppDatabase | Transaction;

/** An order as the list shows it, with its pickup point's name. */
export type OrderListRow = OrderRow & { pickupPointName: string };

/** What a list row needs (no address, no search text): the page query reads only these. */
export type OrderSummaryRow = Pick<
  OrderRow,
  | 'id'
  | 'orderNumber'
  | 'status'
  | 'createdAt'
  | 'shipBy'
  | 'customerName'
  | 'pickupPointCode'
  | 'courier'
  | 'trackingNumber'
  | 'paymentMethod'
  | 'total'
  | 'itemCount'
  | 'firstItemName'
  | 'version'
> & { pickupPointName: string };

/** Where a keyset page starts: the sort key and id of the last row of the page before. */
export interface OrderCursor {
  key: number;
  id: number;
}

export interface OrderListFilter extends OrderFilter {
  status?: OrderStatus;
}

/** A new order as it is written: the row, its items and who placed it. */
export interface OrderToInsert {
  row: NewOrderRow;
  items: NewOrderItem[];
  /** The history entries it starts with (a demo order's past included), oldest first. */
  history: { status: OrderStatus; actor: string; note?: string | null; at: Date }[];
}

/** What an order's move changes beside its status. */
export type OrderChange = Partial<Pick<OrderRow, 'trackingNumber' | 'shippedAt' | 'deliveredAt' | 'cancelReason' | 'cancelNote'>>;

/** A move allowed: the status it leads to, what else changes, and the history entry (`at`: when it happened, now by default). */
export interface OrderDecision {
  to: OrderStatus;
  change: OrderChange;
  actor: string;
  note: string | null;
  at?: Date;
}

/** Which order a move is of: its number, within a store and/or of a customer when the mover is one. */
export interface OrderLocator {
  orderNumber: string;
  /** The seller's: within the store and the pickup points they serve. */
  scope?: OrderScope;
  customerId?: string;
}

export type TransitionOutcome =
  | { kind: 'moved'; before: OrderRow; after: OrderRow }
  | { kind: 'not-found' }
  | { kind: 'conflict'; current: OrderRow }
  | { kind: 'refused'; current: OrderRow; code: string };

const sortColumns = {
  CREATED: orders.createdAt,
  SHIP_BY: orders.shipBy,
  TOTAL: orders.total,
} as const;

function sortOf(sort: OrderSort): { column: (typeof sortColumns)[keyof typeof sortColumns]; descending: boolean; isTime: boolean } {
  const [key, direction] = sort.split(/_(?=ASC$|DESC$)/) as [keyof typeof sortColumns, 'ASC' | 'DESC'];
  return { column: sortColumns[key], descending: direction === 'DESC', isTime: key !== 'TOTAL' };
}

/** The sort key of a row as a cursor carries it: epoch ms for times, rupiah for totals. */
export function sortKeyOf(row: Pick<OrderRow, 'total' | 'shipBy' | 'createdAt'>, sort: OrderSort): number {
  const { isTime } = sortOf(sort);
  if (!isTime) return row.total;
  return (sort.startsWith('SHIP_BY') ? row.shipBy : row.createdAt).getTime();
}

/** Order numbers are searched by their start (ORD-20261125-…); anything else in the names and numbers. */
export const looksLikeOrderNumber = (q: string) => /^ord-?\d/i.test(q);

/** How many of a scope's newest orders the palette reads through before it asks the trigram index (`containing`). */
const paletteRecentOrders = 2_000;

/**
 * Whose orders a read or a move covers: a store's, and within it only the pickup points a staff member serves
 * (`pickupPoints`; null: every one, as the owner and a staff member with none assigned see). An order outside the
 * scope is not found, as another store's is.
 */
export interface OrderScope {
  storeCode: string;
  pickupPoints: readonly string[] | null;
}

/** The whole store: what the marketplace's calls and the store's own figures read. */
export const wholeStore = (storeCode: string): OrderScope => ({ storeCode, pickupPoints: null });

/** A store's code (its every order) or a scope (a staff member's pickup points within it). */
export type StoreOrScope = string | OrderScope;
export const scopeOf = (store: StoreOrScope): OrderScope => (typeof store === 'string' ? wholeStore(store) : store);

/** The one place orders are filtered by store (and by the pickup points of the scope). */
function scopeConditions(scope: OrderScope): SQL[] {
  const conditions: SQL[] = [eq(orders.storeCode, scope.storeCode)];
  if (scope.pickupPoints) conditions.push(scope.pickupPoints.length ? inArray(orders.pickupPointCode, [...scope.pickupPoints]) : sql`false`);
  return conditions;
}

/** The same for the counts table, whose rows are per store, day, status, pickup point and courier. */
function countScopeConditions(scope: OrderScope): SQL[] {
  const conditions: SQL[] = [eq(orderDailyCounts.storeCode, scope.storeCode)];
  if (scope.pickupPoints) conditions.push(scope.pickupPoints.length ? inArray(orderDailyCounts.pickupPointCode, [...scope.pickupPoints]) : sql`false`);
  return conditions;
}

function filterConditions(scope: OrderScope, filter: OrderListFilter): SQL[] {
  const conditions: SQL[] = scopeConditions(scope);
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.from) conditions.push(gte(orders.createdAt, orderDayStart(filter.from)));
  if (filter.to) conditions.push(lt(orders.createdAt, orderDayStart(nextOrderDay(filter.to))));
  if (filter.pickupPointCode) conditions.push(eq(orders.pickupPointCode, filter.pickupPointCode));
  if (filter.courier) conditions.push(eq(orders.courier, filter.courier));
  if (filter.q) {
    conditions.push(
      looksLikeOrderNumber(filter.q)
        ? sql`${orders.orderNumber} like ${`${likeText(filter.q.toUpperCase())}%`}`
        : sql`${orders.searchText} like ${containsPattern(filter.q.toLowerCase())}`,
    );
  }
  return conditions;
}

/** The counts table's rows a filter covers (it has no search). */
function countConditions(scope: OrderScope, filter: OrderFilter): SQL[] {
  const conditions: SQL[] = countScopeConditions(scope);
  if (filter.from) conditions.push(gte(orderDailyCounts.day, filter.from));
  if (filter.to) conditions.push(lte(orderDailyCounts.day, filter.to));
  if (filter.pickupPointCode) conditions.push(eq(orderDailyCounts.pickupPointCode, filter.pickupPointCode));
  if (filter.courier) conditions.push(eq(orderDailyCounts.courier, filter.courier));
  return conditions;
}

interface CountDelta {
  storeCode: string;
  day: string;
  status: string;
  pickupPointCode: string;
  courier: string;
  orders: number;
  amount: number;
}

const deltaKey = (d: CountDelta) => [d.storeCode, d.day, d.status, d.pickupPointCode, d.courier].join('\u0000');

const deltaOf = (row: Pick<OrderRow, 'storeCode' | 'createdAt' | 'pickupPointCode' | 'courier' | 'total'>, status: string, sign: 1 | -1): CountDelta => ({
  storeCode: row.storeCode,
  day: orderDayOf(row.createdAt),
  status,
  pickupPointCode: row.pickupPointCode,
  courier: row.courier,
  orders: sign,
  amount: sign * row.total,
});

/** The only place that reads and writes the order tables. */
export class OrdersRepository {
  constructor(readonly db: AppDatabase) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  // ── Idempotency keys ──

  /** The customer's live key, if any. */
  async idempotencyKey(customerId: string, key: string, now: Date): Promise<OrderIdempotencyKeyRow | null> {
    const [row] = await this.db
      .select()
      .from(orderIdempotencyKeys)
      .where(and(eq(orderIdempotencyKeys.customerId, customerId), eq(orderIdempotencyKeys.idempotencyKey, key), gt(orderIdempotencyKeys.expiresAt, now)));
    return row ?? null;
  }

  /**
   * Claims a key for an order about to be written in `tx` (taking an expired one over); false when a live one
   * exists. A request claiming a key another transaction holds waits for that one to end.
   */
  async claimIdempotencyKey(
    tx: Transaction,
    claim: { customerId: string; key: string; requestHash: string; storeCode: string; now: Date; expiresAt: Date },
  ): Promise<boolean> {
    const rows = await tx
      .insert(orderIdempotencyKeys)
      .values({
        customerId: claim.customerId,
        idempotencyKey: claim.key,
        requestHash: claim.requestHash,
        storeCode: claim.storeCode,
        createdAt: claim.now,
        expiresAt: claim.expiresAt,
      })
      .onConflictDoUpdate({
        target: [orderIdempotencyKeys.customerId, orderIdempotencyKeys.idempotencyKey],
        set: {
          requestHash: claim.requestHash,
          storeCode: claim.storeCode,
          orderNumber: null,
          answer: null,
          createdAt: claim.now,
          expiresAt: claim.expiresAt,
        },
        setWhere: lte(orderIdempotencyKeys.expiresAt, claim.now),
      })
      .returning({ customerId: orderIdempotencyKeys.customerId });
    return rows.length > 0;
  }

  /** The order a claimed key made, in the claim's transaction. */
  async setIdempotentOrder(tx: Transaction, customerId: string, key: string, orderNumber: string): Promise<void> {
    await tx
      .update(orderIdempotencyKeys)
      .set({ orderNumber })
      .where(and(eq(orderIdempotencyKeys.customerId, customerId), eq(orderIdempotencyKeys.idempotencyKey, key)));
  }

  /** The first answer's value, which a repeat answers as it was. */
  async setIdempotentAnswer(customerId: string, key: string, answer: unknown): Promise<void> {
    await this.db
      .update(orderIdempotencyKeys)
      .set({ answer })
      .where(and(eq(orderIdempotencyKeys.customerId, customerId), eq(orderIdempotencyKeys.idempotencyKey, key)));
  }

  async purgeIdempotencyKeys(now: Date): Promise<number> {
    const rows = await this.db
      .delete(orderIdempotencyKeys)
      .where(lt(orderIdempotencyKeys.expiresAt, now))
      .returning({ customerId: orderIdempotencyKeys.customerId });
    return rows.length;
  }

  // ── Stores and pickup points ──

  async activeStore(code: string): Promise<{ code: string; name: string } | null> {
    const [row] = await this.db
      .select({ code: stores.code, name: stores.name })
      .from(stores)
      .where(and(eq(stores.code, code), eq(stores.status, 'ACTIVE')))
      .limit(1);
    return row ?? null;
  }

  async pickupPointsOf(storeCode: string): Promise<{ code: string; name: string; address: string; isDefault: boolean }[]> {
    return this.db
      .select({
        code: pickupPoints.code,
        name: pickupPoints.name,
        // The whole address once the seller placed it in the regions; the street as first seeded before that.
        address: sql<string>`coalesce(${pickupPoints.fullAddress}, ${pickupPoints.address})`,
        isDefault: pickupPoints.isDefault,
      })
      .from(pickupPoints)
      .where(and(eq(pickupPoints.storeCode, storeCode), eq(pickupPoints.active, true)))
      .orderBy(desc(pickupPoints.isDefault), asc(pickupPoints.code));
  }

  /**
   * Holds the store's pickup point in use for the order's transaction (FOR SHARE): its removal waits for the order to
   * commit and then counts it, and an order placed while a removal commits finds the point gone. False when it is gone.
   */
  async holdPickupPoint(tx: Transaction, storeCode: string, code: string): Promise<boolean> {
    const rows = await tx
      .select({ code: pickupPoints.code })
      .from(pickupPoints)
      .where(and(eq(pickupPoints.code, code), eq(pickupPoints.storeCode, storeCode), eq(pickupPoints.active, true)))
      .for('share');
    return rows.length > 0;
  }

  // ── Writing orders ──

  /**
   * Writes new orders with their items and history, numbers them (`ORD-<day>-<id>`) and adds them to the counts,
   * all in the caller's transaction.
   */
  async insert(tx: Transaction, toInsert: readonly OrderToInsert[]): Promise<OrderRow[]> {
    if (!toInsert.length) return [];
    const ids = await tx.execute<{ id: string | number }>(
      sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id from generate_series(1, ${toInsert.length})`,
    );
    const idList = rowsOf<{ id: string | number }>(ids).map((r) => Number(r.id));
    const rows = toInsert.map(({ row }, index) => ({
      ...row,
      id: idList[index],
      orderNumber: `ORD-${orderDayOf(row.createdAt).replaceAll('-', '')}-${String(idList[index]).padStart(7, '0')}`,
    }));
    const inserted: OrderRow[] = [];
    for (const batch of chunks(rows, 500)) inserted.push(...(await tx.insert(orders).values(batch).returning()));
    const items = toInsert.flatMap(({ items }, index) => items.map((item, line) => ({ ...item, orderId: idList[index], line: line + 1 })));
    for (const batch of chunks(items, 1000)) await tx.insert(orderItems).values(batch);
    const history = toInsert.flatMap(({ history }, index) => history.map((entry) => ({ ...entry, note: entry.note ?? null, orderId: idList[index] })));
    for (const batch of chunks(history, 1000)) await tx.insert(orderStatusHistory).values(batch);
    await this.addToCounts(
      tx,
      inserted.map((row) => deltaOf(row, row.status, 1)),
    );
    return inserted;
  }

  private async addToCounts(tx: Transaction, deltas: readonly CountDelta[]): Promise<void> {
    const merged = new Map<string, CountDelta>();
    for (const delta of deltas) {
      const key = deltaKey(delta);
      const seen = merged.get(key);
      if (seen) {
        seen.orders += delta.orders;
        seen.amount += delta.amount;
      } else merged.set(key, { ...delta });
    }
    // The same order of keys in every transaction: two moves never wait on each other's rows in a circle.
    const sorted = [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, delta]) => delta);
    for (const batch of chunks(sorted, 500)) {
      await tx
        .insert(orderDailyCounts)
        .values(batch)
        .onConflictDoUpdate({
          target: [orderDailyCounts.storeCode, orderDailyCounts.day, orderDailyCounts.status, orderDailyCounts.pickupPointCode, orderDailyCounts.courier],
          set: { orders: sql`${orderDailyCounts.orders} + excluded.orders`, amount: sql`${orderDailyCounts.amount} + excluded.amount` },
        });
    }
  }

  /**
   * Moves one order: the row is locked, its version compared (when the mover saw one), `decide` asked whether the
   * move may happen from its status; then the row, its history, the counts and `after` (the realtime event) are
   * written in one transaction. Of two tabs that started from the same version, one moves it and the other gets
   * `conflict`. `which` names the order by its number within a store (the seller's), of a customer (the buyer's
   * confirmation) or alone (the marketplace's systems).
   */
  async transition(
    which: OrderLocator,
    version: number | null,
    decide: (current: OrderRow) => OrderDecision | { refused: string },
    at: Date,
    after: (tx: Transaction, row: OrderRow) => Promise<void>,
    moved: (tx: Transaction, row: OrderRow) => Promise<void> = async () => undefined,
  ): Promise<TransitionOutcome> {
    const conditions = [eq(orders.orderNumber, which.orderNumber)];
    if (which.scope !== undefined) conditions.push(...scopeConditions(which.scope));
    if (which.customerId !== undefined) conditions.push(eq(orders.customerId, which.customerId));
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(orders)
        .where(and(...conditions))
        .for('update');
      if (!current) return { kind: 'not-found' };
      if (version !== null && current.version !== version) return { kind: 'conflict', current };
      const decision = decide(current);
      if ('refused' in decision) return { kind: 'refused', current, code: decision.refused };
      const [updated] = await tx
        .update(orders)
        .set({ ...decision.change, status: decision.to, version: current.version + 1, updatedAt: at })
        .where(and(eq(orders.id, current.id), eq(orders.version, current.version)))
        .returning();
      // Before the counts, as an order's placement takes its stock before them: the same lock order everywhere.
      await moved(tx, updated);
      await tx
        .insert(orderStatusHistory)
        .values({ orderId: current.id, status: decision.to, actor: decision.actor, note: decision.note, at: decision.at ?? at });
      await this.addToCounts(tx, [deltaOf(current, current.status, -1), deltaOf(current, decision.to, 1)]);
      await after(tx, updated);
      return { kind: 'moved', before: current, after: updated };
    });
  }

  /** The items of an order, with their quantities (in the caller's transaction). */
  async itemsOf(orderId: number, db: Db = this.db): Promise<{ itemId: string; price: number; quantity: number }[]> {
    return db
      .select({ itemId: orderItems.itemId, price: orderItems.price, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.line));
  }

  /** The store's COMPLETED orders with when they completed and their items, oldest completion first (demo data). */
  async completedOrders(storeCode: string): Promise<
    {
      id: number;
      orderNumber: string;
      storeCode: string;
      customerId: string;
      customerName: string;
      itemsTotal: number;
      shippingFee: number;
      deliveredAt: Date | null;
      completedAt: Date;
      items: { itemId: string; price: number; quantity: number }[];
    }[]
  > {
    const rows = await this.db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        storeCode: orders.storeCode,
        customerId: orders.customerId,
        customerName: orders.customerName,
        itemsTotal: orders.itemsTotal,
        shippingFee: orders.shippingFee,
        deliveredAt: orders.deliveredAt,
        completedAt: sql<Date>`max(${orderStatusHistory.at})`.mapWith(orderStatusHistory.at),
      })
      .from(orders)
      .innerJoin(orderStatusHistory, and(eq(orderStatusHistory.orderId, orders.id), eq(orderStatusHistory.status, 'COMPLETED')))
      .where(and(eq(orders.storeCode, storeCode), eq(orders.status, 'COMPLETED')))
      .groupBy(orders.id)
      .orderBy(asc(sql`max(${orderStatusHistory.at})`), asc(orders.id));
    const items = rows.length
      ? await this.db
          .select({ orderId: orderItems.orderId, itemId: orderItems.itemId, price: orderItems.price, quantity: orderItems.quantity })
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderItems.orderId), asc(orderItems.line))
      : [];
    return rows.map((row) => ({
      ...row,
      items: items.filter((item) => item.orderId === row.id).map(({ itemId, price, quantity }) => ({ itemId, price, quantity })),
    }));
  }

  /** Delivered orders (any store) whose delivery was before `deliveredBefore`, oldest first: the completion's sweep. */
  async deliveredBefore(deliveredBefore: Date, limit: number): Promise<{ storeCode: string; orderNumber: string }[]> {
    return this.db
      .select({ storeCode: orders.storeCode, orderNumber: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.status, 'DELIVERED'), lt(orders.deliveredAt, deliveredBefore)))
      .orderBy(asc(orders.deliveredAt), asc(orders.id))
      .limit(limit);
  }

  // ── Reading ──

  /** One keyset page: `limit` rows after `cursor` in `sort` order. */
  async page(scope: OrderScope, filter: OrderListFilter, sort: OrderSort, cursor: OrderCursor | null, limit: number): Promise<OrderSummaryRow[]> {
    const { column, descending, isTime } = sortOf(sort);
    const conditions = filterConditions(scope, filter);
    if (cursor) {
      const key = isTime ? new Date(cursor.key) : cursor.key;
      conditions.push(descending ? sql`(${column}, ${orders.id}) < (${key}, ${cursor.id})` : sql`(${column}, ${orders.id}) > (${key}, ${cursor.id})`);
    }
    const direction = descending ? desc : asc;
    return this.db
      .select({ ...summaryColumns, pickupPointName: pickupPoints.name })
      .from(orders)
      .innerJoin(pickupPoints, eq(pickupPoints.code, orders.pickupPointCode))
      .where(and(...conditions))
      .orderBy(direction(column), direction(orders.id))
      .limit(limit);
  }

  /**
   * The palette's search in a scope: an order number's start (the exact number first), or else a customer's or a
   * product's name anywhere in the search text, newest first; when fewer than `limit` orders contain it, the orders
   * containing the query spelled as the store's own words nearest to its words (pg_trgm over `order_search_terms`,
   * a few thousand words, never the trigrams of every order).
   */
  async searchHits(
    scope: OrderScope,
    q: string,
    limit: number,
  ): Promise<{ orderNumber: string; customerName: string; status: string; version: number; exact: boolean }[]> {
    if (looksLikeOrderNumber(q)) {
      const number = q.toUpperCase();
      const rows = await this.db
        .select({ orderNumber: orders.orderNumber, customerName: orders.customerName, status: orders.status, version: orders.version })
        .from(orders)
        .where(and(...scopeConditions(scope), sql`${orders.orderNumber} like ${`${likeText(number)}%`}`))
        .orderBy(asc(orders.orderNumber))
        .limit(limit);
      return rows.map((row) => ({ ...row, exact: row.orderNumber === number }));
    }
    const text = q.toLowerCase().trim().replace(/\s+/g, ' ');
    const found = (await this.containing(scope, text, limit)).map((row) => ({ ...row, exact: false }));
    if (found.length >= limit) return found;
    const respelled = await this.respelled(scope.storeCode, text);
    if (respelled === text) return found;
    const seen = new Set(found.map((row) => row.orderNumber));
    const near = (await this.containing(scope, respelled, limit)).filter((row) => !seen.has(row.orderNumber));
    return [...found, ...near.slice(0, limit - found.length).map((row) => ({ ...row, exact: false }))];
  }

  /**
   * The newest orders of the scope whose search text contains `text`, at a bounded cost whatever the text: first
   * among the scope's newest `paletteRecentOrders` orders (a range of the time index: a common name is found there);
   * then, for a text of three characters or more and fewer hits than `limit`, through the trigram index alone. Left to
   * itself, PostgreSQL walks the time index for a text it guesses common and reads every order when no order holds
   * it (`x`: seconds with a million; on the embedded database the whole server waits).
   */
  private async containing(
    scope: OrderScope,
    text: string,
    limit: number,
  ): Promise<{ orderNumber: string; customerName: string; status: string; version: number }[]> {
    const pattern = containsPattern(text);
    // A subquery with a limit is planned on its own: the time index, whatever PostgreSQL guesses of the text.
    const newestOrders = this.db
      .select({
        orderNumber: orders.orderNumber,
        customerName: orders.customerName,
        status: orders.status,
        version: orders.version,
        searchText: orders.searchText,
        createdAt: orders.createdAt,
        id: orders.id,
      })
      .from(orders)
      .where(and(...scopeConditions(scope)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(paletteRecentOrders)
      .as('newest_orders');
    const recent = await this.db
      .select({ orderNumber: newestOrders.orderNumber, customerName: newestOrders.customerName, status: newestOrders.status, version: newestOrders.version })
      .from(newestOrders)
      .where(sql`${newestOrders.searchText} like ${pattern}`)
      .orderBy(desc(newestOrders.createdAt), desc(newestOrders.id))
      .limit(limit);
    if (recent.length >= limit || [...text].length < 3) return recent;
    // Fewer: the trigram index alone (a bitmap of the orders holding the text's trigrams), never the time index.
    const older = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('enable_indexscan', 'off', true), set_config('enable_seqscan', 'off', true)`);
      return tx
        .select({ orderNumber: orders.orderNumber, customerName: orders.customerName, status: orders.status, version: orders.version })
        .from(orders)
        .where(and(...scopeConditions(scope), sql`${orders.searchText} like ${pattern}`))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
    });
    const seen = new Set(recent.map((row) => row.orderNumber));
    return [...recent, ...older.filter((row) => !seen.has(row.orderNumber))].slice(0, limit);
  }

  /** `text` with each word of three letters or more replaced by the store's most similar word (itself when none is near). */
  private async respelled(storeCode: string, text: string): Promise<string> {
    const words = text.split(' ').filter((word) => word.length >= 3);
    if (!words.length) return text;
    const rows = await this.db.execute(sql`
      select w.word, (
        select t.term from ${orderSearchTerms} t
        where t.store_code = ${storeCode} and t.term % w.word
        order by similarity(t.term, w.word) desc, t.term
        limit 1
      ) as term
      from unnest(string_to_array(${words.join(' ')}, ' ')) as w(word)`);
    const nearest = new Map(rowsOf<{ word: string; term: string | null }>(rows).map((row) => [row.word, row.term ?? row.word]));
    return text
      .split(' ')
      .map((word) => nearest.get(word) ?? word)
      .join(' ');
  }

  /** Rows in export order (newest first), `batch` at a time after the id and time of the last one. */
  async exportBatch(
    scope: OrderScope,
    filter: OrderListFilter,
    after: { createdAt: Date; id: number } | null,
    batch: number,
  ): Promise<(OrderListRow & { items: string })[]> {
    const conditions = filterConditions(scope, filter);
    if (after) conditions.push(sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}, ${after.id})`);
    return this.db
      .select({
        ...orderColumns,
        pickupPointName: pickupPoints.name,
        items: sql<string>`(select string_agg(${orderItems.name} || ' x' || ${orderItems.quantity}, '; ' order by ${orderItems.line}) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      })
      .from(orders)
      .innerJoin(pickupPoints, eq(pickupPoints.code, orders.pickupPointCode))
      .where(and(...conditions))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batch);
  }

  /** Orders of the statuses given per pickup point of the store, from the counts table (points without any absent). */
  async countsPerPickupPoint(storeCode: string, statuses: readonly OrderStatus[], db: Db = this.db): Promise<Map<string, number>> {
    const rows = await db
      .select({ code: orderDailyCounts.pickupPointCode, n: sql<number>`coalesce(sum(${orderDailyCounts.orders}), 0)`.mapWith(Number) })
      .from(orderDailyCounts)
      .where(and(eq(orderDailyCounts.storeCode, storeCode), inArray(orderDailyCounts.status, [...statuses])))
      .groupBy(orderDailyCounts.pickupPointCode);
    return new Map(rows.filter((r) => r.n > 0).map((r) => [r.code, r.n]));
  }

  /** Orders per status under a filter: from the counts table, or counted when the filter searches. */
  async statusCounts(scope: OrderScope, filter: OrderFilter): Promise<Map<string, number>> {
    if (filter.q) {
      const rows = await this.db
        .select({ status: orders.status, n: sql<number>`count(*)`.mapWith(Number) })
        .from(orders)
        .where(and(...filterConditions(scope, filter)))
        .groupBy(orders.status);
      return new Map(rows.map((r) => [r.status, r.n]));
    }
    const rows = await this.db
      .select({ status: orderDailyCounts.status, n: sql<number>`coalesce(sum(${orderDailyCounts.orders}), 0)`.mapWith(Number) })
      .from(orderDailyCounts)
      .where(and(...countConditions(scope, filter)))
      .groupBy(orderDailyCounts.status);
    return new Map(rows.map((r) => [r.status, r.n]));
  }

  /** Orders and amounts per day and status over the store's days `from`..`to`. */
  async dailyTotals(scope: OrderScope, from: string, to: string): Promise<{ day: string; status: string; orders: number; amount: number }[]> {
    return this.db
      .select({
        day: orderDailyCounts.day,
        status: orderDailyCounts.status,
        orders: sql<number>`sum(${orderDailyCounts.orders})`.mapWith(Number),
        amount: sql<number>`sum(${orderDailyCounts.amount})`.mapWith(Number),
      })
      .from(orderDailyCounts)
      .where(and(...countScopeConditions(scope), gte(orderDailyCounts.day, from), lte(orderDailyCounts.day, to)))
      .groupBy(orderDailyCounts.day, orderDailyCounts.status)
      .orderBy(asc(orderDailyCounts.day));
  }

  /** Orders still to ship (NEW, READY_TO_SHIP), soonest deadline first, and how many there are. */
  async toShip(scope: OrderScope, before: Date | null, limit: number): Promise<{ rows: OrderSummaryRow[]; total: number }> {
    const conditions = [...scopeConditions(scope), inArray(orders.status, ['NEW', 'READY_TO_SHIP'])];
    if (before) conditions.push(lt(orders.shipBy, before));
    const [rows, [{ n }]] = await Promise.all([
      this.db
        .select({ ...summaryColumns, pickupPointName: pickupPoints.name })
        .from(orders)
        .innerJoin(pickupPoints, eq(pickupPoints.code, orders.pickupPointCode))
        .where(and(...conditions))
        .orderBy(asc(orders.shipBy), asc(orders.id))
        .limit(limit),
      this.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(orders)
        .where(and(...conditions)),
    ]);
    return { rows, total: n };
  }

  /** Of the orders shipped in [from, to): how many, and how many before their deadline. */
  async shipping(scope: OrderScope, from: Date, to: Date): Promise<{ shipped: number; onTime: number }> {
    const [row] = await this.db
      .select({
        shipped: sql<number>`count(*)`.mapWith(Number),
        onTime: sql<number>`count(*) filter (where ${orders.shippedAt} <= ${orders.shipBy})`.mapWith(Number),
      })
      .from(orders)
      .where(and(...scopeConditions(scope), isNotNull(orders.shippedAt), gte(orders.shippedAt, from), lt(orders.shippedAt, to)));
    return row ?? { shipped: 0, onTime: 0 };
  }

  async find(scope: OrderScope, orderNumber: string): Promise<{ order: OrderListRow; items: OrderItemRow[]; history: OrderHistoryRow[] } | null> {
    const [order] = await this.db
      .select({ ...orderColumns, pickupPointName: pickupPoints.name })
      .from(orders)
      .innerJoin(pickupPoints, eq(pickupPoints.code, orders.pickupPointCode))
      .where(and(...scopeConditions(scope), eq(orders.orderNumber, orderNumber)))
      .limit(1);
    if (!order) return null;
    const [items, history] = await Promise.all([
      this.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.line)),
      this.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)).orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
    ]);
    return { order, items, history };
  }

  async pickupPointOfOrder(storeCode: string, orderNumber: string): Promise<string | null> {
    const [row] = await this.db
      .select({ code: orders.pickupPointCode })
      .from(orders)
      .where(and(eq(orders.storeCode, storeCode), eq(orders.orderNumber, orderNumber)))
      .limit(1);
    return row?.code ?? null;
  }

  async pickupPointName(code: string, db: Db = this.db): Promise<string> {
    const [row] = await db.select({ name: pickupPoints.name }).from(pickupPoints).where(eq(pickupPoints.code, code)).limit(1);
    return row?.name ?? code;
  }

  async hasOrders(storeCode: string): Promise<boolean> {
    const [row] = await this.db.select({ id: orders.id }).from(orders).where(eq(orders.storeCode, storeCode)).limit(1);
    return Boolean(row);
  }

  // ── Many orders at once (the benchmark's seed) ──

  /**
   * Writes `count` generated orders of a store in one statement, numbered from the sequence, spread over the 90
   * days before `now` with the statuses their age gives them (a few cancelled, a few shipped late), each with one
   * item of `items` and its history. The counts table is not touched: call `rebuildCounts` after the last batch.
   */
  async insertGenerated(
    storeCode: string,
    pickupPointCodes: readonly string[],
    items: readonly { itemId: string; name: string; price: number }[],
    from: number,
    count: number,
    now: Date,
  ): Promise<void> {
    const names = ['Budi Santoso', 'Siti Rahayu', 'Andi Wijaya', 'Dewi Lestari', 'Rina Kusuma', 'Agus Pratama', 'Maya Putri', 'Joko Susilo'];
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`
        with source as (
          select nextval(pg_get_serial_sequence('orders', 'id')) as id,
                 g,
                 ${now.toISOString()}::timestamptz - ((g * 7919) % 7776000) * interval '1 second' as created_at,
                 (g * 31) % 100 as roll,
                 (array['JNE', 'JNT', 'SICEPAT', 'ANTERAJA', 'GOSEND'])[1 + g % 5] as courier,
                 (${sql.raw(`array[${pickupPointCodes.map((c) => `'${c.replace(/'/g, "''")}'`).join(', ')}]`)})[1 + (g / 7) % ${pickupPointCodes.length}] as pickup_point_code,
                 1 + (g / 3) % ${items.length} as item_index,
                 1 + g % 3 as quantity,
                 (array[${sql.raw(names.map((n) => `'${n}'`).join(', '))}])[1 + (g / 11) % ${names.length}] as customer_name
          from generate_series(${from}::bigint, ${from + count - 1}::bigint) as g
        ),
        aged as (
          select source.*,
                 case
                   when roll < 5 then 'CANCELLED'
                   when ${now.toISOString()}::timestamptz - created_at < interval '12 hours' then 'NEW'
                   when ${now.toISOString()}::timestamptz - created_at < interval '36 hours' then 'READY_TO_SHIP'
                   when ${now.toISOString()}::timestamptz - created_at < interval '3 days' then 'SHIPPED'
                   when ${now.toISOString()}::timestamptz - created_at < interval '6 days' then 'DELIVERED'
                   else 'COMPLETED'
                 end as status,
                 (${sql.raw(`array[${items.map((i) => `'${i.itemId}'`).join(', ')}]`)})[item_index] as item_id,
                 (${sql.raw(`array[${items.map((i) => `'${i.name.replace(/'/g, "''")}'`).join(', ')}]`)})[item_index] as item_name,
                 (${sql.raw(`array[${items.map((i) => i.price).join(', ')}]`)}::bigint[])[item_index] as price
          from source
        ),
        inserted as (
          insert into orders (id, order_number, store_code, pickup_point_code, status, customer_id, customer_name, customer_phone, shipping_address,
                              courier, tracking_number, payment_method, paid_at, items_total, shipping_fee, total, item_count, first_item_name,
                              search_text, cancel_reason, ship_by, shipped_at, delivered_at, created_at, updated_at, version)
          select id,
                 'ORD-' || to_char(created_at at time zone 'UTC' + interval '7 hours', 'YYYYMMDD') || '-' || lpad(id::text, 7, '0'),
                 ${storeCode}, pickup_point_code, status, 'CUST-' || (1 + g % 5000), customer_name, '081234567890',
                 jsonb_build_object('recipientName', customer_name, 'phone', '081234567890', 'street', 'Jl. Merdeka No. ' || (1 + g % 200),
                                    'district', 'Gambir', 'city', 'Jakarta Pusat', 'province', 'DKI Jakarta', 'postalCode', '10110'),
                 courier,
                 case when status in ('SHIPPED', 'DELIVERED', 'COMPLETED') then
                   case courier
                     when 'JNE' then lpad(id::text, 15, '0')
                     when 'JNT' then 'JP' || lpad((id % 10000000000)::text, 10, '0')
                     when 'SICEPAT' then '00' || lpad((id % 10000000000)::text, 10, '0')
                     when 'ANTERAJA' then '1' || lpad((id % 10000000000000)::text, 13, '0')
                     else 'GK-11-' || lpad((id % 1000000000)::text, 7, '0')
                   end
                 end,
                 (array['BANK_TRANSFER', 'VIRTUAL_ACCOUNT', 'EWALLET', 'CREDIT_CARD', 'COD'])[1 + (g / 5) % 5],
                 created_at,
                 price * quantity, 15000, price * quantity + 15000, quantity, item_name,
                 lower(customer_name || ' ' || item_name),
                 case when status = 'CANCELLED' then 'OUT_OF_STOCK' end,
                 created_at + interval '48 hours',
                 case when status in ('SHIPPED', 'DELIVERED', 'COMPLETED') then created_at + case when roll > 94 then interval '60 hours' else interval '20 hours' end end,
                 case when status in ('DELIVERED', 'COMPLETED') then created_at + interval '3 days' end,
                 created_at,
                 created_at + interval '1 hour',
                 case status when 'NEW' then 1 when 'READY_TO_SHIP' then 2 when 'SHIPPED' then 3 when 'DELIVERED' then 4 when 'COMPLETED' then 5 else 2 end
          from aged
          returning id, status, created_at, customer_id
        ),
        items as (
          insert into order_items (order_id, line, item_id, name, price, quantity)
          select id, 1, item_id, item_name, price, quantity from aged
        )
        insert into order_status_history (order_id, status, actor, note, at)
        select id, 'NEW', 'marketplace', null, created_at from inserted
        union all
        select id, status, 'seller', null, created_at + interval '1 hour' from inserted where status <> 'NEW'
      `);
    });
  }

  /** The counts table of a store, counted again from its orders (after orders were written around it). */
  async rebuildCounts(storeCode: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(orderDailyCounts).where(eq(orderDailyCounts.storeCode, storeCode));
      await tx.execute(sql`
        insert into order_daily_counts (store_code, day, status, pickup_point_code, courier, orders, amount)
        select store_code, (created_at at time zone 'UTC' + interval '7 hours')::date, status, pickup_point_code, courier, count(*), sum(total)
        from orders where store_code = ${storeCode}
        group by 1, 2, 3, 4, 5
      `);
    });
  }

  /** Fresh planner statistics after many rows were written. */
  async analyze(): Promise<void> {
    await this.db.execute(sql`analyze orders, order_items, order_status_history, order_daily_counts`);
  }

  // ── Exports ──

  async createExport(row: typeof orderExports.$inferInsert): Promise<OrderExportRow> {
    const [created] = await this.db.insert(orderExports).values(row).returning();
    return created;
  }

  async export(storeCode: string, id: string): Promise<OrderExportRow | null> {
    const [row] = await this.db
      .select()
      .from(orderExports)
      .where(and(eq(orderExports.storeCode, storeCode), eq(orderExports.id, id)))
      .limit(1);
    return row ?? null;
  }

  async runningExports(storeCode: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orderExports)
      .where(and(eq(orderExports.storeCode, storeCode), inArray(orderExports.state, ['PENDING', 'RUNNING'])));
    return row?.n ?? 0;
  }

  async updateExport(id: string, change: Partial<typeof orderExports.$inferInsert>): Promise<void> {
    await this.db.update(orderExports).set(change).where(eq(orderExports.id, id));
  }

  async countFor(scope: OrderScope, filter: OrderListFilter): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(and(...filterConditions(scope, filter)));
    return row?.n ?? 0;
  }

  async addExportChunk(exportId: string, seq: number, data: Buffer): Promise<void> {
    await this.db.insert(orderExportChunks).values({ exportId, seq, data });
  }

  async exportChunk(exportId: string, seq: number): Promise<Buffer | null> {
    const [row] = await this.db
      .select({ data: orderExportChunks.data })
      .from(orderExportChunks)
      .where(and(eq(orderExportChunks.exportId, exportId), eq(orderExportChunks.seq, seq)))
      .limit(1);
    return row?.data ?? null;
  }

  /** Exports left RUNNING by a process that stopped: they will never finish. */
  /** Exports waiting or being written (the export backlog). */
  async unfinishedExports(): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderExports)
      .where(inArray(orderExports.state, ['PENDING', 'RUNNING']));
    return row.n;
  }

  /** Delivered orders the sweep would complete now (the partial index of DELIVERED orders). */
  async deliveredBeforeCount(before: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.status, 'DELIVERED'), lt(orders.deliveredAt, before)));
    return row.n;
  }

  async failAbandonedExports(startedBefore: Date, message: string): Promise<void> {
    await this.db
      .update(orderExports)
      .set({ state: 'FAILED', message })
      .where(and(inArray(orderExports.state, ['PENDING', 'RUNNING']), lt(orderExports.createdAt, startedBefore)));
  }
}

const summaryColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  createdAt: orders.createdAt,
  shipBy: orders.shipBy,
  customerName: orders.customerName,
  pickupPointCode: orders.pickupPointCode,
  courier: orders.courier,
  trackingNumber: orders.trackingNumber,
  paymentMethod: orders.paymentMethod,
  total: orders.total,
  itemCount: orders.itemCount,
  firstItemName: orders.firstItemName,
  version: orders.version,
};

const orderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  storeCode: orders.storeCode,
  pickupPointCode: orders.pickupPointCode,
  status: orders.status,
  customerId: orders.customerId,
  customerName: orders.customerName,
  customerPhone: orders.customerPhone,
  shippingAddress: orders.shippingAddress,
  courier: orders.courier,
  trackingNumber: orders.trackingNumber,
  paymentMethod: orders.paymentMethod,
  paidAt: orders.paidAt,
  itemsTotal: orders.itemsTotal,
  shippingFee: orders.shippingFee,
  total: orders.total,
  itemCount: orders.itemCount,
  firstItemName: orders.firstItemName,
  searchText: orders.searchText,
  cancelReason: orders.cancelReason,
  cancelNote: orders.cancelNote,
  shipBy: orders.shipBy,
  shippedAt: orders.shippedAt,
  deliveredAt: orders.deliveredAt,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  version: orders.version,
};

function* chunks<T>(list: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < list.length; i += size) yield list.slice(i, i + size);
}

/** `execute` answers `{ rows }` on both drivers. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
