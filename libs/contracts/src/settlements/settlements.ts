import { settlementsFeature } from './settlements-feature';
import { z } from 'zod';
import { lazySchema, defineCall, featureCallAccess } from '@seller-portal/contracts/core';

export const settlementStatuses = ['TO_SETTLE', 'SETTLED'] as const;
export type SettlementStatus = (typeof settlementStatuses)[number];

export const settlementLimits = {
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** A filter's dates span at most this many days. */
  rangeMaxDays: 366,
  /** An export holds at most this many lines (a shorter period otherwise). */
  exportMaxRows: 20_000,
  /** A period's statement lists at most this many lines (a store with more gets its lines from the export). */
  statementMaxLines: 2_000,
  /** Periods the page lists, newest first. */
  periodsMax: 24,
  /** Files (exports and documents) one user may ask for per minute: each is written while the request waits. */
  filesPerMinute: 30,
} as const;

export const settlementPaths = {
  /** GET: `SettlementPeriod[]`, newest month first. */
  periods: '/backend/main/settlements/periods',
  /** GET `SettlementLineQuery`: `SettlementLinePage` (keyset: `nextCursor` asks for the next page). */
  lines: '/backend/main/settlements/lines',
  /** GET `SettlementLineQuery` without `cursor` and `size`: the lines as an XLSX file. */
  export: '/backend/main/settlements/export',
  /** GET: the month's fee invoice (PDF; `?lang=` its language). */
  invoicePattern: '/backend/main/settlements/documents/:period/invoice',
  /** GET: the month's settlement statement (PDF). */
  statementPattern: '/backend/main/settlements/documents/:period/statement',
} as const;

export const settlementPathsOf = {
  invoice: (period: string, lang?: 'id' | 'en') => `/backend/main/settlements/documents/${encodeURIComponent(period)}/invoice${lang ? `?lang=${lang}` : ''}`,
  statement: (period: string, lang?: 'id' | 'en') =>
    `/backend/main/settlements/documents/${encodeURIComponent(period)}/statement${lang ? `?lang=${lang}` : ''}`,
  /** The export of a filter, in `lang`. */
  export: (query: { from?: string; to?: string; status?: string; lang?: string }) => {
    const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
    const search = params.toString();
    return search ? `${settlementPaths.export}?${search}` : settlementPaths.export;
  },
};

const dayMs = 86_400_000;

/** A store day, `YYYY-MM-DD`, that exists in the calendar. */
const daySchema = lazySchema(() =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day)),
);

/** A month of the store's calendar, `YYYY-MM`. */
const settlementPeriodSchema = lazySchema(() => z.string().regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/));

/** Empty query values are dropped (§5), so `?status=` is no filter. */
const blankToUndefined = (raw: unknown) =>
  typeof raw === 'object' && raw !== null ? Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== '' && v !== null && v !== undefined)) : raw;

const rangeIsSound = (filter: { from?: string; to?: string }) =>
  !filter.from || !filter.to || (filter.from <= filter.to && (Date.parse(filter.to) - Date.parse(filter.from)) / dayMs < settlementLimits.rangeMaxDays);

const filterFields = {
  /** The days the orders completed on (the store's calendar), both included. */
  from: lazySchema(() => daySchema.optional()),
  to: lazySchema(() => daySchema.optional()),
  status: lazySchema(() => z.enum(settlementStatuses).optional()),
};

/** The list's and the export's filter: completion days and a status. */
export type SettlementFilter = z.output<z.ZodObject<typeof filterFields>>;

const lineQueryObject = lazySchema(() =>
  z
    .object({
      ...filterFields,
      cursor: z.string().max(200).optional(),
      size: z.coerce.number().int().min(1).max(settlementLimits.pageSizeMax).default(settlementLimits.pageSizeDefault),
    })
    .strict()
    .refine(rangeIsSound),
);
const settlementLineQuerySchema = lazySchema(() => z.preprocess(blankToUndefined, lineQueryObject));
export type SettlementLineQuery = z.input<typeof lineQueryObject>;
export type SettlementLineParams = z.output<typeof lineQueryObject>;
/** The export's filter, and `lang`, the file's language (the page's). */
const exportQueryObject = lazySchema(() =>
  z
    .object({ ...filterFields, lang: z.enum(['id', 'en']).optional() })
    .strict()
    .refine(rangeIsSound),
);
const exportQuerySchema = lazySchema(() => z.preprocess(blankToUndefined, exportQueryObject));

/** What a line's commission was made of: the items of one category, its rate and the commission on them. */
const settlementFeeSchema = lazySchema(() =>
  z.object({
    categoryCode: z.string(),
    /** Rupiah of the order's items in the category. */
    gross: z.number().int(),
    /** The rate in basis points (1/100 of a percent: 550 is 5.5%). */
    rateBps: z.number().int(),
    commission: z.number().int(),
  }),
);
export type SettlementFee = z.output<typeof settlementFeeSchema>;

const settlementLineSchema = lazySchema(() =>
  z.object({
    orderNumber: z.string(),
    /** When the order completed (epoch ms). */
    completedAt: z.number(),
    /** When the net moves to the wallet's available balance (epoch ms). */
    settleAt: z.number(),
    settledAt: z.number().nullable(),
    status: z.enum(settlementStatuses),
    /** Rupiah: gross − commission − shippingSubsidy − adsDeduction = net. */
    gross: z.number().int(),
    commission: z.number().int(),
    shippingSubsidy: z.number().int(),
    adsDeduction: z.number().int(),
    net: z.number().int(),
    fees: z.array(settlementFeeSchema),
  }),
);
export type SettlementLine = z.output<typeof settlementLineSchema>;

const settlementLinePageSchema = lazySchema(() => z.object({ content: z.array(settlementLineSchema), nextCursor: z.string().nullable() }));
export type SettlementLinePage = z.output<typeof settlementLinePageSchema>;

const settlementPeriodSummarySchema = lazySchema(() =>
  z.object({
    /** The month, `YYYY-MM` (the store's calendar, by the day its orders completed). */
    period: z.string(),
    lines: z.number().int(),
    /** Rupiah: the orders' items (sales), everything the marketplace deducted (fees), what the store gets (net). */
    sales: z.number().int(),
    fees: z.number().int(),
    net: z.number().int(),
    settled: z.number().int(),
    toSettle: z.number().int(),
  }),
);
export type SettlementPeriod = z.output<typeof settlementPeriodSummarySchema>;

const access = featureCallAccess(settlementsFeature);
const filterErrors = ['SETTLEMENT_FILTER_INVALID'] as const;
const periodParams = lazySchema(() => z.object({ period: settlementPeriodSchema }));
const pdf = { file: 'application/pdf' } as const;

/** The settlement calls: the store's own lines, periods, export and documents (STORE_STORE-WALLET_VIEW). */
export const settlementCalls = {
  periods: defineCall({
    method: 'GET',
    path: settlementPaths.periods,
    summary: "The store's settlement months, newest first, with their sales, fees, net, settled and to-settle totals.",
    access,
    answer: lazySchema(() => z.array(settlementPeriodSummarySchema)),
    errors: [],
  }),
  lines: defineCall({
    method: 'GET',
    path: settlementPaths.lines,
    summary: "A page of the store's settlement lines, newest completion first: a date range and a status; `nextCursor` asks for the next page.",
    access,
    query: settlementLineQuerySchema,
    answer: settlementLinePageSchema,
    errors: filterErrors,
    invalid: { query: 'SETTLEMENT_FILTER_INVALID' },
  }),
  export: defineCall({
    method: 'GET',
    path: settlementPaths.export,
    summary: 'The settlement lines of a date range and status as an Excel file.',
    access,
    query: exportQuerySchema,
    answer: { file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    errors: [...filterErrors, 'SETTLEMENT_EXPORT_TOO_LARGE'],
    invalid: { query: 'SETTLEMENT_FILTER_INVALID' },
  }),
  invoice: defineCall({
    method: 'GET',
    path: settlementPaths.invoicePattern,
    summary: "The month's invoice of the marketplace's fees (commission by category, shipping subsidy, ads), a PDF.",
    access,
    params: periodParams,
    answer: pdf,
    errors: ['SETTLEMENT_PERIOD_INVALID', 'SETTLEMENT_PERIOD_EMPTY'],
    invalid: { params: 'SETTLEMENT_PERIOD_INVALID' },
  }),
  statement: defineCall({
    method: 'GET',
    path: settlementPaths.statementPattern,
    summary: "The month's settlement statement: every line with its deductions and status, and the totals, a PDF.",
    access,
    params: periodParams,
    answer: pdf,
    errors: ['SETTLEMENT_PERIOD_INVALID', 'SETTLEMENT_PERIOD_EMPTY', 'SETTLEMENT_STATEMENT_TOO_LARGE'],
    invalid: { params: 'SETTLEMENT_PERIOD_INVALID' },
  }),
};
