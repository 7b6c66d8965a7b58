import { orderCalls, orderIdempotencyKeyHeader, orderLimits } from '@seller-portal/contracts/orders';
import { AppError } from '../../http/app-error';
import { requestLanguage } from '../../i18n/server-i18n';
import { route, type RouteContext, type RouteDefinition } from '../../http/define-route';
import type { RateLimitSettings } from '../../config/rate-limits';
import type { RouteRateLimit } from '../../http/rate-limit';
import { storeRateLimitKey } from '../../http/rate-limit';
import { hasServiceToken } from '../../http/service-token';
import type { CustomerTokens } from '../customer-tokens';
import type { StaffScope } from '../store-staff';
import { signedIn, storeCodeOf } from '../session';
import type { OrderExports } from './export';
import type { OrderSeller, OrderService } from './service';

// Access, schemas and the codes of a bad filter or order number are the calls' (`orderCalls` in contracts): the
// marketplace's public calls check their customer or service token first thing in the handler.

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
  staffScope: StaffScope,
  options: { serviceToken: string | null; limits: RateLimitSettings },
): RouteDefinition[] {
  /**
   * The seller of the session and the pickup points they serve, read on every call for a staff member (an assignment
   * the owner changes applies to the next one; the store's owner, as the session says, serves every point, as in chat):
   * the one scope every read and move of theirs goes through.
   */
  const sellerOf = async (context: Pick<RouteContext<unknown, unknown>, 'session'>): Promise<OrderSeller> => {
    const session = signedIn(context);
    const storeCode = storeCodeOf(session);
    const pickupPoints = session.session.customFields.isOwner === true ? null : await staffScope.pickupPointsOf(session.userId, storeCode);
    return { storeCode, pickupPoints, userId: session.userId, username: session.session.username };
  };
  const { serviceToken, limits } = options;
  const perCustomer = customerTokens.rateLimitKey;
  /** A customer's orders to all stores, and all customers' orders to one store (a flood of tokens). */
  const placementLimits: RouteRateLimit[] = [
    { name: 'customer-orders', key: perCustomer, max: limits.customerOrdersPerMinute, timeWindowMs: 60_000 },
    { name: 'store-orders', key: storeRateLimitKey, max: limits.storeOrdersPerMinute, timeWindowMs: 60_000 },
  ];
  const customerLimit: RouteRateLimit = { key: perCustomer, max: limits.customerOrdersPerMinute, timeWindowMs: 60_000 };
  return [
    route.call(orderCalls.startExport, async (context) => exports.start(await sellerOf(context), context.body)),
    route.call(orderCalls.export, async (context) => exports.status(await sellerOf(context), context.params.bulkProcessId)),
    route.call(orderCalls.exportFile, async (context) => {
      const file = await exports.file(await sellerOf(context), context.params.bulkProcessId);
      return context.reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-length', String(file.byteSize))
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.stream);
    }),
    route.call(orderCalls.list, async (context) => orders.list(await sellerOf(context), context.query)),
    route.call(orderCalls.counts, async (context) => orders.counts(await sellerOf(context), context.query)),
    route.call(orderCalls.bulkAccept, async (context) => orders.bulkAccept(await sellerOf(context), context.body.orders)),
    route.call(orderCalls.undoBulkAccept, async (context) => orders.undoBulkAccept(await sellerOf(context), context.body.operationId)),
    route.call(orderCalls.bulkShip, async (context) => orders.bulkShip(await sellerOf(context), context.body.orders)),
    route.call(orderCalls.detail, async (context) => orders.detail(await sellerOf(context), context.params.orderNumber)),
    route.call(orderCalls.label, async (context) => {
      const { orderNumber } = context.params;
      const pdf = await orders.label(await sellerOf(context), orderNumber, requestLanguage(context.request));
      return sendPdf(context, pdf, `label-${orderNumber}.pdf`);
    }),
    route.call(orderCalls.labels, async (context) => {
      const pdf = await orders.labels(await sellerOf(context), context.query.orders, requestLanguage(context.request));
      return sendPdf(context, pdf, `labels-${context.query.orders.length}.pdf`);
    }),
    route.call(orderCalls.accept, async (context) => orders.accept(await sellerOf(context), context.params.orderNumber, context.body.version)),
    route.call(orderCalls.ship, { blankFieldCodes: [['trackingNumber', 'ORDER_TRACKING_NUMBER_INVALID']] }, async (context) =>
      orders.ship(await sellerOf(context), context.params.orderNumber, context.body.version, context.body.trackingNumber),
    ),
    route.call(orderCalls.cancel, async (context) =>
      orders.cancel(await sellerOf(context), context.params.orderNumber, context.body.version, context.body.reason, context.body.note),
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
