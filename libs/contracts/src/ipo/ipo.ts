import { ipoFeature } from './ipo-feature';
import { z } from 'zod';
import { lazySchema, defineCall, featureCallAccess } from '@seller-portal/contracts/core';

/** The marketplace's fulfilment warehouses a store may send stock to. */
export const fulfilmentWarehouses = [
  { code: 'WH-CKR', city: 'Cikarang' },
  { code: 'WH-SBY', city: 'Surabaya' },
  { code: 'WH-MDN', city: 'Medan' },
  { code: 'WH-MKS', city: 'Makassar' },
] as const;
export type WarehouseCode = (typeof fulfilmentWarehouses)[number]['code'];
const warehouseCodes = fulfilmentWarehouses.map((warehouse) => warehouse.code) as [WarehouseCode, ...WarehouseCode[]];

const ipoStatuses = ['SUBMITTED', 'RECEIVED', 'CANCELLED'] as const;
export type IpoStatus = (typeof ipoStatuses)[number];

export const ipoLimits = {
  linesMax: 50,
  quantityMax: 10_000,
  /** The arrival day is at least tomorrow and at most this many days ahead (store days, WIB). */
  arrivalDaysMax: 30,
  listMax: 100,
  /** Products the form offers, by name. */
  productChoicesMax: 500,
} as const;

export const ipoPaths = {
  /** GET: `InboundOrder[]`, newest first; POST `NewInboundOrder`: the new `InboundOrder`. */
  orders: '/backend/main/ipo/orders',
  /** GET: `InboundProductChoice[]`, the store's products to choose from. */
  products: '/backend/main/ipo/products',
  /** POST: cancels a SUBMITTED order. */
  cancelPattern: '/backend/main/ipo/orders/:id/cancel',
} as const;

const daySchema = lazySchema(() =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day)),
);

const newInboundOrderSchema = lazySchema(() =>
  z.object({
    warehouseCode: z.enum(warehouseCodes),
    /** `YYYY-MM-DD`: the store day the stock arrives at the warehouse. */
    arrivalDate: daySchema,
    lines: z
      .array(z.object({ itemId: z.string().trim().min(1).max(100), quantity: z.number().int().min(1).max(ipoLimits.quantityMax) }))
      .min(1)
      .max(ipoLimits.linesMax),
    note: z.string().trim().max(500).optional(),
  }),
);
export type NewInboundOrder = z.input<typeof newInboundOrderSchema>;

const inboundOrderSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    number: z.string(),
    warehouseCode: z.string(),
    arrivalDate: z.string(),
    status: z.enum(ipoStatuses),
    lines: z.array(z.object({ itemId: z.string(), name: z.string(), quantity: z.number().int() })),
    unitCount: z.number().int(),
    note: z.string(),
    createdAt: z.string(),
    cancelledAt: z.string().nullable(),
  }),
);
export type InboundOrder = z.output<typeof inboundOrderSchema>;

const inboundProductChoiceSchema = lazySchema(() => z.object({ itemId: z.string(), name: z.string(), stock: z.number().int() }));
export type InboundProductChoice = z.output<typeof inboundProductChoiceSchema>;

const access = featureCallAccess(ipoFeature);

export const ipoCalls = {
  products: defineCall({
    method: 'GET',
    path: ipoPaths.products,
    summary: "The store's products by name with their stock, to choose what an inbound order sends.",
    access,
    answer: lazySchema(() => z.array(inboundProductChoiceSchema)),
    errors: [],
  }),
  list: defineCall({
    method: 'GET',
    path: ipoPaths.orders,
    summary: "The store's inbound purchase orders to the fulfilment warehouses, newest first.",
    access,
    answer: lazySchema(() => z.array(inboundOrderSchema)),
    errors: [],
  }),
  create: defineCall({
    method: 'POST',
    path: ipoPaths.orders,
    summary: 'Tells a fulfilment warehouse which of the store’s products arrive, how many, and when.',
    access,
    body: newInboundOrderSchema,
    answer: inboundOrderSchema,
    errors: ['IPO_INVALID', 'IPO_ARRIVAL_DATE_INVALID', 'IPO_ITEM_NOT_FOUND'],
    invalid: { body: 'IPO_INVALID' },
  }),
  cancel: defineCall({
    method: 'POST',
    path: ipoPaths.cancelPattern,
    summary: 'Cancels an inbound purchase order the warehouse has not received yet.',
    access,
    params: lazySchema(() => z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })),
    answer: inboundOrderSchema,
    errors: ['IPO_NOT_FOUND', 'IPO_NOT_CANCELLABLE'],
    invalid: { params: 'IPO_NOT_FOUND' },
  }),
};
