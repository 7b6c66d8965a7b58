import { orderListFirstCalls, ordersFeature, type OrderStatusCounts, type OrderSummary } from '@seller-portal/contracts/orders';
import { accessOf } from '@seller-portal/contracts/core';
import { storeCodeOf } from '../session';
import { purgeEveryMs, type ServerModule, type SettingsOf } from '../server-module';
import { seedDemoOrders } from './demo';
import { OrderExports } from './export';
import { OrdersRepository, type StoreOrScope } from './repository';
import { orderRoutes } from './routes';
import * as orderTables from './schema';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { OrderService, type CompletedOrder, type OrderCompletionListener, type OrderDayTotals, type OrderShippingPerformance } from './service';
import { orderSettings } from './settings';

export type { CompletedOrder, OrderCompletionListener, OrderDayTotals, OrderShippingPerformance } from './service';
export type { OrderScope, StoreOrScope } from './repository';

/**
 * Where a module that follows completed orders (settlements) signs up, while it is built: orders never imports it.
 * `listen` takes a listener for every completion from then on (the customer's confirmation, the sweep).
 */
export interface OrderCompletions {
  listen(listener: OrderCompletionListener): void;
}
export { demoOrderStores } from './demo';

/** A store's COMPLETED orders as completion listeners read them, oldest completion first: demo data of the modules that follow them. */
export function demoCompletedOrders(db: AppDatabase, storeCode: string): Promise<CompletedOrder[]> {
  return new OrdersRepository(db).completedOrders(storeCode);
}

export { devOrderServiceToken } from './settings';

/**
 * What other modules read of a store's orders (the dashboard, store performance, tasks): `services.orders`.
 * Days are the store's calendar days (`YYYY-MM-DD`, Western Indonesia Time, UTC+7; contracts' `orderDayOf` turns an
 * instant into one), ranges include both ends. Counts and revenue come from a counts table kept with every order
 * written or moved, so they cost a few hundred rows whatever the number of orders.
 *
 * ```ts
 * const { orders } = services;
 * const today = orders.today();
 * await orders.statusCounts('DEMO-60001', { from: today, to: today });        // { ALL, NEW, READY_TO_SHIP, SHIPPED, … }
 * await orders.revenueByDay('DEMO-60001', { from: '2026-11-19', to: today }); // [{ day, orders, revenue }] every day
 * await orders.ordersToShip('DEMO-60001', { before: new Date(Date.now() + 24 * 3_600_000), limit: 5 }); // { orders, total }
 * await orders.shippingPerformance('DEMO-60001', { from: '2026-10-27', to: today });
 * ```
 *
 * The list behind each figure is `/order-list` with the same filter in its query: `?status=NEW&from=…&to=…`. Each
 * figure takes a store's code (all its orders) or an `OrderScope` (the pickup points a staff member serves).
 */
export interface OrderInsights {
  /** Today in the store's calendar, by the server's clock. */
  today(): string;
  /** Orders placed on the days `from`..`to`, per status (`ALL` their sum). */
  statusCounts(store: StoreOrScope, range: { from: string; to: string }): Promise<OrderStatusCounts>;
  /**
   * Every day of `from`..`to` (none missing, oldest first): orders placed that day and their revenue in rupiah (the
   * totals, shipping included, of those not cancelled).
   */
  revenueByDay(store: StoreOrScope, range: { from: string; to: string }): Promise<OrderDayTotals[]>;
  /**
   * Orders the seller still has to ship (NEW and READY_TO_SHIP), soonest ship-by deadline first, at most `limit`
   * (default 10, at most 100), and how many there are; `before` keeps those whose deadline is before it.
   */
  ordersToShip(store: StoreOrScope, options?: { before?: Date; limit?: number }): Promise<{ orders: OrderSummary[]; total: number }>;
  /**
   * Over the days `from`..`to`: orders shipped then and how many before their deadline (on-time rate), orders placed
   * then and how many were cancelled (cancellation rate). Rates are 0..1, null when there is nothing to divide.
   */
  shippingPerformance(store: StoreOrScope, range: { from: string; to: string }): Promise<OrderShippingPerformance>;
  /** The pickup point of one of the store's orders; null when the store has no such order. */
  pickupPointOf(storeCode: string, orderNumber: string): Promise<string | null>;
  /**
   * Orders not yet delivered, completed or cancelled, per pickup point code (a point without any is absent). In `tx`
   * when given: a removal that holds the point's row (FOR UPDATE) counts every order placed at it, since placing one
   * holds the same row.
   */
  openOrdersPerPickupPoint(storeCode: string, tx?: Transaction): Promise<Map<string, number>>;
}

declare module '../server-module' {
  interface Services {
    orders: OrderInsights;
    orderCompletions: OrderCompletions;
  }
}

/**
 * Orders (§2.5 `/order-list`, §6 STORE_ORDER): the list with its status tabs, filters, search and keyset pages, the
 * detail, the seller's actions (accept, ship with a tracking number, cancel with a reason, in bulk too) with the state
 * machine of contracts and optimistic concurrency, and the marketplace's call that places an order (the buyer app's
 * customer token), and the export of a filtered list to Excel in the background (§3 bulk process). Past shipping the
 * marketplace moves an order: the courier's delivery report (the order service token) makes it DELIVERED, the
 * customer's confirmation (the customer token) or a sweep `autoCompleteAfterDays` after delivery COMPLETED. New and
 * changed orders reach the store's tabs through the realtime socket, and a new order its sellers' bell (an ORDER
 * notification that opens it).
 */
export const ordersModule: ServerModule<SettingsOf<typeof orderSettings>> = {
  name: 'orders',
  tables: orderTables,
  settings: orderSettings,
  create: ({ database, clock, services, settings, own, log }) => {
    const repository = new OrdersRepository(database.db);
    const completions: OrderCompletionListener[] = [];
    const service = new OrderService({
      completions,
      repository,
      products: services.products,
      realtime: services.realtime,
      clock,
      notifications: services.notifications,
      log,
      undo: services.undo,
    });
    const orders: OrderInsights = {
      today: () => service.today(),
      statusCounts: (store, range) => service.statusCounts(store, range),
      revenueByDay: (store, range) => service.revenueByDay(store, range),
      ordersToShip: (store, options) => service.ordersToShip(store, options),
      shippingPerformance: (store, range) => service.shippingPerformance(store, range),
      openOrdersPerPickupPoint: (storeCode, tx) => service.openOrdersPerPickupPoint(storeCode, tx),
      pickupPointOf: (storeCode, orderNumber) => repository.pickupPointOfOrder(storeCode, orderNumber),
    };
    const exports = new OrderExports({ repository, clock, log });
    return {
      provides: { orders, orderCompletions: { listen: (listener) => void completions.push(listener) } },
      // The palette finds the seller's orders by number, customer or product, within their pickup points.
      searchSources: () => [
        {
          kind: 'order',
          access: accessOf(ordersFeature),
          search: async ({ caller, query, limit }) => {
            const storeCode = storeCodeOf(caller);
            const pickupPoints = caller.session.customFields.isOwner === true ? null : await services.staffScope.pickupPointsOf(caller.userId, storeCode);
            return service.searchHits({ storeCode, pickupPoints }, query, limit);
          },
        },
      ],
      pageFirstCalls: [orderListFirstCalls],
      routes: () =>
        orderRoutes(service, exports, services.customerTokens, services.staffScope, { serviceToken: own.serviceToken, limits: settings.rateLimits }),
      jobs: [
        {
          name: 'abandoned order exports',
          everyMs: 10 * 60_000,
          claim: 'lease',
          run: (now) => exports.failAbandoned(now),
          // The exports under way: those a stopped process left behind are the ones this job fails.
          backlog: () => repository.unfinishedExports(),
        },
        { name: 'expired order idempotency keys', everyMs: purgeEveryMs, claim: 'lease', run: (now) => service.purgeIdempotencyKeys(now) },
        {
          name: 'order auto-completion',
          everyMs: 10 * 60_000,
          claim: 'lease',
          run: async (now) => {
            const completed = await service.completeDelivered(now);
            if (completed) log.info({ completed }, 'delivered orders completed automatically');
          },
          backlog: (now) => service.dueForCompletion(now),
        },
      ],
      close: () => exports.drain(),
    };
  },
  seedDemo: seedDemoOrders,
};
