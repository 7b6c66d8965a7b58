import type { ServerErrorCode } from '@seller-portal/contracts/core';
import {
  hasShippingLabel,
  isTrackingNumberValid,
  normalizeTrackingNumber,
  orderDayOf,
  orderDayStart,
  nextOrderDay,
  orderEventTypes,
  orderLimits,
  orderStatuses,
  orderAcceptUndoneNote,
  orderAutoCompletedNote,
  orderSystemActors,
  orderTooLarge,
  orderTransition,
  type CourierCode,
  type MarketplaceOrderRequest,
  type OrderDeliveryReport,
  type OrderAction,
  type OrderActor,
  type OrderBulkAcceptResult,
  type OrderBulkResult,
  type OrderCancelReason,
  type OrderDetail,
  type OrderFilter,
  type OrderListParams,
  type OrderPage,
  type OrderStatus,
  type OrderStatusCounts,
  type OrderSummary,
  type PaymentMethod,
  type ShippingAddress,
} from '@seller-portal/contracts/orders';
import type { SearchHit } from '@seller-portal/contracts/search';
import { createHash } from 'node:crypto';
import { AppError } from '../../http/app-error';
import type { PageLanguage } from '../../i18n/server-i18n';
import type { Transaction } from '../../db/open-database';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../runtime';
import type { NotificationService } from '../notifications';
import type { ProductService } from '../products';
import type { UndoService } from '../undo';
import { pickupPointAudiences, type RealtimeService } from '../realtime';
import { shippingLabelsPdf } from './label';
import {
  looksLikeOrderNumber,
  sortKeyOf,
  scopeOf,
  wholeStore,
  type OrderDecision,
  type OrderLocator,
  type OrderCursor,
  type OrderListRow,
  type OrderRow,
  type OrderScope,
  type StoreOrScope,
  type OrdersRepository,
  type OrderSummaryRow,
  type OrderToInsert,
} from './repository';

/** What a bulk accept keeps for its undo: each order it accepted and the version the accept left it at. */
interface AcceptUndo {
  orders: { orderNumber: string; version: number }[];
}

export interface OrderServiceDeps {
  repository: OrdersRepository;
  products: Pick<ProductService, 'itemDetail' | 'reserve' | 'release' | 'recordSold'>;
  realtime: RealtimeService;
  clock: Clock;
  /** The store's bell: a new order is delivered to its sellers as an ORDER notification that opens it. */
  notifications: Pick<NotificationService, 'deliver'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  undo: Pick<UndoService, 'offer' | 'claimAlone'>;
  /** What other modules do when an order completes (settlements), filled through `services.orderCompletions`. */
  completions?: readonly OrderCompletionListener[];
}

/** A COMPLETED order as the modules that follow completions read it: its amounts in rupiah and its items. */
export interface CompletedOrder {
  id: number;
  orderNumber: string;
  storeCode: string;
  /** The buyer app's customer who placed it (their chat room's customer id) and their name. */
  customerId: string;
  customerName: string;
  itemsTotal: number;
  shippingFee: number;
  /** When the courier reported it delivered (null: completed without a delivery report). */
  deliveredAt: Date | null;
  completedAt: Date;
  items: readonly { itemId: string; price: number; quantity: number }[];
}

/**
 * A module that follows an order's completion: `completed` runs in the order's locked move transaction (what it
 * writes commits with the completion or not at all), `committed` after that transaction committed (work that needs
 * its own transaction, such as a ledger posting; it must be idempotent and caught up by its own job, since a process
 * may stop between the two).
 */
export interface OrderCompletionListener {
  completed(tx: Transaction, order: CompletedOrder): Promise<void>;
  committed?(order: CompletedOrder): Promise<void>;
}

/**
 * Who acts on an order in the portal: the store of the session, the pickup points the user serves in it (the scope
 * every read and move of theirs is limited to) and the username (for the history).
 */
export interface OrderSeller extends OrderScope {
  userId: string;
  username: string;
}

/** A buyer app customer, proved by the customer token. */
export interface OrderCustomer {
  customerId: string;
  name: string;
}

export function toOrderSummary(row: OrderSummaryRow): OrderSummary {
  return {
    orderNumber: row.orderNumber,
    status: row.status as OrderStatus,
    createdAt: row.createdAt.getTime(),
    shipBy: row.shipBy.getTime(),
    customerName: row.customerName,
    pickupPointCode: row.pickupPointCode,
    pickupPointName: row.pickupPointName,
    courier: row.courier as CourierCode,
    trackingNumber: row.trackingNumber,
    paymentMethod: row.paymentMethod as PaymentMethod,
    total: row.total,
    itemCount: row.itemCount,
    firstItemName: row.firstItemName,
    version: row.version,
  };
}

// ── Cursors: the sort key and id of a page's last row, opaque to the client ──

export function encodeOrderCursor(cursor: OrderCursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

/** A cursor the server wrote, or ORDER_FILTER_INVALID. */
export function decodeOrderCursor(raw: string): OrderCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && parsed.every((n) => Number.isSafeInteger(n)))
      return { key: parsed[0] as number, id: parsed[1] as number };
  } catch {
    // falls through to the refusal
  }
  throw new AppError('ORDER_FILTER_INVALID');
}

/** The figures the dashboard and the store performance page read (see index.ts). */
export interface OrderDayTotals {
  /** The store's calendar day, YYYY-MM-DD. */
  day: string;
  /** Orders placed that day, of any status. */
  orders: number;
  /** Rupiah of the orders placed that day that were not cancelled. */
  revenue: number;
}

export interface OrderShippingPerformance {
  /** Orders shipped in the period, and those shipped before their deadline. */
  shipped: number;
  shippedOnTime: number;
  /** shippedOnTime / shipped, 0..1; null when nothing shipped. */
  onTimeRate: number | null;
  /** Orders placed in the period, and those of them cancelled. */
  placed: number;
  cancelled: number;
  /** cancelled / placed, 0..1; null when nothing was placed. */
  cancellationRate: number | null;
}

const emptyCounts = (): OrderStatusCounts => ({ ALL: 0, NEW: 0, READY_TO_SHIP: 0, SHIPPED: 0, DELIVERED: 0, COMPLETED: 0, CANCELLED: 0 });

function countsOf(byStatus: Map<string, number>): OrderStatusCounts {
  const counts = emptyCounts();
  for (const status of orderStatuses) {
    counts[status] = byStatus.get(status) ?? 0;
    counts.ALL += counts[status];
  }
  return counts;
}

const dayMs = 24 * 3_600_000;
/** Orders still at their pickup point's charge: a pickup point with any of them cannot be removed. */
const openStatuses: readonly OrderStatus[] = ['NEW', 'READY_TO_SHIP', 'SHIPPED'];

/** When a delivered order completes by itself unless its customer confirms before. */
export const autoCompletionOf = (deliveredAt: Date) => new Date(deliveredAt.getTime() + orderLimits.autoCompleteAfterDays * dayMs);

const searchTextOf = (parts: { orderNumber?: string; customerName: string; itemNames: readonly string[] }) =>
  [parts.customerName, ...parts.itemNames].join(' \u0001 ').toLowerCase();

export { searchTextOf };

export class OrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

  // ── The list ──

  async list(seller: OrderSeller, params: OrderListParams): Promise<OrderPage> {
    const cursor = params.cursor ? decodeOrderCursor(params.cursor) : null;
    const rows = await this.deps.repository.page(seller, params, params.sort, cursor, params.size + 1);
    const page = rows.slice(0, params.size);
    const last = page[page.length - 1];
    return {
      content: page.map(toOrderSummary),
      nextCursor: rows.length > params.size && last ? encodeOrderCursor({ key: sortKeyOf(last, params.sort), id: last.id }) : null,
    };
  }

  /** The palette's hits of the seller's orders (their scope: a staff member's pickup points). */
  async searchHits(scope: OrderScope, q: string, limit: number): Promise<SearchHit[]> {
    const rows = await this.deps.repository.searchHits(scope, q, limit);
    return rows.map((row) => ({
      kind: 'order',
      id: row.orderNumber,
      title: row.orderNumber,
      detail: row.customerName,
      path: `/order-list/${encodeURIComponent(row.orderNumber)}`,
      match: row.exact ? 'exact' : looksLikeOrderNumber(q) ? 'prefix' : 'fuzzy',
      // The palette offers accept or ship by the status, and sends the version as the page does.
      status: row.status,
      version: row.version,
    }));
  }

  async counts(seller: OrderSeller, filter: OrderFilter): Promise<OrderStatusCounts> {
    return countsOf(await this.deps.repository.statusCounts(seller, filter));
  }

  async detail(seller: OrderSeller, orderNumber: string): Promise<OrderDetail> {
    return this.detailOf(seller, orderNumber);
  }

  private async detailOf(scope: OrderScope, orderNumber: string): Promise<OrderDetail> {
    const found = await this.deps.repository.find(scope, orderNumber);
    if (!found) throw new AppError('ORDER_NOT_FOUND');
    const { order, items, history } = found;
    return {
      ...toOrderSummary(order),
      deliveredAt: order.deliveredAt?.getTime() ?? null,
      autoCompleteAt: order.status === 'DELIVERED' && order.deliveredAt ? autoCompletionOf(order.deliveredAt).getTime() : null,
      customerId: order.customerId,
      customerPhone: order.customerPhone,
      shippingAddress: order.shippingAddress as ShippingAddress,
      items: items.map((item) => ({ itemId: item.itemId, name: item.name, price: item.price, quantity: item.quantity })),
      itemsTotal: order.itemsTotal,
      shippingFee: order.shippingFee,
      paidAt: order.paidAt?.getTime() ?? null,
      cancelReason: order.cancelReason as OrderCancelReason | null,
      cancelNote: order.cancelNote,
      history: history.map((entry) => ({ status: entry.status as OrderStatus, at: entry.at.getTime(), actor: entry.actor, note: entry.note })),
    };
  }

  /** The shipping label (PDF) of an order of the store, in the seller's language. */
  async label(seller: OrderSeller, orderNumber: string, language: PageLanguage): Promise<Uint8Array> {
    return this.labels(seller, [orderNumber], language);
  }

  /**
   * The shipping labels of the store's orders as one PDF, a page each in the order asked. All or nothing: an order of
   * another store is ORDER_NOT_FOUND, a new or cancelled one ORDER_LABEL_NOT_READY naming the orders (the page
   * leaves them out before it asks).
   */
  async labels(seller: OrderSeller, orderNumbers: readonly string[], language: PageLanguage): Promise<Uint8Array> {
    const orders = await Promise.all(orderNumbers.map((orderNumber) => this.detailOf(seller, orderNumber)));
    const notReady = orders.filter((order) => !hasShippingLabel(order.status)).map((order) => order.orderNumber);
    if (notReady.length) throw AppError.withValue('ORDER_LABEL_NOT_READY', { orderNumbers: notReady });
    const [store, points] = await Promise.all([this.deps.repository.activeStore(seller.storeCode), this.deps.repository.pickupPointsOf(seller.storeCode)]);
    const addressOf = new Map(points.map((point) => [point.code, point.address]));
    return shippingLabelsPdf(
      orders.map((order) => ({
        order,
        sender: {
          storeName: store?.name ?? seller.storeCode,
          pickupPointName: order.pickupPointName,
          pickupPointAddress: addressOf.get(order.pickupPointCode) ?? '',
        },
      })),
      language,
    );
  }

  // ── The seller's actions ──

  async accept(seller: OrderSeller, orderNumber: string, version: number): Promise<OrderDetail> {
    await this.move(seller, orderNumber, version, 'ACCEPT', () => ({ change: {}, note: null }));
    return this.detailOf(seller, orderNumber);
  }

  async ship(seller: OrderSeller, orderNumber: string, version: number, trackingNumber: string): Promise<OrderDetail> {
    const tracking = normalizeTrackingNumber(trackingNumber);
    await this.move(seller, orderNumber, version, 'SHIP', (current) => {
      if (!isTrackingNumberValid(current.courier as CourierCode, tracking)) {
        throw AppError.withValue('ORDER_TRACKING_NUMBER_INVALID', { courier: current.courier });
      }
      return { change: { trackingNumber: tracking, shippedAt: this.deps.clock.now() }, note: tracking };
    });
    return this.detailOf(seller, orderNumber);
  }

  async cancel(seller: OrderSeller, orderNumber: string, version: number, reason: OrderCancelReason, note: string | undefined): Promise<OrderDetail> {
    const text = note?.trim() || null;
    if (reason === 'OTHER' && !text) throw new AppError('ORDER_CANCEL_NOTE_REQUIRED');
    await this.move(seller, orderNumber, version, 'CANCEL', () => ({
      change: { cancelReason: reason, cancelNote: text },
      note: text ? `${reason}: ${text}` : reason,
    }));
    return this.detailOf(seller, orderNumber);
  }

  /**
   * Accepts each order on its own: a refusal (a changed version, a cancelled order) stops no other. The orders it
   * accepted can be put back to NEW by the same person within the undo window (`undoBulkAccept`).
   */
  async bulkAccept(seller: OrderSeller, requests: readonly { orderNumber: string; version: number }[]): Promise<OrderBulkAcceptResult> {
    const { results } = await this.bulk(requests, (request) =>
      this.move(seller, request.orderNumber, request.version, 'ACCEPT', () => ({ change: {}, note: null })),
    );
    const accepted: AcceptUndo['orders'] = results.flatMap((result) => (result.ok ? [{ orderNumber: result.orderNumber, version: result.order.version }] : []));
    const undo = accepted.length
      ? await this.deps.undo.offer(null, { storeCode: seller.storeCode, userId: seller.userId }, 'ORDER_ACCEPT', { orders: accepted } satisfies AcceptUndo)
      : null;
    return { results, undo };
  }

  /**
   * Undoes a bulk accept of this person within its window: each order it accepted goes back to NEW, with an
   * ACCEPT_UNDONE entry in its history, if it is still at the version the accept left (nothing happened to it since:
   * else ORDER_VERSION_CONFLICT for that order, the others still go back). Each in its own transaction, as the accept.
   */
  async undoBulkAccept(seller: OrderSeller, operationId: string): Promise<OrderBulkResult> {
    const payload = await this.deps.undo.claimAlone<AcceptUndo>({ storeCode: seller.storeCode, userId: seller.userId }, 'ORDER_ACCEPT', operationId);
    return this.bulk(payload.orders, async (accepted) => {
      const outcome = await this.deps.repository.transition(
        { scope: seller, orderNumber: accepted.orderNumber },
        accepted.version,
        (current) =>
          current.status === 'READY_TO_SHIP'
            ? { to: 'NEW', change: {}, actor: seller.username, note: orderAcceptUndoneNote }
            : { refused: 'ORDER_ACTION_NOT_ALLOWED' },
        this.deps.clock.now(),
        (tx, row) => this.publish(tx, orderEventTypes.changed, row),
      );
      switch (outcome.kind) {
        case 'not-found':
          throw new AppError('ORDER_NOT_FOUND');
        case 'conflict':
          throw new AppError('ORDER_VERSION_CONFLICT');
        case 'refused':
          throw new AppError(outcome.code as ServerErrorCode);
        case 'moved':
          return this.withPickupPointName(outcome.after);
      }
    });
  }

  async bulkShip(seller: OrderSeller, requests: readonly { orderNumber: string; version: number; trackingNumber: string }[]): Promise<OrderBulkResult> {
    return this.bulk(requests, (request) => {
      const tracking = normalizeTrackingNumber(request.trackingNumber);
      return this.move(seller, request.orderNumber, request.version, 'SHIP', (current) => {
        if (!isTrackingNumberValid(current.courier as CourierCode, tracking)) throw new AppError('ORDER_TRACKING_NUMBER_INVALID');
        return { change: { trackingNumber: tracking, shippedAt: this.deps.clock.now() }, note: tracking };
      });
    });
  }

  private async bulk<T extends { orderNumber: string }>(requests: readonly T[], act: (request: T) => Promise<OrderListRow>): Promise<OrderBulkResult> {
    const results: OrderBulkResult['results'] = [];
    // One after another: each in its own transaction, so one order's refusal leaves the others done.
    for (const request of requests) {
      try {
        results.push({ orderNumber: request.orderNumber, ok: true, order: toOrderSummary(await act(request)) });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ orderNumber: request.orderNumber, ok: false, errorCode: error.code });
      }
    }
    return { results };
  }

  /**
   * One move of the state machine by the seller: the version must be the one the seller saw, the move must be open
   * from the order's status (contracts' `orderTransition`), and `details` may refuse it (a tracking number of the
   * wrong shape). Nothing is written when any of them refuses.
   */
  private move(
    seller: OrderSeller,
    orderNumber: string,
    version: number,
    action: OrderAction,
    details: (current: OrderRow) => Omit<OrderDecision, 'to' | 'actor'>,
  ): Promise<OrderListRow> {
    return this.moveOrder({ scope: seller, orderNumber }, version, action, 'SELLER', (current) => ({
      ...details(current),
      actor: seller.username,
    }));
  }

  /** A move by anyone: `version` null when the mover saw none (the marketplace's systems, the customer). */
  private async moveOrder(
    which: OrderLocator,
    version: number | null,
    action: OrderAction,
    actor: OrderActor,
    details: (current: OrderRow) => Omit<OrderDecision, 'to'>,
  ): Promise<OrderListRow> {
    const now = this.deps.clock.now();
    let completed: CompletedOrder | null = null;
    const outcome = await this.deps.repository.transition(
      which,
      version,
      (current) => {
        const next = orderTransition(current.status as OrderStatus, action, actor);
        if ('refused' in next) return next;
        return { to: next.to, ...details(current) };
      },
      now,
      (tx, row) => this.publish(tx, orderEventTypes.changed, row),
      async (tx, row) => {
        await this.followStock(tx, row);
        if (row.status === 'COMPLETED') completed = await this.followCompletion(tx, row, now);
      },
    );
    switch (outcome.kind) {
      case 'not-found':
        throw new AppError('ORDER_NOT_FOUND');
      case 'conflict':
        // The envelope carries the order as it is now, so the page can show what the other tab did.
        throw AppError.withValue('ORDER_VERSION_CONFLICT', toOrderSummary(await this.withPickupPointName(outcome.current)));
      case 'refused':
        throw AppError.withValue(outcome.code as ServerErrorCode, toOrderSummary(await this.withPickupPointName(outcome.current)));
      case 'moved':
        if (completed) await this.afterCompletion(completed);
        return this.withPickupPointName(outcome.after);
    }
  }

  /** The listeners' part of a completion inside its transaction; the order as they read it. */
  private async followCompletion(tx: Transaction, row: OrderRow, at: Date): Promise<CompletedOrder | null> {
    const listeners = this.deps.completions ?? [];
    if (!listeners.length) return null;
    const order: CompletedOrder = {
      id: row.id,
      orderNumber: row.orderNumber,
      storeCode: row.storeCode,
      customerId: row.customerId,
      customerName: row.customerName,
      itemsTotal: row.itemsTotal,
      shippingFee: row.shippingFee,
      deliveredAt: row.deliveredAt,
      completedAt: at,
      items: await this.deps.repository.itemsOf(row.id, tx),
    };
    for (const listener of listeners) await listener.completed(tx, order);
    return order;
  }

  /** The listeners' part after the commit: a failure is logged, never the caller's (their jobs catch up). */
  private async afterCompletion(order: CompletedOrder): Promise<void> {
    for (const listener of this.deps.completions ?? []) {
      await listener
        .committed?.(order)
        .catch((error: unknown) => this.deps.log.warn({ err: error, orderNumber: order.orderNumber }, 'a completion follow-up failed'));
    }
  }

  /**
   * The stock follows the order's move, in its transaction: a cancelled order's units go back on the stock (whoever
   * cancelled it), a completed order's count as sold. Its placement took them off (`placeFromMarketplace`).
   */
  private async followStock(tx: Transaction, row: OrderRow): Promise<void> {
    if (row.status !== 'CANCELLED' && row.status !== 'COMPLETED') return;
    const lines = await this.deps.repository.itemsOf(row.id, tx);
    if (row.status === 'CANCELLED') await this.deps.products.release(tx, row.storeCode, lines);
    else await this.deps.products.recordSold(tx, row.storeCode, lines);
  }

  // ── The marketplace moves an order past shipping ──

  /**
   * The courier reported a SHIPPED order arrived (the marketplace's tracking, with its service token): DELIVERED at
   * `deliveredAt` (now when absent; not before it shipped, not in the future), with who took the parcel in the
   * history. The customer then confirms receipt, or the sweep completes it `autoCompleteAfterDays` later.
   */
  async reportDelivery(orderNumber: string, report: OrderDeliveryReport): Promise<OrderDetail> {
    const now = this.deps.clock.now();
    const row = await this.moveOrder({ orderNumber }, null, 'DELIVER', 'MARKETPLACE', (current) => {
      const deliveredAt = report.deliveredAt === undefined ? now : new Date(report.deliveredAt);
      const tooLate = deliveredAt.getTime() > now.getTime() + orderLimits.deliveryClockSkewMs;
      if (tooLate || (current.shippedAt && deliveredAt < current.shippedAt)) throw new AppError('ORDER_DELIVERY_TIME_INVALID');
      const at = deliveredAt > now ? now : deliveredAt;
      return { change: { deliveredAt: at }, actor: orderSystemActors.courier, note: report.receivedBy || null, at };
    });
    return this.detailOf(wholeStore(row.storeCode), orderNumber);
  }

  /** The order's customer confirms a DELIVERED order arrived well: COMPLETED. Another customer's order is not found. */
  async confirmReceipt(customer: OrderCustomer, orderNumber: string): Promise<OrderDetail> {
    const row = await this.moveOrder({ orderNumber, customerId: customer.customerId }, null, 'COMPLETE', 'MARKETPLACE', () => ({
      change: {},
      actor: orderSystemActors.customer,
      note: null,
    }));
    return this.detailOf(wholeStore(row.storeCode), orderNumber);
  }

  /**
   * The order's customer cancels it before the seller accepted it (a NEW order; later the seller decides): CANCELLED
   * by the customer, its units back on the stock. Another customer's order is not found.
   */
  async cancelByCustomer(customer: OrderCustomer, orderNumber: string): Promise<OrderDetail> {
    let accepted: OrderRow | null = null;
    const row = await this.moveOrder({ orderNumber, customerId: customer.customerId }, null, 'CANCEL', 'MARKETPLACE', (current) => {
      if (current.status !== 'NEW') {
        accepted = current;
        throw new AppError('ORDER_ACTION_NOT_ALLOWED');
      }
      return { change: { cancelReason: 'CUSTOMER_REQUEST', cancelNote: null }, actor: orderSystemActors.customer, note: 'CUSTOMER_REQUEST' };
    }).catch(async (error: unknown) => {
      // As the state machine's refusals: the order as it is now in the envelope.
      if (accepted) throw AppError.withValue('ORDER_ACTION_NOT_ALLOWED', toOrderSummary(await this.withPickupPointName(accepted)));
      throw error;
    });
    return this.detailOf(wholeStore(row.storeCode), orderNumber);
  }

  /**
   * The sweep (a background job): every order DELIVERED at least `autoCompleteAfterDays` before `now` and not
   * confirmed is COMPLETED by the marketplace, oldest delivery first, at most `limit` per run. An order the customer
   * confirmed meanwhile is left alone. Returns how many were completed.
   */
  /** How many orders the sweep would complete at `now` (its backlog). */
  dueForCompletion(now: Date): Promise<number> {
    return this.deps.repository.deliveredBeforeCount(new Date(now.getTime() - orderLimits.autoCompleteAfterDays * dayMs));
  }

  async completeDelivered(now: Date, limit = 2000): Promise<number> {
    const due = await this.deps.repository.deliveredBefore(new Date(now.getTime() - orderLimits.autoCompleteAfterDays * dayMs), limit);
    let completed = 0;
    for (const order of due) {
      try {
        await this.moveOrder(order, null, 'COMPLETE', 'MARKETPLACE', () => ({
          change: {},
          actor: orderSystemActors.marketplace,
          note: orderAutoCompletedNote,
        }));
        completed++;
      } catch (error) {
        // Confirmed by its customer since it was read: nothing left to do.
        if (!(error instanceof AppError)) throw error;
      }
    }
    return completed;
  }

  private async withPickupPointName(row: OrderRow): Promise<OrderListRow> {
    return { ...row, pickupPointName: await this.deps.repository.pickupPointName(row.pickupPointCode) };
  }

  private async publish(tx: Transaction, type: string, row: OrderRow): Promise<void> {
    const summary = toOrderSummary(await this.withPickupPointNameIn(tx, row));
    // Heard by the members who serve the order's pickup point (every point, or this one), never by another point's staff.
    const payload = type === orderEventTypes.created ? { order: summary } : summary;
    await this.deps.realtime.publishToAudiences(tx, pickupPointAudiences.forPoint(row.storeCode, row.pickupPointCode), type, payload);
  }

  private pickupPointNames = new Map<string, string>();

  /** Pickup point names change rarely; a few are kept so an event costs no extra query. */
  private async withPickupPointNameIn(tx: Transaction, row: OrderRow): Promise<OrderListRow> {
    let name = this.pickupPointNames.get(row.pickupPointCode);
    if (name === undefined) {
      name = await this.deps.repository.pickupPointName(row.pickupPointCode, tx);
      if (this.pickupPointNames.size > 1000) this.pickupPointNames.clear();
      this.pickupPointNames.set(row.pickupPointCode, name);
    }
    return { ...row, pickupPointName: name };
  }

  // ── The marketplace places an order ──

  /**
   * An order placed in the buyer app: the store must be open, the pickup point the store's (its default when none
   * is named), every item the store's; names and prices are taken from the store's items as they are now. Its units
   * are taken off the store's stock in the order's transaction (ORDER_ITEM_OUT_OF_STOCK, nothing written, when the
   * store has fewer of any item). The order is written as NEW, paid (COD on delivery), with its deadline, and the
   * store's tabs hear it at once.
   *
   * With an `Idempotency-Key` (`idempotencyKey`), the customer's first order with that key is the answer to every
   * repeat of the same request for 24 hours (`replayed`), and another request with it is ORDER_IDEMPOTENCY_KEY_REUSED;
   * the key is claimed in the order's transaction, so two identical requests at once make one order.
   */
  async placeFromMarketplace(
    customer: OrderCustomer,
    request: MarketplaceOrderRequest,
    idempotencyKey: string | null = null,
  ): Promise<{ order: OrderDetail; replayed: boolean }> {
    const { repository } = this.deps;
    if (orderTooLarge(request)) throw AppError.withValue('ORDER_TOO_LARGE', { itemsMax: orderLimits.itemsMax, quantityMax: orderLimits.quantityMax });
    const requestHash = idempotencyKey === null ? null : hashOfRequest(request);
    if (idempotencyKey !== null && requestHash !== null) {
      const earlier = await this.earlierAnswer(customer, idempotencyKey, requestHash);
      if (earlier) return { order: earlier, replayed: true };
    }
    const store = await repository.activeStore(request.storeCode);
    if (!store) throw new AppError('ORDER_STORE_NOT_FOUND');
    const points = await repository.pickupPointsOf(store.code);
    const point = request.pickupPointCode ? points.find((p) => p.code === request.pickupPointCode) : points[0];
    if (!point) throw new AppError('ORDER_PICKUP_POINT_UNKNOWN');
    const items: { itemId: string; name: string; price: number; quantity: number }[] = [];
    for (const wanted of request.items) {
      const detail = await this.deps.products.itemDetail(store.code, wanted.itemId).catch((error: unknown) => {
        if (error instanceof AppError) throw new AppError('ORDER_ITEM_UNKNOWN');
        throw error;
      });
      items.push({ itemId: detail.itemId, name: detail.name, price: detail.price, quantity: wanted.quantity });
    }
    const now = this.deps.clock.now();
    const itemsTotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    const shippingFee = request.shippingFee;
    const toInsert: OrderToInsert = {
      row: {
        storeCode: store.code,
        pickupPointCode: point.code,
        status: 'NEW',
        customerId: customer.customerId,
        customerName: customer.name,
        customerPhone: request.customerPhone,
        shippingAddress: { district: '', ...request.shippingAddress },
        courier: request.courier,
        trackingNumber: null,
        paymentMethod: request.paymentMethod,
        paidAt: request.paymentMethod === 'COD' ? null : now,
        itemsTotal,
        shippingFee,
        total: itemsTotal + shippingFee,
        itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
        firstItemName: items[0].name,
        searchText: searchTextOf({ customerName: customer.name, itemNames: items.map((i) => i.name) }),
        shipBy: new Date(now.getTime() + orderLimits.shipWithinHours * 3_600_000),
        createdAt: now,
        updatedAt: now,
        version: 1,
      },
      items,
      history: [{ status: 'NEW', actor: 'marketplace', at: now }],
    };
    const key = idempotencyKey === null || requestHash === null ? null : { customerId: customer.customerId, key: idempotencyKey, requestHash };
    const row = await repository.transaction(async (tx) => {
      if (key) {
        const expiresAt = new Date(now.getTime() + orderLimits.idempotencyKeyLifetimeHours * 3_600_000);
        if (!(await repository.claimIdempotencyKey(tx, { ...key, storeCode: store.code, now, expiresAt }))) return null;
      }
      if (!(await repository.holdPickupPoint(tx, store.code, point.code))) throw new AppError('ORDER_PICKUP_POINT_UNKNOWN');
      // The stock first (per item one statement that checks and takes it): an order short of any item writes nothing.
      const shortages = await this.deps.products.reserve(tx, store.code, items);
      if (shortages.length) throw AppError.withValue('ORDER_ITEM_OUT_OF_STOCK', { items: shortages });
      const [inserted] = await repository.insert(tx, [toInsert]);
      if (key) await repository.setIdempotentOrder(tx, key.customerId, key.key, inserted.orderNumber);
      await this.publish(tx, orderEventTypes.created, inserted);
      return inserted;
    });
    if (!row) {
      // Another request with the key committed its order while this one was looking up the items.
      const earlier = key ? await this.earlierAnswer(customer, key.key, key.requestHash) : null;
      if (!earlier) throw new AppError('ORDER_IDEMPOTENCY_KEY_REUSED');
      return { order: earlier, replayed: true };
    }
    const order = await this.detailOf(wholeStore(store.code), row.orderNumber);
    if (key) await repository.setIdempotentAnswer(key.customerId, key.key, order);
    await this.notifyNewOrder(store.code, order);
    return { order, replayed: false };
  }

  /**
   * The new order in the store's notification center, once it is committed (a replay notifies nobody again). The
   * order stands whatever the delivery does: a failure is logged, the toast and the lists still hear the order.
   */
  private async notifyNewOrder(storeCode: string, order: OrderDetail): Promise<void> {
    const values = { orderNumber: order.orderNumber, customer: order.customerName, items: order.itemCount };
    const link = `/order-list/${encodeURIComponent(order.orderNumber)}`;
    await this.deps.notifications
      .deliver({
        source: { kind: 'EVENT', code: 'ORDER_CREATED' },
        category: 'ORDER',
        storeCodes: [storeCode],
        content: {
          IN_APP: {
            id: {
              title: `Pesanan baru dari ${values.customer}`,
              body: `${values.orderNumber}, ${values.items} barang. Terima dan kirim sebelum batas waktunya.`,
            },
            en: {
              title: `New order from ${values.customer}`,
              body: `${values.orderNumber}, ${values.items} ${values.items === 1 ? 'item' : 'items'}. Accept and ship it before its deadline.`,
            },
            link,
          },
        },
      })
      .catch((error: unknown) => this.deps.log.warn({ err: error, orderNumber: order.orderNumber }, 'a new order could not be notified'));
  }

  /** The answer of the customer's earlier order with this key; ORDER_IDEMPOTENCY_KEY_REUSED when it was another request. */
  private async earlierAnswer(customer: OrderCustomer, idempotencyKey: string, requestHash: string): Promise<OrderDetail | null> {
    const earlier = await this.deps.repository.idempotencyKey(customer.customerId, idempotencyKey, this.deps.clock.now());
    if (!earlier) return null;
    if (earlier.requestHash !== requestHash) throw new AppError('ORDER_IDEMPOTENCY_KEY_REUSED');
    if (earlier.answer) return earlier.answer as OrderDetail;
    // The order was written but its answer not kept (the process stopped between): the order as it is now.
    return earlier.orderNumber ? this.detailOf(wholeStore(earlier.storeCode), earlier.orderNumber) : null;
  }

  /** Deletes the idempotency keys past their 24 hours. */
  purgeIdempotencyKeys(now: Date): Promise<number> {
    return this.deps.repository.purgeIdempotencyKeys(now);
  }

  // ── What the dashboard and the performance page read ──

  /** Orders not yet delivered, completed or cancelled, per pickup point of the store (in `tx` when given). */
  async openOrdersPerPickupPoint(storeCode: string, tx?: Transaction): Promise<Map<string, number>> {
    return this.deps.repository.countsPerPickupPoint(storeCode, openStatuses, tx);
  }

  /** Orders placed on the store's days `from`..`to` (both included), per status, within `scope`. */
  async statusCounts(store: StoreOrScope, range: { from: string; to: string }): Promise<OrderStatusCounts> {
    return countsOf(await this.deps.repository.statusCounts(scopeOf(store), { from: range.from, to: range.to }));
  }

  /** Every day of `from`..`to` (both included, none missing) with its orders and revenue. */
  async revenueByDay(store: StoreOrScope, range: { from: string; to: string }): Promise<OrderDayTotals[]> {
    const rows = await this.deps.repository.dailyTotals(scopeOf(store), range.from, range.to);
    const byDay = new Map<string, OrderDayTotals>();
    for (let day = range.from; day <= range.to; day = nextOrderDay(day)) byDay.set(day, { day, orders: 0, revenue: 0 });
    for (const row of rows) {
      const totals = byDay.get(row.day);
      if (!totals) continue;
      totals.orders += row.orders;
      if (row.status !== 'CANCELLED') totals.revenue += row.amount;
    }
    return [...byDay.values()];
  }

  /** Orders still to ship (NEW and READY_TO_SHIP), soonest deadline first; `before` keeps those due before it. */
  async ordersToShip(store: StoreOrScope, options: { before?: Date; limit?: number } = {}): Promise<{ orders: OrderSummary[]; total: number }> {
    const { rows, total } = await this.deps.repository.toShip(scopeOf(store), options.before ?? null, Math.min(options.limit ?? 10, 100));
    return { orders: rows.map(toOrderSummary), total };
  }

  /** On-time shipping and cancellation rate over the store's days `from`..`to`. */
  async shippingPerformance(store: StoreOrScope, range: { from: string; to: string }): Promise<OrderShippingPerformance> {
    const scope = scopeOf(store);
    const [shipping, counts] = await Promise.all([
      this.deps.repository.shipping(scope, orderDayStart(range.from), orderDayStart(nextOrderDay(range.to))),
      this.statusCounts(scope, range),
    ]);
    return {
      shipped: shipping.shipped,
      shippedOnTime: shipping.onTime,
      onTimeRate: shipping.shipped ? shipping.onTime / shipping.shipped : null,
      placed: counts.ALL,
      cancelled: counts.CANCELLED,
      cancellationRate: counts.ALL ? counts.CANCELLED / counts.ALL : null,
    };
  }

  /** Today in the store's calendar (what "today" means for the figures above). */
  today(): string {
    return orderDayOf(this.deps.clock.now());
  }
}

/** The request as the schema read it, keys in a fixed order: the same order sent again hashes the same. */
function hashOfRequest(request: MarketplaceOrderRequest): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');
}
