import {
  marketplaceOrderRequestSchema,
  orderBulkAcceptRequestSchema,
  orderBulkShipRequestSchema,
  orderCancelRequestSchema,
  orderActionRequestSchema,
  orderFilterSchema,
  orderListQuerySchema,
  orderNumberSchema,
  orderPaths,
  orderShipRequestSchema,
  orderExportRequestSchema,
  orderDeliveryReportSchema,
  orderIdempotencyKeyHeader,
  orderLimits,
  orderLabelsQuerySchema,
} from '@seller-portal/contracts';
import type { z } from 'zod';
import { featureAccess, type Access } from '../../http/access';
import { ordersFeature } from '@seller-portal/contracts';
import { AppError } from '../../http/app-error';
import { requestLanguage } from '../../i18n/server-i18n';
import { route, type RouteContext, type RouteDefinition } from '../../http/define-route';
import type { RateLimitSettings } from '../../config/rate-limits';
import type { RouteRateLimit } from '../../http/rate-limit';
import { storeRateLimitKey } from '../../http/rate-limit';
import { hasServiceToken } from '../../http/service-token';
import type { CustomerTokens } from '../customer-tokens';
import { signedIn, storeCodeOf } from '../session';
import type { OrderExports } from './export';
import type { OrderSeller, OrderService } from './service';

/** §6: every order call needs STORE mode and STORE_ORDER; the UI hiding a button is not access control. */
const sellerAccess = featureAccess(ordersFeature);

/**
 * The marketplace's calls prove themselves, never with a portal session: the buyer's with the buyer app's customer
 * token, its systems' (the courier's delivery report) with the order service token, each checked before anything else
 * the handler does.
 */
const marketplaceAccess: Access = { public: true };

function sellerOf(context: RouteContext<unknown, unknown>): OrderSeller {
  const session = signedIn(context);
  return { storeCode: storeCodeOf(session), username: session.session.username };
}

/** §7: every call carries these; they are not part of a filter. */
const standardQueryKeys = new Set(['storeId', 'channelId', 'clientId', 'requestId']);

/**
 * Garbage in a filter (an unknown status or parameter, a date that is not one, a range backwards) is
 * ORDER_FILTER_INVALID, never a list that silently ignores it.
 */
function parseFilter<T>(schema: z.ZodType<T>, raw: unknown): T {
  const query = Object.fromEntries(Object.entries((raw ?? {}) as Record<string, unknown>).filter(([key]) => !standardQueryKeys.has(key)));
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw new AppError('ORDER_FILTER_INVALID');
  return parsed.data;
}

/** An order number of another shape names no order. */
function orderNumberOf(context: RouteContext<unknown, unknown>): string {
  const parsed = orderNumberSchema.safeParse((context.request.params as { orderNumber?: unknown }).orderNumber);
  if (!parsed.success) throw new AppError('ORDER_NOT_FOUND');
  return parsed.data;
}

const countsQuerySchema = orderFilterSchema;

/** A label PDF, downloaded: the seller prints it from the file. */
function sendPdf(context: RouteContext<unknown, unknown>, pdf: Uint8Array, fileName: string) {
  return context.reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(Buffer.from(pdf));
}

/**
 * The `Idempotency-Key` header, null without one. The draft writes it as a structured-field string (`"…"`); a bare
 * value (Stripe's) is the same key.
 */
function idempotencyKeyOf(context: RouteContext<unknown, unknown>): string | null {
  const raw = context.request.headers[orderIdempotencyKeyHeader.toLowerCase()];
  if (raw === undefined) return null;
  const value = typeof raw === 'string' ? (/^"(.*)"$/.exec(raw.trim())?.[1] ?? raw.trim()) : null;
  if (value === null || !/^[\x21-\x7e]+$/.test(value) || value.length > orderLimits.idempotencyKeyMaxLength)
    throw new AppError('ORDER_IDEMPOTENCY_KEY_INVALID');
  return value;
}

/** The export's id in the path. */
const bulkProcessIdOf = (context: RouteContext<unknown, unknown>) => String((context.request.params as { bulkProcessId?: unknown }).bulkProcessId ?? '');

export function orderRoutes(
  orders: OrderService,
  exports: OrderExports,
  customerTokens: CustomerTokens,
  options: { serviceToken: string | null; limits: RateLimitSettings },
): RouteDefinition[] {
  const { serviceToken, limits } = options;
  const perCustomer = customerTokens.rateLimitKey;
  /** A customer's orders to all stores, and all customers' orders to one store (a flood of tokens). */
  const placementLimits: RouteRateLimit[] = [
    { name: 'customer-orders', key: perCustomer, max: limits.customerOrdersPerMinute, timeWindowMs: 60_000 },
    { name: 'store-orders', key: storeRateLimitKey, max: limits.storeOrdersPerMinute, timeWindowMs: 60_000 },
  ];
  return [
    route.post(orderPaths.exports, { access: sellerAccess }, (context) =>
      exports.start({ ...sellerOf(context), userId: signedIn(context).userId }, parseFilter(orderExportRequestSchema, context.request.body)),
    ),
    route.get(orderPaths.exportPattern, { access: sellerAccess }, (context) => exports.status(sellerOf(context), bulkProcessIdOf(context))),
    route.get(orderPaths.exportFilePattern, { access: sellerAccess, answer: 'raw' }, async (context) => {
      const file = await exports.file(sellerOf(context), bulkProcessIdOf(context));
      return context.reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-length', String(file.byteSize))
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.stream);
    }),
    route.get(orderPaths.orders, { access: sellerAccess }, (context) =>
      orders.list(sellerOf(context), parseFilter(orderListQuerySchema, context.request.query)),
    ),
    route.get(orderPaths.counts, { access: sellerAccess }, (context) =>
      orders.counts(sellerOf(context), parseFilter(countsQuerySchema, context.request.query)),
    ),
    route.post(orderPaths.bulkAccept, { access: sellerAccess, body: orderBulkAcceptRequestSchema }, (context) =>
      orders.bulkAccept(sellerOf(context), context.body.orders),
    ),
    route.post(orderPaths.bulkShip, { access: sellerAccess, body: orderBulkShipRequestSchema }, (context) =>
      orders.bulkShip(sellerOf(context), context.body.orders),
    ),
    route.get(orderPaths.orderPattern, { access: sellerAccess }, (context) => orders.detail(sellerOf(context), orderNumberOf(context))),
    route.get(`${orderPaths.orderPattern}/label`, { access: sellerAccess, answer: 'raw' }, async (context) => {
      const orderNumber = orderNumberOf(context);
      const pdf = await orders.label(sellerOf(context), orderNumber, requestLanguage(context.request));
      return sendPdf(context, pdf, `label-${orderNumber}.pdf`);
    }),
    route.get(orderPaths.labels, { access: sellerAccess, querystring: orderLabelsQuerySchema, answer: 'raw' }, async (context) => {
      const pdf = await orders.labels(sellerOf(context), context.query.orders, requestLanguage(context.request));
      return sendPdf(context, pdf, `labels-${context.query.orders.length}.pdf`);
    }),
    route.post(`${orderPaths.orderPattern}/accept`, { access: sellerAccess, body: orderActionRequestSchema }, (context) =>
      orders.accept(sellerOf(context), orderNumberOf(context), context.body.version),
    ),
    route.post(
      `${orderPaths.orderPattern}/ship`,
      { access: sellerAccess, body: orderShipRequestSchema, blankFieldCodes: [['trackingNumber', 'ORDER_TRACKING_NUMBER_INVALID']] },
      (context) => orders.ship(sellerOf(context), orderNumberOf(context), context.body.version, context.body.trackingNumber),
    ),
    route.post(`${orderPaths.orderPattern}/cancel`, { access: sellerAccess, body: orderCancelRequestSchema }, (context) =>
      orders.cancel(sellerOf(context), orderNumberOf(context), context.body.version, context.body.reason, context.body.note),
    ),
    route.post(
      orderPaths.marketplaceOrders,
      { access: marketplaceAccess, body: marketplaceOrderRequestSchema, rateLimit: placementLimits },
      async (context) => {
        const customer = await customerTokens.ofRequest(context.request);
        const { order, replayed } = await orders.placeFromMarketplace(customer, context.body, idempotencyKeyOf(context));
        // As Stripe marks a repeat: the answer is the first request's.
        if (replayed) context.reply.header('idempotent-replayed', 'true');
        return order;
      },
    ),
    route.post(orderPaths.marketplaceDeliveryPattern, { access: marketplaceAccess, body: orderDeliveryReportSchema }, (context) => {
      if (!hasServiceToken(context.request, serviceToken)) throw new AppError('ORDER_SERVICE_TOKEN_INVALID');
      return orders.reportDelivery(orderNumberOf(context), context.body);
    }),
    route.post(
      orderPaths.marketplaceReceiptPattern,
      { access: marketplaceAccess, rateLimit: { key: perCustomer, max: limits.customerOrdersPerMinute, timeWindowMs: 60_000 } },
      async (context) => {
        const customer = await customerTokens.ofRequest(context.request);
        return orders.confirmReceipt(customer, orderNumberOf(context));
      },
    ),
    route.post(
      orderPaths.marketplaceCancellationPattern,
      { access: marketplaceAccess, rateLimit: { key: perCustomer, max: limits.customerOrdersPerMinute, timeWindowMs: 60_000 } },
      async (context) => {
        const customer = await customerTokens.ofRequest(context.request);
        return orders.cancelByCustomer(customer, orderNumberOf(context));
      },
    ),
  ];
}
