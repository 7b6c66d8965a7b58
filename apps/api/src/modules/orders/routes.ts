import { orderCalls, orderIdempotencyKeyHeader, orderLimits } from '@seller-portal/contracts/orders';
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

// Access, schemas and the codes of a bad filter or order number are the calls' (`orderCalls` in contracts): the
// marketplace's public calls check their customer or service token first thing in the handler.

function sellerOf(context: Pick<RouteContext<unknown, unknown>, 'session'>): OrderSeller {
  const session = signedIn(context);
  return { storeCode: storeCodeOf(session), username: session.session.username };
}

/** A label PDF, downloaded: the seller prints it from the file. */
function sendPdf(context: Pick<RouteContext<unknown, unknown>, 'reply'>, pdf: Uint8Array, fileName: string) {
  return context.reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(Buffer.from(pdf));
}

/**
 * The `Idempotency-Key` header, null without one. The draft writes it as a structured-field string (`"…"`); a bare
 * value (Stripe's) is the same key.
 */
function idempotencyKeyOf(context: Pick<RouteContext<unknown, unknown>, 'request'>): string | null {
  const raw = context.request.headers[orderIdempotencyKeyHeader.toLowerCase()];
  if (raw === undefined) return null;
  const value = typeof raw === 'string' ? (/^"(.*)"$/.exec(raw.trim())?.[1] ?? raw.trim()) : null;
  if (value === null || !/^[\x21-\x7e]+$/.test(value) || value.length > orderLimits.idempotencyKeyMaxLength)
    throw new AppError('ORDER_IDEMPOTENCY_KEY_INVALID');
  return value;
}

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
  const customerLimit: RouteRateLimit = { key: perCustomer, max: limits.customerOrdersPerMinute, timeWindowMs: 60_000 };
  return [
    route.call(orderCalls.startExport, (context) => exports.start({ ...sellerOf(context), userId: signedIn(context).userId }, context.body)),
    route.call(orderCalls.export, (context) => exports.status(sellerOf(context), context.params.bulkProcessId)),
    route.call(orderCalls.exportFile, async (context) => {
      const file = await exports.file(sellerOf(context), context.params.bulkProcessId);
      return context.reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-length', String(file.byteSize))
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.stream);
    }),
    route.call(orderCalls.list, (context) => orders.list(sellerOf(context), context.query)),
    route.call(orderCalls.counts, (context) => orders.counts(sellerOf(context), context.query)),
    route.call(orderCalls.bulkAccept, (context) => orders.bulkAccept(sellerOf(context), context.body.orders)),
    route.call(orderCalls.bulkShip, (context) => orders.bulkShip(sellerOf(context), context.body.orders)),
    route.call(orderCalls.detail, (context) => orders.detail(sellerOf(context), context.params.orderNumber)),
    route.call(orderCalls.label, async (context) => {
      const { orderNumber } = context.params;
      const pdf = await orders.label(sellerOf(context), orderNumber, requestLanguage(context.request));
      return sendPdf(context, pdf, `label-${orderNumber}.pdf`);
    }),
    route.call(orderCalls.labels, async (context) => {
      const pdf = await orders.labels(sellerOf(context), context.query.orders, requestLanguage(context.request));
      return sendPdf(context, pdf, `labels-${context.query.orders.length}.pdf`);
    }),
    route.call(orderCalls.accept, (context) => orders.accept(sellerOf(context), context.params.orderNumber, context.body.version)),
    route.call(orderCalls.ship, { blankFieldCodes: [['trackingNumber', 'ORDER_TRACKING_NUMBER_INVALID']] }, (context) =>
      orders.ship(sellerOf(context), context.params.orderNumber, context.body.version, context.body.trackingNumber),
    ),
    route.call(orderCalls.cancel, (context) =>
      orders.cancel(sellerOf(context), context.params.orderNumber, context.body.version, context.body.reason, context.body.note),
    ),
    route.call(orderCalls.marketplacePlace, { rateLimit: placementLimits }, async (context) => {
      const customer = await customerTokens.ofRequest(context.request);
      const { order, replayed } = await orders.placeFromMarketplace(customer, context.body, idempotencyKeyOf(context));
      // As Stripe marks a repeat: the answer is the first request's.
      if (replayed) context.reply.header('idempotent-replayed', 'true');
      return order;
    }),
    route.call(orderCalls.marketplaceDelivery, (context) => {
      if (!hasServiceToken(context.request, serviceToken)) throw new AppError('ORDER_SERVICE_TOKEN_INVALID');
      return orders.reportDelivery(context.params.orderNumber, context.body);
    }),
    route.call(orderCalls.marketplaceReceipt, { rateLimit: customerLimit }, async (context) => {
      const customer = await customerTokens.ofRequest(context.request);
      return orders.confirmReceipt(customer, context.params.orderNumber);
    }),
    route.call(orderCalls.marketplaceCancellation, { rateLimit: customerLimit }, async (context) => {
      const customer = await customerTokens.ofRequest(context.request);
      return orders.cancelByCustomer(customer, context.params.orderNumber);
    }),
  ];
}
