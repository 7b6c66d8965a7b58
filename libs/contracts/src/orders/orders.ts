import { ordersFeature } from './orders-feature';
import { z } from 'zod';
import { lazySchema, featureCallAccess } from '@seller-portal/contracts/core';
import { savedViewCallsOf } from '@seller-portal/contracts/saved-views';
import { defineCall, type CallAccess, type PageFirstCalls, type UndoTicket } from '@seller-portal/contracts/core';

/**
 * Orders (§1, §2.5 `/order-list`, §6 STORE_ORDER): a store's orders with their items, customer, shipping address,
 * pickup point, courier, payment and status history; the seller's actions on them, the export of a filtered list as
 * a background job with the §3 bulk process modal, and the marketplace's call that places an order. Every seller
 * call needs STORE mode and STORE_ORDER; the marketplace call carries the buyer app's customer token instead.
 */
export const orderPaths = {
  /** GET `OrderListQuery`: `OrderPage` (keyset: `nextCursor` asks for the next page). */
  orders: '/backend/order/orders',
  /** GET `OrderListQuery` without `status`, `sort`, `cursor` and `size`: `OrderStatusCounts` (the status tabs). */
  counts: '/backend/order/orders/counts',
  orderPattern: '/backend/order/orders/:orderNumber',
  /** POST `OrderBulkAcceptRequest`: `OrderBulkResult`. */
  bulkAccept: '/backend/order/orders/bulk/accept',
  /** POST `UndoRequest`: the orders a bulk accept moved back to NEW, within its undo window: `OrderBulkResult`. */
  bulkAcceptUndo: '/backend/order/orders/bulk/accept/undo',
  /** POST `OrderBulkShipRequest`: `OrderBulkResult`. */
  bulkShip: '/backend/order/orders/bulk/ship',
  /** POST `OrderExportRequest`: `OrderExport` (the §3 bulk process: `bulkProcessId`). */
  exports: '/backend/order/exports',
  exportPattern: '/backend/order/exports/:bulkProcessId',
  exportFilePattern: '/backend/order/exports/:bulkProcessId/file',
  /** GET `OrderLabelsQuery`: the shipping labels of the orders, one PDF, a page per order. */
  labels: '/backend/order/labels',
  /** POST `MarketplaceOrderRequest` with `Authorization: Bearer <customer token>`: `OrderDetail`. */
  marketplaceOrders: '/backend/order/marketplace/orders',
  /**
   * POST `OrderDeliveryReport` with `Authorization: Bearer <order service token>` (the marketplace's courier
   * tracking): a SHIPPED order arrived, DELIVERED. Answers `OrderDetail`.
   */
  marketplaceDeliveryPattern: '/backend/order/marketplace/orders/:orderNumber/delivery',
  /**
   * POST (no body) with `Authorization: Bearer <customer token>`: the order's customer confirms a DELIVERED order
   * arrived well, COMPLETED. Answers `OrderDetail`.
   */
  marketplaceReceiptPattern: '/backend/order/marketplace/orders/:orderNumber/receipt',
  /**
   * POST (no body) with `Authorization: Bearer <customer token>`: the order's customer cancels it while it is NEW
   * (not accepted yet); its units go back on the stock. Answers `OrderDetail`.
   */
  marketplaceCancellationPattern: '/backend/order/marketplace/orders/:orderNumber/cancellation',
} as const;

const encoded = (orderNumber: string) => `${orderPaths.orders}/${encodeURIComponent(orderNumber)}`;

export const orderPathsOf = {
  /** GET: `OrderDetail`. */
  detail: encoded,
  /** POST `OrderActionRequest`: `OrderDetail`. */
  accept: (orderNumber: string) => `${encoded(orderNumber)}/accept`,
  /** POST `OrderShipRequest`: `OrderDetail`. */
  ship: (orderNumber: string) => `${encoded(orderNumber)}/ship`,
  /** POST `OrderCancelRequest`: `OrderDetail`. */
  cancel: (orderNumber: string) => `${encoded(orderNumber)}/cancel`,
  /** GET: the shipping label, a PDF (`lang` chooses its language, the page's). */
  label: (orderNumber: string, lang?: 'id' | 'en') => `${encoded(orderNumber)}/label${lang ? `?lang=${lang}` : ''}`,
  /** GET: the shipping labels of several orders, one PDF. */
  labels: (orderNumbers: readonly string[], lang?: 'id' | 'en') =>
    `${orderPaths.labels}?${new URLSearchParams({ orders: orderNumbers.join(','), ...(lang ? { lang } : {}) })}`,
  /** GET: `OrderExport`. */
  export: (bulkProcessId: string) => `${orderPaths.exports}/${encodeURIComponent(bulkProcessId)}`,
  /** GET: the XLSX file of a finished export (the modal's `excelLink`). */
  exportFile: (bulkProcessId: string) => `${orderPaths.exports}/${encodeURIComponent(bulkProcessId)}/file`,
  /** POST `OrderDeliveryReport` (the marketplace's service token): `OrderDetail`. */
  marketplaceDelivery: (orderNumber: string) => `${orderPaths.marketplaceOrders}/${encodeURIComponent(orderNumber)}/delivery`,
  /** POST (the customer token): `OrderDetail`. */
  marketplaceReceipt: (orderNumber: string) => `${orderPaths.marketplaceOrders}/${encodeURIComponent(orderNumber)}/receipt`,
  /** POST (the customer token): `OrderDetail`. */
  marketplaceCancellation: (orderNumber: string) => `${orderPaths.marketplaceOrders}/${encodeURIComponent(orderNumber)}/cancellation`,
} as const;

// ── Status and its state machine ──

/**
 * NEW (paid, waiting for the seller to accept) → READY_TO_SHIP (accepted, being packed) → SHIPPED (handed to the
 * courier with a tracking number) → DELIVERED (the courier reported it arrived) → COMPLETED (the customer confirmed
 * receipt, or the marketplace closed it `orderLimits.autoCompleteAfterDays` days after delivery).
 * The seller may cancel until the order ships; the customer and the marketplace may cancel a NEW order.
 */
export const orderStatuses = ['NEW', 'READY_TO_SHIP', 'SHIPPED', 'DELIVERED', 'COMPLETED', 'CANCELLED'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const orderActions = ['ACCEPT', 'SHIP', 'CANCEL', 'DELIVER', 'COMPLETE'] as const;
export type OrderAction = (typeof orderActions)[number];

/** Who moves an order: the seller in the portal, or the marketplace (customer, courier tracking, timers). */
export type OrderActor = 'SELLER' | 'MARKETPLACE';

const transitions: Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus; by: readonly OrderActor[] }> = {
  ACCEPT: { from: ['NEW'], to: 'READY_TO_SHIP', by: ['SELLER'] },
  SHIP: { from: ['READY_TO_SHIP'], to: 'SHIPPED', by: ['SELLER'] },
  CANCEL: { from: ['NEW', 'READY_TO_SHIP'], to: 'CANCELLED', by: ['SELLER', 'MARKETPLACE'] },
  DELIVER: { from: ['SHIPPED'], to: 'DELIVERED', by: ['MARKETPLACE'] },
  COMPLETE: { from: ['DELIVERED'], to: 'COMPLETED', by: ['MARKETPLACE'] },
};

/** Why an action is refused: the §8-style code the server answers with. */
export type OrderTransitionRefusal =
  | 'ORDER_ALREADY_SHIPPED'
  | 'ORDER_CANCEL_AFTER_SHIPPING'
  | 'ORDER_ALREADY_CANCELLED'
  | 'ORDER_ACTION_NOT_ALLOWED'
  | 'ORDER_NOT_SHIPPED'
  | 'ORDER_ALREADY_DELIVERED'
  | 'ORDER_NOT_DELIVERED'
  | 'ORDER_ALREADY_COMPLETED';

const shippedOrLater: readonly OrderStatus[] = ['SHIPPED', 'DELIVERED', 'COMPLETED'];

/** The status an action leads to from `status`, or why it may not happen. One table, read by server and pages. */
export function orderTransition(status: OrderStatus, action: OrderAction, actor: OrderActor): { to: OrderStatus } | { refused: OrderTransitionRefusal } {
  const rule = transitions[action];
  if (rule.from.includes(status) && rule.by.includes(actor)) return { to: rule.to };
  if (status === 'CANCELLED') return { refused: 'ORDER_ALREADY_CANCELLED' };
  if (action === 'SHIP' && shippedOrLater.includes(status)) return { refused: 'ORDER_ALREADY_SHIPPED' };
  if (action === 'CANCEL' && shippedOrLater.includes(status)) return { refused: 'ORDER_CANCEL_AFTER_SHIPPING' };
  if (rule.by.includes(actor)) {
    // The marketplace's reports out of turn: a delivery of an order not shipped (or delivered already), a
    // completion of an order not delivered (or completed already).
    if (action === 'DELIVER') return { refused: status === 'DELIVERED' || status === 'COMPLETED' ? 'ORDER_ALREADY_DELIVERED' : 'ORDER_NOT_SHIPPED' };
    if (action === 'COMPLETE') return { refused: status === 'COMPLETED' ? 'ORDER_ALREADY_COMPLETED' : 'ORDER_NOT_DELIVERED' };
  }
  return { refused: 'ORDER_ACTION_NOT_ALLOWED' };
}

/** The seller's actions open on an order in `status` (the buttons a page shows). */
export function sellerActionsOf(status: OrderStatus): OrderAction[] {
  return orderActions.filter((action) => 'to' in orderTransition(status, action, 'SELLER'));
}

/**
 * A shipping label is printed once the seller has accepted the order (it is being packed) and stays printable after
 * it ships; a new order may still be declined, a cancelled one goes nowhere (ORDER_LABEL_NOT_READY).
 */
export function hasShippingLabel(status: OrderStatus): boolean {
  return status !== 'NEW' && status !== 'CANCELLED';
}

// ── Couriers and tracking numbers ──

/**
 * The couriers a store ships with, each with the shape of its tracking number (the courier's airway bill) and an
 * example the form shows. A number of another shape is refused before anything changes.
 */
export const couriers = {
  JNE: { name: 'JNE', trackingPattern: /^\d{15,16}$/, example: '012345678901234' },
  JNT: { name: 'J&T Express', trackingPattern: /^JP\d{10}$/, example: 'JP1234567890' },
  SICEPAT: { name: 'SiCepat', trackingPattern: /^00\d{10}$/, example: '001234567890' },
  ANTERAJA: { name: 'AnterAja', trackingPattern: /^1\d{13}$/, example: '10012345678901' },
  GOSEND: { name: 'GoSend', trackingPattern: /^GK-\d{2}-\d{6,9}$/, example: 'GK-11-1234567' },
} as const;
export type CourierCode = keyof typeof couriers;
export const courierCodes = Object.keys(couriers) as CourierCode[];

/** A tracking number as typed, tidied: spaces removed, letters upper-cased. */
export function normalizeTrackingNumber(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** Whether a (normalized) tracking number has the shape of the courier's numbers. */
export function isTrackingNumberValid(courier: CourierCode, trackingNumber: string): boolean {
  return couriers[courier].trackingPattern.test(trackingNumber);
}

const paymentMethods = ['BANK_TRANSFER', 'VIRTUAL_ACCOUNT', 'EWALLET', 'CREDIT_CARD', 'COD'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Why a seller cancels; OTHER needs a note. */
export const orderCancelReasons = ['OUT_OF_STOCK', 'CUSTOMER_REQUEST', 'WRONG_PRICE', 'CANNOT_SHIP', 'OTHER'] as const;
export type OrderCancelReason = (typeof orderCancelReasons)[number];

export const orderLimits = {
  pageSizeDefault: 50,
  pageSizeMax: 200,
  searchMaxLength: 100,
  /**
   * A name is searched from this many characters (an order number's start from its first digit): fewer have no
   * trigram to find them by, and a search through every order for them would hold the database for seconds.
   */
  searchMinLength: 3,
  cancelNoteMaxLength: 300,
  bulkMax: 100,
  /** A date filter spans at most this many days. */
  rangeMaxDays: 366,
  /** The seller ships within this many hours of the order (the ship-by deadline). */
  shipWithinHours: 48,
  /** An export holds at most this many orders. */
  exportMaxRows: 200_000,
  /** Exports a store may have running at once. */
  exportsRunningMax: 3,
  /** Lines of one marketplace order, and of one item in a line: more than a real order holds (ORDER_TOO_LARGE). */
  itemsMax: 50,
  quantityMax: 999,
  /** An order request's `Idempotency-Key`: its length, and how long the server keeps it per customer. */
  idempotencyKeyMaxLength: 255,
  idempotencyKeyLifetimeHours: 24,
  /** A delivered order the customer has not confirmed is completed this many days after delivery. */
  autoCompleteAfterDays: 3,
  /** A delivery report may be this far ahead of the server's clock (the courier's clock). */
  deliveryClockSkewMs: 5 * 60_000,
} as const;

// ── Days ──

/** Order dates are the store's: Western Indonesia Time, UTC+7 all year. */
const orderTimeZoneOffsetMinutes = 7 * 60;
const dayMs = 24 * 60 * 60_000;

/** The store's calendar day (YYYY-MM-DD) of an instant. */
export function orderDayOf(at: Date | number): string {
  return new Date(new Date(at).getTime() + orderTimeZoneOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The instant a store's calendar day starts. */
export function orderDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - orderTimeZoneOffsetMinutes * 60_000);
}

/** The day after `day`. */
export function nextOrderDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + dayMs).toISOString().slice(0, 10);
}

const daySchema = lazySchema(() =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day)),
);

// ── The list ──

/** A search the list answers: an order number's start (`ORD-1…`), or a name of `searchMinLength` characters or more. */
export function isSearchableOrderText(q: string): boolean {
  return /^ord-?\d/i.test(q) || [...q].length >= orderLimits.searchMinLength;
}

export const orderSorts = ['CREATED_DESC', 'CREATED_ASC', 'SHIP_BY_ASC', 'SHIP_BY_DESC', 'TOTAL_DESC', 'TOTAL_ASC'] as const;
export type OrderSort = (typeof orderSorts)[number];

const filterFields = {
  /** The store's days, both included. */
  from: lazySchema(() => daySchema.optional()),
  to: lazySchema(() => daySchema.optional()),
  pickupPointCode: lazySchema(() => z.string().trim().min(1).max(64).optional()),
  courier: lazySchema(() => z.enum(courierCodes as [CourierCode, ...CourierCode[]]).optional()),
  /** An order number (or its start), a customer's name or a product's name (`isSearchableOrderText`). */
  q: lazySchema(() => z.string().trim().max(orderLimits.searchMaxLength).refine(isSearchableOrderText).optional()),
};

const rangeIsSound = (filter: { from?: string; to?: string }) =>
  !filter.from || !filter.to || (filter.from <= filter.to && (Date.parse(filter.to) - Date.parse(filter.from)) / dayMs < orderLimits.rangeMaxDays);

/** Empty query values are dropped (§5), so `?q=` is no search. */
const blankToUndefined = (raw: unknown) =>
  typeof raw === 'object' && raw !== null ? Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== '' && v !== null && v !== undefined)) : raw;

const filterObject = lazySchema(() => z.object(filterFields).strict().refine(rangeIsSound));
export const orderFilterSchema = lazySchema(() => z.preprocess(blankToUndefined, filterObject));
export type OrderFilter = z.output<typeof filterObject>;

/**
 * What a saved view of the list keeps (`@seller-portal/contracts/saved-views`): the filter, the status tab and the
 * sort, named as the page's address names them, so choosing the view writes them into the address as they are.
 */
export const orderViewFilterSchema = lazySchema(() =>
  z
    .object({ ...filterFields, status: z.enum(orderStatuses).optional(), sort: z.enum(orderSorts).optional() })
    .strict()
    .refine(rangeIsSound),
);
export type OrderViewFilter = z.output<typeof orderViewFilterSchema>;

const listQueryObject = lazySchema(() =>
  z
    .object({
      ...filterFields,
      status: z.enum(orderStatuses).optional(),
      sort: z.enum(orderSorts).default('CREATED_DESC'),
      cursor: z.string().max(200).optional(),
      size: z.coerce.number().int().min(1).max(orderLimits.pageSizeMax).default(orderLimits.pageSizeDefault),
    })
    .strict()
    .refine(rangeIsSound),
);
export const orderListQuerySchema = lazySchema(() => z.preprocess(blankToUndefined, listQueryObject));
export type OrderListQuery = z.input<typeof listQueryObject>;
export type OrderListParams = z.output<typeof listQueryObject>;

const courierEnum = lazySchema(() => z.enum(courierCodes as [CourierCode, ...CourierCode[]]));

const orderSummarySchema = lazySchema(() =>
  z.object({
    orderNumber: z.string(),
    status: z.enum(orderStatuses),
    /** When the order was placed (epoch ms). */
    createdAt: z.number(),
    /** Ship before this (epoch ms). */
    shipBy: z.number(),
    customerName: z.string(),
    pickupPointCode: z.string(),
    pickupPointName: z.string(),
    courier: courierEnum,
    trackingNumber: z.string().nullable(),
    paymentMethod: z.enum(paymentMethods),
    /** Rupiah. */
    total: z.number(),
    itemCount: z.number().int(),
    /** The first item's name, for the list. */
    firstItemName: z.string(),
    version: z.number().int(),
  }),
);
export type OrderSummary = z.output<typeof orderSummarySchema>;

const orderPageSchema = lazySchema(() => z.object({ content: z.array(orderSummarySchema), nextCursor: z.string().nullable() }));
export type OrderPage = z.output<typeof orderPageSchema>;

/** Orders per status for the tabs (`ALL` is their sum). */
const orderStatusCountsSchema = lazySchema(() =>
  z.object(Object.fromEntries([...orderStatuses, 'ALL'].map((status) => [status, z.number().int()])) as Record<OrderStatus | 'ALL', z.ZodNumber>),
);
export type OrderStatusCounts = Record<OrderStatus | 'ALL', number>;

// ── The detail ──

const orderItemSchema = lazySchema(() =>
  z.object({
    itemId: z.string(),
    /** Name and price as they were when the order was placed. */
    name: z.string(),
    price: z.number(),
    quantity: z.number().int(),
  }),
);
export type OrderItem = z.output<typeof orderItemSchema>;

const shippingAddressSchema = lazySchema(() =>
  z.object({
    recipientName: z.string(),
    phone: z.string(),
    street: z.string(),
    district: z.string(),
    city: z.string(),
    province: z.string(),
    postalCode: z.string(),
  }),
);
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

/** Who moved an order beside the seller's users (`OrderHistoryEntry.actor`). */
export const orderSystemActors = {
  /** The marketplace: an order placed, a completion after `autoCompleteAfterDays`. */
  marketplace: 'marketplace',
  /** The courier's delivery report (its note: who received the parcel, when reported). */
  courier: 'courier',
  /** The customer confirmed receipt, or cancelled a NEW order. */
  customer: 'customer',
} as const;

/** The note of a COMPLETED entry the marketplace wrote because nobody confirmed in time. */
export const orderAutoCompletedNote = 'AUTO_COMPLETED';

/** The note of a NEW entry written when the seller undid the order's acceptance (a bulk accept's undo). */
export const orderAcceptUndoneNote = 'ACCEPT_UNDONE';

const orderHistoryEntrySchema = lazySchema(() =>
  z.object({
    status: z.enum(orderStatuses),
    at: z.number(),
    /** The seller's username, or one of `orderSystemActors`. */
    actor: z.string(),
    note: z.string().nullable(),
  }),
);
export type OrderHistoryEntry = z.output<typeof orderHistoryEntrySchema>;

export const orderDetailSchema = lazySchema(() =>
  orderSummarySchema.extend({
    /** When the courier reported the order arrived (epoch ms); null before. */
    deliveredAt: z.number().nullable(),
    /** A DELIVERED order's automatic completion (epoch ms) unless the customer confirms before; null otherwise. */
    autoCompleteAt: z.number().nullable(),
    customerId: z.string(),
    customerPhone: z.string(),
    shippingAddress: shippingAddressSchema,
    items: z.array(orderItemSchema),
    itemsTotal: z.number(),
    shippingFee: z.number(),
    paidAt: z.number().nullable(),
    cancelReason: z.enum(orderCancelReasons).nullable(),
    cancelNote: z.string().nullable(),
    history: z.array(orderHistoryEntrySchema),
  }),
);
export type OrderDetail = z.output<typeof orderDetailSchema>;

// ── Actions ──

const versionSchema = lazySchema(() => z.number().int().min(1));
/** Order numbers as the server writes them (`ORD-20261125-0000123`). */
const orderNumberSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .regex(/^ORD-\d{8}-\d{7,12}$/),
);

const orderActionRequestSchema = lazySchema(() => z.object({ version: versionSchema }).strict());
export type OrderActionRequest = z.input<typeof orderActionRequestSchema>;

const orderShipRequestSchema = lazySchema(() => z.object({ version: versionSchema, trackingNumber: z.string().max(40) }).strict());
export type OrderShipRequest = z.input<typeof orderShipRequestSchema>;

const orderCancelRequestSchema = lazySchema(() =>
  z.object({ version: versionSchema, reason: z.enum(orderCancelReasons), note: z.string().trim().max(orderLimits.cancelNoteMaxLength).optional() }).strict(),
);
export type OrderCancelRequest = z.input<typeof orderCancelRequestSchema>;

const bulkOrders = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({
      orders: z
        .array(z.object({ orderNumber: z.string().max(40), ...shape }).strict())
        .min(1)
        .max(orderLimits.bulkMax),
    })
    .strict();

const orderBulkAcceptRequestSchema = lazySchema(() => bulkOrders({ version: versionSchema }));
export type OrderBulkAcceptRequest = z.input<typeof orderBulkAcceptRequestSchema>;

const orderBulkShipRequestSchema = lazySchema(() => bulkOrders({ version: versionSchema, trackingNumber: z.string().max(40) }));
export type OrderBulkShipRequest = z.input<typeof orderBulkShipRequestSchema>;

/** The orders of one labels request: order numbers, comma-separated, at most `orderLimits.bulkMax`. */
const orderLabelsQuerySchema = lazySchema(() =>
  z.object({
    orders: z
      .string()
      .transform((raw) => [...new Set(raw.split(',').map((part) => part.trim()))])
      .pipe(z.array(orderNumberSchema).min(1).max(orderLimits.bulkMax)),
  }),
);
export type OrderLabelsQuery = z.input<typeof orderLabelsQuerySchema>;

/** Each order of a bulk action on its own: done (with its new state) or refused with a code; one refusal stops no other. */
/** An undo's ticket and request (core's `UndoTicket`, `UndoRequest`), declared here: see core's undo.ts. */
const undoTicketSchema = lazySchema(() =>
  z.object({ operationId: z.string().uuid(), expiresAt: z.number(), windowMs: z.number().int() }),
) satisfies z.ZodType<UndoTicket>;
const undoRequestSchema = lazySchema(() => z.object({ operationId: z.string().uuid() }).strict());

const orderBulkResultSchema = lazySchema(() =>
  z.object({
    results: z.array(
      z.union([
        z.object({ orderNumber: z.string(), ok: z.literal(true), order: orderSummarySchema }),
        z.object({ orderNumber: z.string(), ok: z.literal(false), errorCode: z.string() }),
      ]),
    ),
  }),
);
export type OrderBulkResult = z.output<typeof orderBulkResultSchema>;

const orderBulkAcceptResultSchema = lazySchema(() =>
  orderBulkResultSchema.extend({
    /** How to undo the orders it accepted (core's `UndoTicket`); null when it accepted none. */
    undo: undoTicketSchema.nullable(),
  }),
);
export type OrderBulkAcceptResult = z.output<typeof orderBulkAcceptResultSchema>;

// ── Export (§3 bulk process modal) ──

const orderExportRequestSchema = lazySchema(() => z.object({ filter: orderFilterSchema, status: z.enum(orderStatuses).optional() }).strict());
export type OrderExportRequest = z.input<typeof orderExportRequestSchema>;

const orderExportStates = ['PENDING', 'RUNNING', 'DONE', 'FAILED'] as const;
export type OrderExportState = (typeof orderExportStates)[number];

/** §3 "Bulk upload process modal": bulkProcessId, open, excelLink, message — the server's half of it. */
const orderExportSchema = lazySchema(() =>
  z.object({
    bulkProcessId: z.string(),
    state: z.enum(orderExportStates),
    /** Orders written so far, and how many the file will hold. */
    processed: z.number().int(),
    total: z.number().int(),
    /** Where the finished file downloads; null until it is done. */
    excelLink: z.string().nullable(),
    /** A §8-style code when it failed (the modal shows its text). */
    message: z.string().nullable(),
    createdAt: z.number(),
  }),
);
export type OrderExport = z.output<typeof orderExportSchema>;

// ── The marketplace places an order ──

const addressSchema = lazySchema(() =>
  z
    .object({
      recipientName: z.string().trim().min(1).max(100),
      phone: z
        .string()
        .trim()
        .regex(/^\+?\d{7,14}$/),
      street: z.string().trim().min(1).max(200),
      district: z.string().trim().max(100).default(''),
      city: z.string().trim().min(1).max(100),
      province: z.string().trim().min(1).max(100),
      postalCode: z
        .string()
        .trim()
        .regex(/^\d{5}$/),
    })
    .strict(),
);

/**
 * The header a retried order request repeats (IETF httpapi idempotency-key draft, as Stripe uses it): the same key
 * with the same body answers the first order, the same key with another body ORDER_IDEMPOTENCY_KEY_REUSED (409).
 */
export const orderIdempotencyKeyHeader = 'Idempotency-Key';

// Lines and quantities are bounded by `orderTooLarge` (a clear code), the number of lines also by the body limit.
const marketplaceOrderRequestSchema = lazySchema(() =>
  z
    .object({
      storeCode: z.string().trim().min(1).max(64),
      /** The store's default pickup point when absent. */
      pickupPointCode: z.string().trim().min(1).max(64).optional(),
      items: z.array(z.object({ itemId: z.string().trim().min(1).max(64), quantity: z.number().int().min(1) }).strict()).min(1),
      courier: z.enum(courierCodes as [CourierCode, ...CourierCode[]]),
      paymentMethod: z.enum(paymentMethods),
      shippingFee: z.number().int().min(0).max(10_000_000),
      customerPhone: z
        .string()
        .trim()
        .regex(/^\+?\d{7,14}$/),
      shippingAddress: addressSchema,
    })
    .strict(),
);
export type MarketplaceOrderRequest = z.input<typeof marketplaceOrderRequestSchema>;

/** More lines, or more of one item, than `orderLimits` lets one order hold. */
export function orderTooLarge(request: Pick<MarketplaceOrderRequest, 'items'>): boolean {
  return request.items.length > orderLimits.itemsMax || request.items.some((item) => item.quantity > orderLimits.quantityMax);
}

// ── The marketplace reports a delivery ──

const orderDeliveryReportSchema = lazySchema(() =>
  z
    .object({
      /** When the parcel arrived (epoch ms); now when absent. Not before the order shipped, not in the future. */
      deliveredAt: z.number().int().positive().optional(),
      /** Who took the parcel, as the courier wrote it down. */
      receivedBy: z.string().trim().max(100).optional(),
    })
    .strict(),
);
export type OrderDeliveryReport = z.input<typeof orderDeliveryReportSchema>;

// ── Realtime ──

export const orderEventTypes = {
  /** A new order reached the store (`OrderCreatedEvent`). */
  created: 'order.created',
  /** An order changed status (`OrderSummary`). */
  changed: 'order.changed',
} as const;

export interface OrderCreatedEvent {
  order: OrderSummary;
}
// ── Calls ──

/** §6: every seller call needs STORE mode and STORE_ORDER; the UI hiding a button is not access control. */
const sellerAccess = featureCallAccess(ordersFeature);

/**
 * The marketplace's calls prove themselves, never with a portal session: the buyer's with the buyer app's customer
 * token, its systems' (the courier's delivery report) with the order service token.
 */
const marketplaceAccess = { public: true } as const satisfies CallAccess;

const orderNumberParams = lazySchema(() => z.object({ orderNumber: orderNumberSchema }));
const bulkProcessParams = lazySchema(() => z.object({ bulkProcessId: z.string().max(64) }));
const movedOrder = ['ORDER_NOT_FOUND', 'ORDER_VERSION_CONFLICT', 'ORDER_ACTION_NOT_ALLOWED', 'ORDER_ALREADY_CANCELLED'] as const;
const customerOrder = ['CHAT_CUSTOMER_TOKEN_INVALID', 'ORDER_NOT_FOUND', 'ORDER_ACTION_NOT_ALLOWED', 'ORDER_ALREADY_CANCELLED'] as const;
const pdf = { file: 'application/pdf' } as const;

/** The order calls: the seller's (STORE_ORDER) and the marketplace's (customer token, order service token). */
export const orderCalls = {
  list: defineCall({
    method: 'GET',
    path: orderPaths.orders,
    summary: "A page of the store's orders: a status tab, a filter and a sort; `nextCursor` asks for the next page.",
    access: sellerAccess,
    query: listQueryObject,
    answer: orderPageSchema,
    errors: ['ORDER_FILTER_INVALID'],
    invalid: { query: 'ORDER_FILTER_INVALID' },
  }),
  counts: defineCall({
    method: 'GET',
    path: orderPaths.counts,
    summary: 'Orders per status under a filter (the status tabs).',
    access: sellerAccess,
    query: filterObject,
    answer: orderStatusCountsSchema,
    errors: ['ORDER_FILTER_INVALID'],
    invalid: { query: 'ORDER_FILTER_INVALID' },
  }),
  detail: defineCall({
    method: 'GET',
    path: orderPaths.orderPattern,
    summary: 'An order with its items, customer, address and status history.',
    access: sellerAccess,
    params: orderNumberParams,
    answer: orderDetailSchema,
    errors: ['ORDER_NOT_FOUND'],
    invalid: { params: 'ORDER_NOT_FOUND' },
  }),
  label: defineCall({
    method: 'GET',
    path: `${orderPaths.orderPattern}/label`,
    summary: "The order's shipping label, a PDF (`lang` chooses its language).",
    access: sellerAccess,
    params: orderNumberParams,
    answer: pdf,
    errors: ['ORDER_NOT_FOUND', 'ORDER_LABEL_NOT_READY'],
    invalid: { params: 'ORDER_NOT_FOUND' },
  }),
  labels: defineCall({
    method: 'GET',
    path: orderPaths.labels,
    summary: 'The shipping labels of several orders, one PDF with a page per order.',
    access: sellerAccess,
    query: orderLabelsQuerySchema,
    answer: pdf,
    errors: ['ORDER_NOT_FOUND', 'ORDER_LABEL_NOT_READY'],
  }),
  accept: defineCall({
    method: 'POST',
    path: `${orderPaths.orderPattern}/accept`,
    summary: 'The seller accepts a NEW order (READY_TO_SHIP).',
    access: sellerAccess,
    params: orderNumberParams,
    body: orderActionRequestSchema,
    answer: orderDetailSchema,
    errors: movedOrder,
    invalid: { params: 'ORDER_NOT_FOUND' },
  }),
  ship: defineCall({
    method: 'POST',
    path: `${orderPaths.orderPattern}/ship`,
    summary: "The seller hands an accepted order to the courier with the courier's tracking number (SHIPPED).",
    access: sellerAccess,
    params: orderNumberParams,
    body: orderShipRequestSchema,
    answer: orderDetailSchema,
    errors: [...movedOrder, 'ORDER_ALREADY_SHIPPED', 'ORDER_TRACKING_NUMBER_INVALID'],
    invalid: { params: 'ORDER_NOT_FOUND' },
  }),
  cancel: defineCall({
    method: 'POST',
    path: `${orderPaths.orderPattern}/cancel`,
    summary: 'The seller cancels an order before it ships, with a reason.',
    access: sellerAccess,
    params: orderNumberParams,
    body: orderCancelRequestSchema,
    answer: orderDetailSchema,
    errors: [...movedOrder, 'ORDER_CANCEL_AFTER_SHIPPING', 'ORDER_CANCEL_NOTE_REQUIRED'],
    invalid: { params: 'ORDER_NOT_FOUND' },
  }),
  bulkAccept: defineCall({
    method: 'POST',
    path: orderPaths.bulkAccept,
    summary: 'Accepts several orders, each on its own: a refusal stops no other.',
    access: sellerAccess,
    body: orderBulkAcceptRequestSchema,
    answer: orderBulkAcceptResultSchema,
    errors: [],
  }),
  undoBulkAccept: defineCall({
    method: 'POST',
    path: orderPaths.bulkAcceptUndo,
    summary:
      "Undoes a bulk accept of the same person within its undo window: each order it accepted goes back to NEW if nothing happened to it since (else that order's refusal).",
    access: sellerAccess,
    body: undoRequestSchema,
    answer: orderBulkResultSchema,
    errors: ['UNDO_NOT_FOUND', 'UNDO_EXPIRED'],
    invalid: { body: 'UNDO_NOT_FOUND' },
  }),
  bulkShip: defineCall({
    method: 'POST',
    path: orderPaths.bulkShip,
    summary: 'Ships several orders, each with its tracking number, each on its own.',
    access: sellerAccess,
    body: orderBulkShipRequestSchema,
    answer: orderBulkResultSchema,
    errors: [],
  }),
  startExport: defineCall({
    method: 'POST',
    path: orderPaths.exports,
    summary: 'Starts the export of a filtered list to a spreadsheet (the §3 bulk process).',
    access: sellerAccess,
    body: orderExportRequestSchema,
    answer: orderExportSchema,
    errors: ['ORDER_FILTER_INVALID', 'ORDER_EXPORT_BUSY', 'ORDER_EXPORT_TOO_LARGE'],
    invalid: { body: 'ORDER_FILTER_INVALID' },
  }),
  export: defineCall({
    method: 'GET',
    path: orderPaths.exportPattern,
    summary: "An export's progress.",
    access: sellerAccess,
    params: bulkProcessParams,
    answer: orderExportSchema,
    errors: ['ORDER_EXPORT_NOT_FOUND'],
    invalid: { params: 'ORDER_EXPORT_NOT_FOUND' },
  }),
  exportFile: defineCall({
    method: 'GET',
    path: orderPaths.exportFilePattern,
    summary: 'The spreadsheet of a finished export.',
    access: sellerAccess,
    params: bulkProcessParams,
    answer: { file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    errors: ['ORDER_EXPORT_NOT_FOUND', 'ORDER_EXPORT_NOT_READY'],
    invalid: { params: 'ORDER_EXPORT_NOT_FOUND' },
  }),
  marketplacePlace: defineCall({
    method: 'POST',
    path: orderPaths.marketplaceOrders,
    summary: "The marketplace places a buyer's order with a store (the buyer app's customer token; `Idempotency-Key` makes a retry safe).",
    access: marketplaceAccess,
    credential: 'customer-token',
    body: marketplaceOrderRequestSchema,
    answer: orderDetailSchema,
    errors: [
      'CHAT_CUSTOMER_TOKEN_INVALID',
      'ORDER_TOO_LARGE',
      'ORDER_STORE_NOT_FOUND',
      'ORDER_PICKUP_POINT_UNKNOWN',
      'ORDER_ITEM_UNKNOWN',
      'ORDER_ITEM_OUT_OF_STOCK',
      'ORDER_IDEMPOTENCY_KEY_INVALID',
      'ORDER_IDEMPOTENCY_KEY_REUSED',
    ],
  }),
  marketplaceDelivery: defineCall({
    method: 'POST',
    path: orderPaths.marketplaceDeliveryPattern,
    summary: "The marketplace's courier tracking reports a SHIPPED order arrived (DELIVERED); the order service token.",
    access: marketplaceAccess,
    credential: 'service-token',
    params: orderNumberParams,
    body: orderDeliveryReportSchema,
    answer: orderDetailSchema,
    errors: [
      'ORDER_SERVICE_TOKEN_INVALID',
      'ORDER_NOT_FOUND',
      'ORDER_NOT_SHIPPED',
      'ORDER_ALREADY_DELIVERED',
      'ORDER_ALREADY_CANCELLED',
      'ORDER_DELIVERY_TIME_INVALID',
    ],
    invalid: { params: 'ORDER_NOT_FOUND' },
  }),
  marketplaceReceipt: defineCall({
    method: 'POST',
    path: orderPaths.marketplaceReceiptPattern,
    summary: "The order's customer confirms a DELIVERED order arrived well (COMPLETED).",
    access: marketplaceAccess,
    credential: 'customer-token',
    params: orderNumberParams,
    answer: orderDetailSchema,
    errors: [...customerOrder, 'ORDER_NOT_DELIVERED', 'ORDER_ALREADY_COMPLETED'],
    invalid: { params: 'ORDER_NOT_FOUND' },
  }),
  marketplaceCancellation: defineCall({
    method: 'POST',
    path: orderPaths.marketplaceCancellationPattern,
    summary: "The order's customer cancels it while it is NEW; its units go back on the stock.",
    access: marketplaceAccess,
    credential: 'customer-token',
    params: orderNumberParams,
    answer: orderDetailSchema,
    errors: customerOrder,
    invalid: { params: 'ORDER_NOT_FOUND' },
  }),
} as const;

/** The order list's saved views (`@seller-portal/contracts/saved-views`), behind the order list's access. */
export const orderSavedViewCalls = savedViewCallsOf('orders', orderViewFilterSchema, featureCallAccess(ordersFeature));

/** What /order-list asks for as it first draws (the server preloads it from its document): the saved views, whose default picks the list's first query. */
export const orderListFirstCalls: PageFirstCalls = { page: '/order-list', calls: [orderSavedViewCalls.list] };
