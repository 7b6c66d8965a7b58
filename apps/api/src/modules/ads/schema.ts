import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns';
import { storeRef, users } from '../../db/directory-schema';

/**
 * A top-up of the ads balance from the wallet: the link a ledger transaction (source TOP_UP) leads back to, with the
 * promo's rebate and first top-up bonus it earned. The money itself is the ledger's.
 */
export const adsTopUps = pgTable(
  'ads_top_ups',
  {
    id: uuid('id').primaryKey(),
    storeCode: storeRef(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    rebate: bigint('rebate', { mode: 'number' }).notNull().default(0),
    bonus: bigint('bonus', { mode: 'number' }).notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('ads_top_ups_store_idx').on(t.storeCode, t.createdAt), check('ads_top_ups_amount_positive', sql`${t.amount} > 0`)],
);

/** A campaign for the store's products: a daily budget, a bid per click, a schedule of WIB days and its status. */
export const adsCampaigns = pgTable(
  'ads_campaigns',
  {
    id: uuid('id').primaryKey(),
    storeCode: storeRef(),
    name: text('name').notNull(),
    /** The advertised items with the names they had when chosen: `[{ itemId, name }]`. */
    products: jsonb('products').$type<{ itemId: string; name: string }[]>().notNull(),
    dailyBudget: bigint('daily_budget', { mode: 'number' }).notNull(),
    bid: bigint('bid', { mode: 'number' }).notNull(),
    startDay: text('start_day').notNull(),
    endDay: text('end_day'),
    status: text('status').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('ads_campaigns_store_idx').on(t.storeCode, t.createdAt),
    check('ads_campaigns_status_known', sql`${t.status} in ('ACTIVE', 'PAUSED', 'OUT_OF_BUDGET', 'ENDED')`),
    check('ads_campaigns_money_positive', sql`${t.dailyBudget} > 0 and ${t.bid} > 0`),
  ],
);

/** A campaign's results of one WIB day, summed from the marketplace's ad events; `spend` never above the daily budget. */
export const adsCampaignDays = pgTable(
  'ads_campaign_days',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => adsCampaigns.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    orders: integer('orders').notNull().default(0),
    spend: bigint('spend', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.day] })],
);

/**
 * A batch of ad events, once per store and batch id: its digest (the same id with other events is refused) and what
 * it charged, written in the transaction that posts its spend to the ledger and adds its results.
 */
export const adsEventBatches = pgTable(
  'ads_event_batches',
  {
    storeCode: storeRef(),
    batchId: text('batch_id').notNull(),
    digest: text('digest').notNull(),
    /** Per campaign: `[{ campaignId, spend }]`; the total came out of the bonus first, then the paid balance. */
    charges: jsonb('charges').$type<{ campaignId: string; spend: number }[]>().notNull(),
    fromBonus: bigint('from_bonus', { mode: 'number' }).notNull(),
    fromPaid: bigint('from_paid', { mode: 'number' }).notNull(),
    day: text('day').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeCode, t.batchId] })],
);
