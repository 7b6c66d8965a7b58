import { dashboardFeature, storePerformanceFeature } from './analytics-feature';
import { z } from 'zod';
import { lazySchema, defineCall, type CallAccess, type PageFirstCalls } from '@seller-portal/contracts/core';
import { featureCallAccess } from '@seller-portal/contracts/core';
import { adsFeature } from '@seller-portal/contracts/ads';

/**
 * §7 "History and analytics" and the seller's dashboard (§2.5): the store's summary for `/dashboard`, the tasks that
 * need the seller (`/task`), the store's rating and badges, the ads (bliklan) and wallet balances, and store
 * performance over a period (`/report/performance`). Every call needs STORE mode; each part needs the §6 code of
 * what it shows.
 */
export const analyticsPaths = {
  /** GET (STORE): `DashboardSummary`, the parts the session's codes open. */
  dashboardSummary: '/backend/analytics/dashboard/summary',
  /** GET (STORE): `SellerTask[]`, what needs the seller, the session's codes deciding which kinds. */
  tasks: '/backend/analytics/tasks',
  /** GET (STORE, STORE_REPORT_SELLER-RATING): `RatingBadgesConfig`. */
  ratingBadgesConfig: '/backend/analytics/rating/badges/config',
  /** GET (STORE, STORE_PROMO_BLIKLAN): `BliklanBalance`. */
  bliklanBalance: '/backend/analytics/bliklan/balance',
  /** GET (STORE, STORE_STORE-WALLET_VIEW): `WalletBalance`. */
  walletBalance: '/backend/analytics/wallet/balance',
  /** GET `PerformanceQuery` (STORE, STORE_REPORT_SELLER-RATING): `StorePerformance`. */
  performance: '/backend/analytics/performance',
  /** GET `AnalyticsReportUnsubscribeQuery` (public, the signed link of the analytics-report emails): `AnalyticsReportOptOut`. */
  reportUnsubscribe: '/backend/analytics-report/unsubscribe',
  /** POST `AnalyticsReportUnsubscribeQuery` body (public, the same signed code): the store's report emails start again. */
  reportResubscribe: '/backend/analytics-report/resubscribe',
} as const;

/** The marketplace's day and week are Western Indonesian Time (WIB, UTC+7, no daylight saving). */
const storeTimeZone = { name: 'Asia/Jakarta', offsetMinutes: 7 * 60 } as const;

const dayMs = 86_400_000;
const offsetMs = storeTimeZone.offsetMinutes * 60_000;

/** The store's calendar day of an instant, `YYYY-MM-DD`. */
export function storeDayOf(instant: Date | number): string {
  return new Date(new Date(instant).getTime() + offsetMs).toISOString().slice(0, 10);
}

/** The instant a store day (`YYYY-MM-DD`) starts. */
export function storeDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - offsetMs);
}

/** The store day `days` after `day` (negative: before). */
export function addStoreDays(day: string, days: number): string {
  return storeDayOf(storeDayStart(day).getTime() + days * dayMs);
}

/** The Monday of the store week holding `day` (weeks start on Monday, as in Indonesia). */
export function storeWeekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addStoreDays(day, -((weekday + 6) % 7));
}

/** Every store day from `from` to `to`, both included. */
export function storeDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addStoreDays(day, 1)) days.push(day);
  return days;
}

// ── Balances ──

/** The store's ads (bliklan) credit in rupiah: what it paid in and the promotional bonus (§9 promo copy). */
const bliklanBalanceSchema = lazySchema(() => z.object({ balance: z.number(), bonusBalance: z.number(), updatedAt: z.number() }));
export type BliklanBalance = z.output<typeof bliklanBalanceSchema>;

/**
 * The ads balance a seller sees: the paid credit and the bonus together, what can be spent on ads. Wherever it is
 * shown it is this total; where it is split, the bonus is named as a part of it.
 */
export function adsBalanceTotal(balance: BliklanBalance): number {
  return balance.balance + balance.bonusBalance;
}

/** The query cache's key of the ads balance: the dashboard's figure and the phone's balances bar read one entry. */
export const bliklanBalanceQueryKey = ['analytics', 'bliklan-balance'] as const;

/** The query cache's key of the dashboard's summary: the dashboard and the phone's balances bar (its wallet) read one call. */
export const dashboardSummaryQueryKey = ['analytics', 'dashboard-summary'] as const;

/** The store wallet in rupiah: what can be withdrawn and what waits for orders to complete. */
const walletBalanceSchema = lazySchema(() => z.object({ balance: z.number(), pendingBalance: z.number(), updatedAt: z.number() }));
export type WalletBalance = z.output<typeof walletBalanceSchema>;

// ── Rating and badges ──

/** The badges a store can earn, lowest first. */
const storeBadgeCodes = ['RISING_STAR', 'STAR_SELLER', 'STAR_SELLER_PLUS'] as const;
export type StoreBadgeCode = (typeof storeBadgeCodes)[number];

/** What a badge asks of the last 30 days; a null requirement does not apply. */
const storeBadgeRequirementsSchema = lazySchema(() =>
  z.object({
    minRating: z.number(),
    minRatingCount: z.number().int(),
    /** Share of customer chats answered within the response window, 0–1. */
    minChatResponseRate: z.number(),
  }),
);
export type StoreBadgeRequirements = z.output<typeof storeBadgeRequirementsSchema>;

const storeBadgeSchema = lazySchema(() =>
  z.object({
    code: z.enum(storeBadgeCodes),
    requirements: storeBadgeRequirementsSchema,
    /** Whether the store meets every requirement now. */
    earned: z.boolean(),
  }),
);
export type StoreBadge = z.output<typeof storeBadgeSchema>;

/** The store's rating over the last 30 days and the badge config with where it stands. */
const ratingBadgesConfigSchema = lazySchema(() =>
  z.object({
    /** The average star rating (1–5) of the period; null without any rating. */
    rating: z.number().nullable(),
    ratingCount: z.number().int(),
    chatResponseRate: z.number().nullable(),
    /** The highest badge earned; null for none. */
    currentBadge: z.enum(storeBadgeCodes).nullable(),
    badges: z.array(storeBadgeSchema),
    /** The period the figures cover, store days. */
    from: z.string(),
    to: z.string(),
  }),
);
export type RatingBadgesConfig = z.output<typeof ratingBadgesConfigSchema>;

/** The badges a store's figures earn, table-tested: every requirement met (a missing figure meets none). */
export function earnedBadges(
  figures: { rating: number | null; ratingCount: number; chatResponseRate: number | null },
  config: readonly { code: StoreBadgeCode; requirements: StoreBadgeRequirements }[],
): StoreBadgeCode[] {
  return config
    .filter(({ requirements: r }) => {
      if (figures.rating === null || figures.rating < r.minRating) return false;
      if (figures.ratingCount < r.minRatingCount) return false;
      return figures.chatResponseRate !== null && figures.chatResponseRate >= r.minChatResponseRate;
    })
    .map((badge) => badge.code);
}

// ── Chat response ──

/** A customer chat counts as answered when the seller replies within this window (the marketplace's rule). */
export const chatResponseWindowMs = 12 * 60 * 60_000;

// ── Tasks ──

const sellerTaskKinds = ['SHIP_ORDERS', 'REPLY_CHATS', 'ACKNOWLEDGE_ANNOUNCEMENT', 'TOP_UP_ADS', 'FIX_PICKUP_SCHEDULES'] as const;
export type SellerTaskKind = (typeof sellerTaskKinds)[number];

/** Something that needs the seller: how many, by when, and where to do it. `count` 0 is a task done. */
const sellerTaskSchema = lazySchema(() =>
  z.object({
    /** Stable per task: the kind, or the kind and the announcement code. */
    id: z.string(),
    kind: z.enum(sellerTaskKinds),
    count: z.number().int(),
    /** The earliest deadline among what is counted (ms), or null. */
    dueAt: z.number().nullable(),
    /** The portal path where the seller does it. */
    link: z.string(),
    /** An announcement's title in both languages (ACKNOWLEDGE_ANNOUNCEMENT). */
    title: z.object({ id: z.string(), en: z.string() }).nullable(),
    done: z.boolean(),
  }),
);
export type SellerTask = z.output<typeof sellerTaskSchema>;

/** An ads balance below this (rupiah) is a task: ads stop when the credit runs out. */
export const lowAdsBalance = 50_000;

// ── Dashboard ──

/** Orders of a period by status, with their revenue, as the orders service counts them. */
const dashboardOrderPeriodSchema = lazySchema(() =>
  z.object({
    from: z.string(),
    to: z.string(),
    /** Status → number of orders made in the period now in that status. */
    byStatus: z.record(z.string(), z.number().int()),
    /** Revenue in rupiah of the period's orders that are not cancelled. */
    revenue: z.number(),
  }),
);
export type DashboardOrderPeriod = z.output<typeof dashboardOrderPeriodSchema>;

const dashboardOrdersSchema = lazySchema(() =>
  z.object({
    today: dashboardOrderPeriodSchema,
    week: dashboardOrderPeriodSchema,
    /** Revenue per store day over the last 30 days, oldest first. */
    revenueByDay: z.array(z.object({ day: z.string(), revenue: z.number(), orders: z.number().int() })),
    /** Orders to ship before their deadline. */
    toShip: z.number().int(),
  }),
);
export type DashboardOrders = z.output<typeof dashboardOrdersSchema>;

const dashboardChatsSchema = lazySchema(() =>
  z.object({
    /** Conversations whose last message is the customer's: the customer waits for an answer. */
    waiting: z.number().int(),
    /** Conversations with customer messages the seller has not read. */
    unread: z.number().int(),
  }),
);
export type DashboardChats = z.output<typeof dashboardChatsSchema>;

/** `/dashboard` in one call: each part present only when the session holds its code (null otherwise). */
const dashboardSummarySchema = lazySchema(() =>
  z.object({
    /** The store day of "today" (WIB) and the Monday of its week. */
    today: z.string(),
    weekStart: z.string(),
    /** STORE_ORDER, and once the orders service counts orders. */
    orders: dashboardOrdersSchema.nullable(),
    /** STORE_CONVERSATION. */
    chats: dashboardChatsSchema.nullable(),
    /** STORE_STORE-WALLET_VIEW. */
    wallet: walletBalanceSchema.nullable(),
    tasks: z.array(sellerTaskSchema),
  }),
);
export type DashboardSummary = z.output<typeof dashboardSummarySchema>;

// ── Store performance ──

export const performancePeriods = ['7', '30', '90', 'custom'] as const;
export type PerformancePeriod = (typeof performancePeriods)[number];

/** The longest custom period, in days. */
export const performanceMaxDays = 366;

const storeDaySchema = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/));

/** `?period=7|30|90` (default 30), or `?period=custom&from=YYYY-MM-DD&to=YYYY-MM-DD`. */
const performanceQuerySchema = lazySchema(() =>
  z.object({
    period: z.enum(performancePeriods).default('30'),
    from: storeDaySchema.optional(),
    to: storeDaySchema.optional(),
  }),
);
export type PerformanceQuery = z.input<typeof performanceQuerySchema>;

/** The period's totals, and each day's figures; a rate is null where there is nothing to count. */
const performanceTotalsSchema = lazySchema(() =>
  z.object({
    rating: z.number().nullable(),
    ratingCount: z.number().int(),
    chats: z.number().int(),
    chatsAnswered: z.number().int(),
    chatResponseRate: z.number().nullable(),
    /** Average time to the seller's first answer, in ms. */
    chatResponseTimeMs: z.number().nullable(),
    onTimeShippingRate: z.number().nullable(),
    cancellationRate: z.number().nullable(),
  }),
);
export type PerformanceTotals = z.output<typeof performanceTotalsSchema>;

/** One store day of the performance figures. */
const performanceDaySchema = lazySchema(() => performanceTotalsSchema.extend({ day: z.string() }));
export type PerformanceDay = z.output<typeof performanceDaySchema>;

const storePerformanceSchema = lazySchema(() =>
  z.object({
    from: z.string(),
    to: z.string(),
    totals: performanceTotalsSchema,
    /** The same figures over the period just before, for the change. */
    previous: performanceTotalsSchema,
    days: z.array(performanceDaySchema),
    /** Whether orders feed on-time shipping and cancellation (false until the orders service counts them). */
    ordersCounted: z.boolean(),
    /**
     * The pickup points the order and chat figures cover, for a staff member assigned to some (their orders and the
     * rooms they see); null: the whole store's. The rating is always the whole store's.
     */
    pickupPoints: z.array(z.object({ code: z.string(), name: z.string() })).nullable(),
  }),
);
export type StorePerformance = z.output<typeof storePerformanceSchema>;

// ── Calls ──

/** §6: the dashboard's figures and the tasks are every store session's (each part then by its own code)… */
const figuresAccess = featureCallAccess(dashboardFeature, 'figures');
const tasksAccess = featureCallAccess(dashboardFeature, 'tasks');
/** …the rating, badges and performance need STORE_REPORT_SELLER-RATING… */
const ratingAccess = featureCallAccess(storePerformanceFeature);
/** …the ads balance the ads feature's access; the wallet's its code until the wallet is declared. */
const adsAccess = featureCallAccess(adsFeature);
const walletAccess = { modes: ['STORE'], accessibilities: ['STORE_STORE-WALLET_VIEW'] } as const satisfies CallAccess;

/** The longest link code the server reads: a real one is under 100 characters. */
export const analyticsReportCodeMaxLength = 512;

const analyticsReportUnsubscribeQuerySchema = lazySchema(() =>
  z.object({
    encodedBusinessPartnerCode: z.string().min(1).max(analyticsReportCodeMaxLength),
  }),
);
export type AnalyticsReportUnsubscribeQuery = z.infer<typeof analyticsReportUnsubscribeQuerySchema>;

/** The store's opt-out of the analytics report emails: since when (the first unsubscribe; a repeat keeps it). */
const analyticsReportOptOutSchema = lazySchema(() => z.object({ storeName: z.string(), optedOutAt: z.string() }));
export type AnalyticsReportOptOut = z.infer<typeof analyticsReportOptOutSchema>;

/** The seller's figures: the dashboard, the tasks, the rating and badges, the balances and store performance. */
export const analyticsCalls = {
  dashboardSummary: defineCall({
    method: 'GET',
    path: analyticsPaths.dashboardSummary,
    summary: "The dashboard in one call: today's and the week's orders, waiting chats, the wallet and the tasks, each part by its code.",
    access: figuresAccess,
    answer: dashboardSummarySchema,
    errors: [],
  }),
  tasks: defineCall({
    method: 'GET',
    path: analyticsPaths.tasks,
    summary: 'What needs the seller: orders to ship, chats to answer, announcements to acknowledge, ads to top up.',
    access: tasksAccess,
    answer: lazySchema(() => z.array(sellerTaskSchema)),
    errors: [],
  }),
  ratingBadgesConfig: defineCall({
    method: 'GET',
    path: analyticsPaths.ratingBadgesConfig,
    summary: "The store's rating over the last 30 days and the badges with where it stands.",
    access: ratingAccess,
    answer: ratingBadgesConfigSchema,
    errors: [],
  }),
  bliklanBalance: defineCall({
    method: 'GET',
    path: analyticsPaths.bliklanBalance,
    summary: "The store's ads (bliklan) credit and bonus.",
    access: adsAccess,
    answer: bliklanBalanceSchema,
    errors: [],
  }),
  walletBalance: defineCall({
    method: 'GET',
    path: analyticsPaths.walletBalance,
    summary: "The store wallet's withdrawable and pending balances.",
    access: walletAccess,
    answer: walletBalanceSchema,
    errors: [],
  }),
  performance: defineCall({
    method: 'GET',
    path: analyticsPaths.performance,
    summary: "The store's rating, chat and shipping figures over a period, by day, beside the period just before.",
    access: ratingAccess,
    query: performanceQuerySchema,
    answer: storePerformanceSchema,
    errors: ['PERFORMANCE_PERIOD_INVALID'],
  }),
  reportUnsubscribe: defineCall({
    method: 'GET',
    path: analyticsPaths.reportUnsubscribe,
    summary: 'Stops the analytics report emails of the store the signed link names; a repeat changes nothing.',
    // The link is opened from an email, signed in or not: the signature is its authority.
    access: { public: true },
    query: analyticsReportUnsubscribeQuerySchema,
    invalid: { query: 'ANALYTICS_REPORT_LINK_INVALID' },
    answer: analyticsReportOptOutSchema,
    errors: ['ANALYTICS_REPORT_LINK_INVALID'],
  }),
  reportResubscribe: defineCall({
    method: 'POST',
    path: analyticsPaths.reportResubscribe,
    summary: 'Starts the analytics report emails again for the store the signed code names (undoing an unsubscribe).',
    access: { public: true },
    body: analyticsReportUnsubscribeQuerySchema,
    invalid: { body: 'ANALYTICS_REPORT_LINK_INVALID' },
    answer: lazySchema(() => z.object({ storeName: z.string() })),
    errors: ['ANALYTICS_REPORT_LINK_INVALID'],
  }),
} as const;

/** What /dashboard asks for as it first draws: the figures, the rating and the ads balance (each for a session allowed it). */
export const dashboardFirstCalls: PageFirstCalls = {
  page: '/dashboard',
  calls: [analyticsCalls.dashboardSummary, analyticsCalls.ratingBadgesConfig, analyticsCalls.bliklanBalance],
};
