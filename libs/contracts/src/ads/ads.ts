import { adsFeature } from './ads-feature';
import { otpChallengeSchema, otpRefusals } from '@seller-portal/contracts/accounts';
import { lazySchema, defineCall, featureCallAccess, type CallAccess } from '@seller-portal/contracts/core';
import { z } from 'zod';

/** The limits of ads money, in integer rupiah. */
export const adsLimits = {
  topUpMin: 50_000,
  topUpMax: 100_000_000,
  dailyBudgetMin: 10_000,
  dailyBudgetMax: 100_000_000,
  bidMin: 200,
  bidMax: 1_000_000,
  campaignNameMax: 100,
  campaignProductsMax: 20,
  /** A campaign's results view covers at most this many days. */
  resultDaysMax: 90,
  historyPageMax: 100,
  eventCampaignsMax: 500,
} as const;

export const adsPaths = {
  overview: '/backend/bliklan/overview',
  history: '/backend/bliklan/history',
  topUps: '/backend/bliklan/top-ups',
  topUpVerify: '/backend/bliklan/top-ups/verify',
  products: '/backend/bliklan/products',
  campaigns: '/backend/bliklan/campaigns',
  campaignPattern: '/backend/bliklan/campaigns/:campaignId',
  campaignStatusPattern: '/backend/bliklan/campaigns/:campaignId/status',
  campaignResultsPattern: '/backend/bliklan/campaigns/:campaignId/results',
  marketplaceEventsPattern: '/backend/bliklan/marketplace/stores/:storeCode/events',
  campaign: (id: string) => `/backend/bliklan/campaigns/${encodeURIComponent(id)}`,
  marketplaceEvents: (storeCode: string) => `/backend/bliklan/marketplace/stores/${encodeURIComponent(storeCode)}/events`,
} as const;

const daySchema = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/));
const rupiah = lazySchema(() => z.number().int());

// ── Balance, promo, history ──

/** §9 the promo: while its dates run a top-up earns a rebate into the bonus, the first top-up a bonus. */
const adsPromoSchema = lazySchema(() =>
  z.object({
    /** WIB days, both included. */
    from: daySchema,
    to: daySchema,
    rebatePercent: z.number().int(),
    /** The most rebate one store earns over the promo. */
    rebateCap: rupiah,
    /** The first top-up's bonus. */
    firstTopUpBonus: rupiah,
    state: z.enum(['UPCOMING', 'RUNNING', 'ENDED']),
    /** What this store has earned of it. */
    rebateEarned: rupiah,
    bonusEarned: rupiah,
  }),
);
export type AdsPromo = z.output<typeof adsPromoSchema>;

const adsOverviewSchema = lazySchema(() =>
  z.object({
    balance: rupiah,
    bonusBalance: rupiah,
    /** The wallet's withdrawable money, what a top-up can take. */
    walletAvailable: rupiah,
    topUpMin: rupiah,
    topUpMax: rupiah,
    /** A top-up of this much or more asks for the one-time code. */
    codeThreshold: rupiah,
    promo: adsPromoSchema,
  }),
);
export type AdsOverview = z.output<typeof adsOverviewSchema>;

export const adsHistoryKinds = ['ADS_TOP_UP', 'ADS_SPEND', 'PROMO_REBATE', 'PROMO_BONUS'] as const;

const adsHistoryEntrySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    /** The ledger transaction's kind (ADS_TOP_UP, ADS_SPEND, PROMO_REBATE, PROMO_BONUS). */
    kind: z.string(),
    account: z.enum(['ADS_BALANCE', 'ADS_BONUS']),
    /** Into the balance (positive) or out of it. */
    amount: rupiah,
    at: z.number(),
    source: z.object({ type: z.string(), id: z.string() }).nullable(),
  }),
);
export type AdsHistoryEntry = z.output<typeof adsHistoryEntrySchema>;

const adsHistoryPageSchema = lazySchema(() => z.object({ entries: z.array(adsHistoryEntrySchema), nextBefore: z.number().int().nullable() }));
export type AdsHistoryPage = z.output<typeof adsHistoryPageSchema>;

const adsHistoryQuerySchema = lazySchema(() =>
  z.object({
    before: z.coerce.number().int().positive().optional(),
    size: z.coerce.number().int().min(1).max(adsLimits.historyPageMax).optional(),
  }),
);

// ── Top-up ──

/** POST top-ups: integer rupiah from the wallet into the ads balance. */
const adsTopUpRequestSchema = lazySchema(() => z.object({ amount: z.number() }));
export type AdsTopUpRequest = z.input<typeof adsTopUpRequestSchema>;

const adsTopUpSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    amount: rupiah,
    /** The promo's rebate and first top-up bonus it earned, into the bonus. */
    rebate: rupiah,
    bonus: rupiah,
    at: z.number(),
  }),
);
export type AdsTopUp = z.output<typeof adsTopUpSchema>;

/** Done at once, or a code was sent: the same amount is moved once the code is verified. */
const adsTopUpAnswerSchema = lazySchema(() =>
  z.object({
    status: z.enum(['DONE', 'CODE_SENT']),
    topUp: adsTopUpSchema.nullable(),
    challenge: otpChallengeSchema.nullable(),
  }),
);
export type AdsTopUpAnswer = z.output<typeof adsTopUpAnswerSchema>;

const adsTopUpVerifySchema = lazySchema(() => z.object({ code: z.string().max(16) }));

// ── Campaigns ──

const adsCampaignStatuses = ['ACTIVE', 'PAUSED', 'OUT_OF_BUDGET', 'ENDED'] as const;
export type AdsCampaignStatus = (typeof adsCampaignStatuses)[number];

const adsResultsSchema = lazySchema(() => z.object({ impressions: z.number().int(), clicks: z.number().int(), orders: z.number().int(), spend: rupiah }));
export type AdsResults = z.output<typeof adsResultsSchema>;

const adsCampaignSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    products: z.array(z.object({ itemId: z.string(), name: z.string() })),
    dailyBudget: rupiah,
    /** What a click costs. */
    bid: rupiah,
    /** WIB days; no end: until ended. */
    startDay: daySchema,
    endDay: daySchema.nullable(),
    status: z.enum(adsCampaignStatuses),
    today: adsResultsSchema,
    createdAt: z.number(),
  }),
);
export type AdsCampaign = z.output<typeof adsCampaignSchema>;

/** A campaign as the form sends it; the server checks each rule and names the one broken. */
const adsCampaignRequestSchema = lazySchema(() =>
  z.object({
    name: z.string().max(500),
    itemIds: z.array(z.string().max(100)).max(100),
    dailyBudget: z.number(),
    bid: z.number(),
    startDay: daySchema,
    endDay: daySchema.nullable().optional(),
  }),
);
export type AdsCampaignRequest = z.input<typeof adsCampaignRequestSchema>;

const adsCampaignActionSchema = lazySchema(() => z.object({ action: z.enum(['PAUSE', 'RESUME', 'END']) }));
export type AdsCampaignAction = z.output<typeof adsCampaignActionSchema>['action'];

const adsResultDaySchema = lazySchema(() => adsResultsSchema.extend({ day: daySchema }));
const adsCampaignResultsSchema = lazySchema(() => z.object({ campaign: adsCampaignSchema, days: z.array(adsResultDaySchema), totals: adsResultsSchema }));
export type AdsCampaignResults = z.output<typeof adsCampaignResultsSchema>;

const adsProductSchema = lazySchema(() => z.object({ itemId: z.string(), name: z.string(), price: rupiah, imageUrl: z.string().nullable() }));
export type AdsProduct = z.output<typeof adsProductSchema>;

// ── The marketplace's ad events ──

/**
 * A batch of ad events of one store, counted per campaign by the marketplace: each click costs the campaign's bid,
 * capped by its daily budget and the store's ads balance. `batchId` makes it idempotent.
 */
const adsEventBatchSchema = lazySchema(() =>
  z.object({
    batchId: z.string().min(1).max(100),
    campaigns: z
      .array(
        z.object({
          campaignId: z.string().max(100),
          impressions: z.number().int().min(0).max(100_000_000),
          clicks: z.number().int().min(0).max(10_000_000),
          orders: z.number().int().min(0).max(1_000_000),
        }),
      )
      .min(1)
      .max(adsLimits.eventCampaignsMax),
  }),
);
export type AdsEventBatch = z.input<typeof adsEventBatchSchema>;

const adsEventAnswerSchema = lazySchema(() =>
  z.object({
    batchId: z.string(),
    replayed: z.boolean(),
    /** Spent of the ads balance (paid and bonus) by the batch. */
    spend: rupiah,
    campaigns: z.array(z.object({ campaignId: z.string(), spend: rupiah, status: z.enum(adsCampaignStatuses) })),
  }),
);
export type AdsEventAnswer = z.output<typeof adsEventAnswerSchema>;

// ── Calls ──

const sellerAccess = featureCallAccess(adsFeature);
const resultsAccess = featureCallAccess(adsFeature, 'results');
const marketplaceAccess = { public: true } as const satisfies CallAccess;
const campaignParams = lazySchema(() => z.object({ campaignId: z.string().max(100) }));
const campaignRules = ['ADS_CAMPAIGN_NAME_INVALID', 'ADS_PRODUCTS_INVALID', 'ADS_DAILY_BUDGET_INVALID', 'ADS_BID_INVALID', 'ADS_SCHEDULE_INVALID'] as const;

export const adsCalls = {
  overview: defineCall({
    method: 'GET',
    path: adsPaths.overview,
    summary: 'The ads balance and bonus, the wallet a top-up takes from, the top-up limits and the promo with what the store earned of it.',
    access: sellerAccess,
    answer: adsOverviewSchema,
    errors: [],
  }),
  history: defineCall({
    method: 'GET',
    path: adsPaths.history,
    summary: "The ads balance's and bonus's ledger entries, newest first; `before` pages on.",
    access: sellerAccess,
    query: adsHistoryQuerySchema,
    answer: adsHistoryPageSchema,
    errors: [],
  }),
  topUp: defineCall({
    method: 'POST',
    path: adsPaths.topUps,
    summary: 'Moves integer rupiah from the wallet into the ads balance; from the threshold on, a one-time code is sent first.',
    access: sellerAccess,
    body: adsTopUpRequestSchema,
    answer: adsTopUpAnswerSchema,
    errors: ['ADS_TOP_UP_AMOUNT_INVALID', 'ADS_WALLET_INSUFFICIENT', 'OTP_RESEND_COOLDOWN', 'OTP_MAX_ATTEMPTS', 'OTP_DESTINATION_LIMIT', 'PMU502000'],
    invalid: { body: 'ADS_TOP_UP_AMOUNT_INVALID' },
  }),
  topUpVerify: defineCall({
    method: 'POST',
    path: adsPaths.topUpVerify,
    summary: 'The one-time code of a top-up: a right one moves the amount it was sent for.',
    access: sellerAccess,
    body: adsTopUpVerifySchema,
    answer: adsTopUpAnswerSchema,
    errors: [...otpRefusals, 'PMA400003', 'ADS_WALLET_INSUFFICIENT'],
  }),
  products: defineCall({
    method: 'GET',
    path: adsPaths.products,
    summary: "The store's sellable products a campaign can advertise, by name or item ID.",
    access: sellerAccess,
    query: lazySchema(() => z.object({ keyword: z.string().max(100).optional() })),
    answer: lazySchema(() => z.array(adsProductSchema)),
    errors: [],
  }),
  campaigns: defineCall({
    method: 'GET',
    path: adsPaths.campaigns,
    summary: "The store's campaigns, newest first, with today's results.",
    access: sellerAccess,
    answer: lazySchema(() => z.array(adsCampaignSchema)),
    errors: [],
  }),
  createCampaign: defineCall({
    method: 'POST',
    path: adsPaths.campaigns,
    summary: "A campaign for the store's products: ACTIVE from its start day while the ads balance lasts.",
    access: sellerAccess,
    body: adsCampaignRequestSchema,
    answer: adsCampaignSchema,
    errors: [...campaignRules],
    invalid: { body: 'ADS_CAMPAIGN_NAME_INVALID' },
  }),
  updateCampaign: defineCall({
    method: 'PUT',
    path: adsPaths.campaignPattern,
    summary: "Changes a campaign's name, products, budget, bid and schedule (not of an ended one).",
    access: sellerAccess,
    params: campaignParams,
    body: adsCampaignRequestSchema,
    answer: adsCampaignSchema,
    errors: [...campaignRules, 'ADS_CAMPAIGN_NOT_FOUND', 'ADS_CAMPAIGN_ENDED'],
    invalid: { params: 'ADS_CAMPAIGN_NOT_FOUND', body: 'ADS_CAMPAIGN_NAME_INVALID' },
  }),
  campaignStatus: defineCall({
    method: 'POST',
    path: adsPaths.campaignStatusPattern,
    summary: 'Pauses, resumes or ends a campaign; an ended one stays ended, one resumes only with an ads balance.',
    access: sellerAccess,
    params: campaignParams,
    body: adsCampaignActionSchema,
    answer: adsCampaignSchema,
    errors: ['ADS_CAMPAIGN_NOT_FOUND', 'ADS_CAMPAIGN_ENDED', 'ADS_BALANCE_EMPTY'],
    invalid: { params: 'ADS_CAMPAIGN_NOT_FOUND' },
  }),
  campaignResults: defineCall({
    method: 'GET',
    path: adsPaths.campaignResultsPattern,
    summary: "A campaign's results by WIB day: impressions, clicks, orders and spend, at most 90 days up to today.",
    access: resultsAccess,
    params: campaignParams,
    answer: adsCampaignResultsSchema,
    errors: ['ADS_CAMPAIGN_NOT_FOUND'],
    invalid: { params: 'ADS_CAMPAIGN_NOT_FOUND' },
  }),
  marketplaceEvents: defineCall({
    method: 'POST',
    path: adsPaths.marketplaceEventsPattern,
    summary: "The marketplace's ad events of one store's campaigns (ads service token): results counted, clicks charged to the ads balance.",
    access: marketplaceAccess,
    credential: 'service-token',
    params: lazySchema(() => z.object({ storeCode: z.string().max(64) })),
    body: adsEventBatchSchema,
    answer: adsEventAnswerSchema,
    errors: ['ADS_SERVICE_TOKEN_INVALID', 'ADS_EVENTS_INVALID', 'ADS_EVENT_CAMPAIGN_UNKNOWN', 'ADS_EVENT_BATCH_REUSED'],
    invalid: { params: 'ADS_EVENTS_INVALID', body: 'ADS_EVENTS_INVALID' },
  }),
} as const;
