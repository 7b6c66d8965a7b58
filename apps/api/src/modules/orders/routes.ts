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
} from '@seller-portal/contracts';
import type { z } from 'zod';
import type { Access } from '../../http/access';
import { AppError } from '../../http/app-error';
import { defineRoute, type RouteContext, type RouteDefinition } from '../../http/define-route';
import { bearerOf, type ChatTokens } from '../chat';
import { hasServiceToken } from '../partner-notification-events';
import { signedIn, storeCodeOf } from '../session';
import type { OrderExports } from './export';
import type { OrderSeller, OrderService } from './service';

/** §6: every order call needs STORE mode and STORE_ORDER; the UI hiding a button is not access control. */
const sellerAccess: Access = { modes: ['STORE'], accessibilities: ['STORE_ORDER'] };

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

/** The export's id in the path. */
const bulkProcessIdOf = (context: RouteContext<unknown, unknown>) => String((context.request.params as { bulkProcessId?: unknown }).bulkProcessId ?? '');

export function orderRoutes(orders: OrderService, exports: OrderExports, tokens: ChatTokens, serviceToken: string | null): RouteDefinition[] {
  return [
    defineRoute({
      method: 'POST',
      url: orderPaths.exports,
      access: sellerAccess,
      handler: (context) =>
        exports.start({ ...sellerOf(context), userId: signedIn(context).userId }, parseFilter(orderExportRequestSchema, context.request.body)),
    }),
    defineRoute({
      method: 'GET',
      url: orderPaths.exportPattern,
      access: sellerAccess,
      handler: (context) => exports.status(sellerOf(context), bulkProcessIdOf(context)),
    }),
    defineRoute({
      method: 'GET',
      url: orderPaths.exportFilePattern,
      access: sellerAccess,
      answer: 'raw',
      handler: async (context) => {
        const file = await exports.file(sellerOf(context), bulkProcessIdOf(context));
        return context.reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-length', String(file.byteSize))
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.stream);
      },
    }),
    defineRoute({
      method: 'GET',
      url: orderPaths.orders,
      access: sellerAccess,
      handler: (context) => orders.list(sellerOf(context), parseFilter(orderListQuerySchema, context.request.query)),
    }),
    defineRoute({
      method: 'GET',
      url: orderPaths.counts,
      access: sellerAccess,
      handler: (context) => orders.counts(sellerOf(context), parseFilter(countsQuerySchema, context.request.query)),
    }),
    defineRoute<z.output<typeof orderBulkAcceptRequestSchema>>({
      method: 'POST',
      url: orderPaths.bulkAccept,
      access: sellerAccess,
      body: orderBulkAcceptRequestSchema,
      handler: (context) => orders.bulkAccept(sellerOf(context), context.body.orders),
    }),
    defineRoute<z.output<typeof orderBulkShipRequestSchema>>({
      method: 'POST',
      url: orderPaths.bulkShip,
      access: sellerAccess,
      body: orderBulkShipRequestSchema,
      handler: (context) => orders.bulkShip(sellerOf(context), context.body.orders),
    }),
    defineRoute({
      method: 'GET',
      url: orderPaths.orderPattern,
      access: sellerAccess,
      handler: (context) => orders.detail(sellerOf(context), orderNumberOf(context)),
    }),
    defineRoute({
      method: 'GET',
      url: `${orderPaths.orderPattern}/label`,
      access: sellerAccess,
      answer: 'raw',
      handler: async (context) => {
        const orderNumber = orderNumberOf(context);
        const pdf = await orders.label(sellerOf(context), orderNumber);
        return context.reply.type('application/pdf').header('content-disposition', `inline; filename="label-${orderNumber}.pdf"`).send(Buffer.from(pdf));
      },
    }),
    defineRoute<z.output<typeof orderActionRequestSchema>>({
      method: 'POST',
      url: `${orderPaths.orderPattern}/accept`,
      access: sellerAccess,
      body: orderActionRequestSchema,
      handler: (context) => orders.accept(sellerOf(context), orderNumberOf(context), context.body.version),
    }),
    defineRoute<z.output<typeof orderShipRequestSchema>>({
      method: 'POST',
      url: `${orderPaths.orderPattern}/ship`,
      access: sellerAccess,
      body: orderShipRequestSchema,
      blankFieldCodes: [['trackingNumber', 'ORDER_TRACKING_NUMBER_INVALID']],
      handler: (context) => orders.ship(sellerOf(context), orderNumberOf(context), context.body.version, context.body.trackingNumber),
    }),
    defineRoute<z.output<typeof orderCancelRequestSchema>>({
      method: 'POST',
      url: `${orderPaths.orderPattern}/cancel`,
      access: sellerAccess,
      body: orderCancelRequestSchema,
      handler: (context) => orders.cancel(sellerOf(context), orderNumberOf(context), context.body.version, context.body.reason, context.body.note),
    }),
    defineRoute<z.output<typeof marketplaceOrderRequestSchema>>({
      method: 'POST',
      url: orderPaths.marketplaceOrders,
      access: marketplaceAccess,
      body: marketplaceOrderRequestSchema,
      handler: async (context) => {
        const customer = await tokens.verifyCustomer(bearerOf(context.request));
        return orders.placeFromMarketplace(customer, context.body);
      },
    }),
    defineRoute<z.output<typeof orderDeliveryReportSchema>>({
      method: 'POST',
      url: orderPaths.marketplaceDeliveryPattern,
      access: marketplaceAccess,
      body: orderDeliveryReportSchema,
      handler: (context) => {
        if (!hasServiceToken(context.request, serviceToken)) throw new AppError('ORDER_SERVICE_TOKEN_INVALID');
        return orders.reportDelivery(orderNumberOf(context), context.body);
      },
    }),
    defineRoute({
      method: 'POST',
      url: orderPaths.marketplaceReceiptPattern,
      access: marketplaceAccess,
      handler: async (context) => {
        const customer = await tokens.verifyCustomer(bearerOf(context.request));
        return orders.confirmReceipt(customer, orderNumberOf(context));
      },
    }),
  ];
}
