import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { stores, users } from '../../db/directory-schema';
import type { AppDatabase, Transaction } from '../../db/open-database';
import { adsCampaignDays, adsCampaigns, adsEventBatches, adsTopUps } from './schema';

export type CampaignRow = typeof adsCampaigns.$inferSelect;
export type NewCampaignRow = typeof adsCampaigns.$inferInsert;
export type CampaignDayRow = typeof adsCampaignDays.$inferSelect;
export type EventBatchRow = typeof adsEventBatches.$inferSelect;
export type NewTopUpRow = typeof adsTopUps.$inferInsert;

/** A batch's counts of one campaign, as the results add them. */
export interface CampaignCounts {
  campaignId: string;
  impressions: number;
  clicks: number;
  orders: number;
  spend: number;
}

/** What a batch is charged, decided under the store's campaign locks (`chargeBatch`). */
export interface BatchCharge {
  charges: { campaignId: string; spend: number }[];
  fromBonus: number;
  fromPaid: number;
}

/** The only place that reads and writes the ads tables. */
export class AdsRepository {
  constructor(private readonly db: AppDatabase) {}

  async emailOf(userId: string): Promise<string | null> {
    const [user] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    return user?.email ?? null;
  }

  // ── Top-ups ──

  async insertTopUp(row: NewTopUpRow): Promise<void> {
    await this.db.insert(adsTopUps).values(row).onConflictDoNothing();
  }

  /**
   * Records a top-up in one transaction under the store's row lock, so the top-ups of one store are decided one
   * after the other: `move` gets what the store's top-ups earned of the promo so far (`since`..`until`), posts the
   * money inside the transaction and answers the rebate and bonus it granted; the top-up's row is written with them.
   */
  async recordTopUp(
    row: Omit<NewTopUpRow, 'rebate' | 'bonus'>,
    promo: { since: Date; until: Date },
    move: (tx: Transaction, earned: { rebate: number; bonus: number }) => Promise<{ rebate: number; bonus: number }>,
  ): Promise<{ rebate: number; bonus: number }> {
    return this.db.transaction(async (tx) => {
      await tx.select({ code: stores.code }).from(stores).where(eq(stores.code, row.storeCode)).for('update');
      const [earned] = await tx
        .select({ rebate: sql<string>`coalesce(sum(${adsTopUps.rebate}), 0)`, bonus: sql<string>`coalesce(sum(${adsTopUps.bonus}), 0)` })
        .from(adsTopUps)
        .where(and(eq(adsTopUps.storeCode, row.storeCode), gte(adsTopUps.createdAt, promo.since), lte(adsTopUps.createdAt, promo.until)));
      const granted = await move(tx, { rebate: Number(earned?.rebate ?? 0), bonus: Number(earned?.bonus ?? 0) });
      await tx.insert(adsTopUps).values({ ...row, ...granted });
      return granted;
    });
  }

  /** The rebates and bonuses a store's top-ups earned from `since` to `until`. */
  async promoEarned(storeCode: string, since: Date, until: Date): Promise<{ rebate: number; bonus: number }> {
    const [row] = await this.db
      .select({ rebate: sql<string>`coalesce(sum(${adsTopUps.rebate}), 0)`, bonus: sql<string>`coalesce(sum(${adsTopUps.bonus}), 0)` })
      .from(adsTopUps)
      .where(and(eq(adsTopUps.storeCode, storeCode), gte(adsTopUps.createdAt, since), lte(adsTopUps.createdAt, until)));
    return { rebate: Number(row?.rebate ?? 0), bonus: Number(row?.bonus ?? 0) };
  }

  // ── Campaigns ──

  async campaigns(storeCode: string): Promise<CampaignRow[]> {
    return this.db.select().from(adsCampaigns).where(eq(adsCampaigns.storeCode, storeCode)).orderBy(desc(adsCampaigns.createdAt), desc(adsCampaigns.id));
  }

  async campaign(storeCode: string, id: string): Promise<CampaignRow | null> {
    const [row] = await this.db
      .select()
      .from(adsCampaigns)
      .where(and(eq(adsCampaigns.storeCode, storeCode), eq(adsCampaigns.id, id)));
    return row ?? null;
  }

  async insertCampaign(row: NewCampaignRow): Promise<CampaignRow> {
    const [written] = await this.db.insert(adsCampaigns).values(row).onConflictDoNothing().returning();
    return written ?? ((await this.campaign(row.storeCode, row.id)) as CampaignRow);
  }

  async updateCampaign(
    storeCode: string,
    id: string,
    change: Partial<Pick<CampaignRow, 'name' | 'products' | 'dailyBudget' | 'bid' | 'startDay' | 'endDay' | 'status'>> & { updatedAt: Date },
  ): Promise<CampaignRow | null> {
    const [row] = await this.db
      .update(adsCampaigns)
      .set(change)
      .where(and(eq(adsCampaigns.storeCode, storeCode), eq(adsCampaigns.id, id)))
      .returning();
    return row ?? null;
  }

  /** Moves the store's campaigns of status `from` to `to` (out of budget when the balance ran out, back once topped up). */
  async moveCampaigns(storeCode: string, from: string, to: string, at: Date): Promise<void> {
    await this.db
      .update(adsCampaigns)
      .set({ status: to, updatedAt: at })
      .where(and(eq(adsCampaigns.storeCode, storeCode), eq(adsCampaigns.status, from)));
  }

  async daysOf(campaignIds: string[], from: string, to: string): Promise<CampaignDayRow[]> {
    if (!campaignIds.length) return [];
    return this.db
      .select()
      .from(adsCampaignDays)
      .where(and(inArray(adsCampaignDays.campaignId, campaignIds), gte(adsCampaignDays.day, from), lte(adsCampaignDays.day, to)))
      .orderBy(asc(adsCampaignDays.day));
  }

  // ── The marketplace's ad events ──

  async batch(storeCode: string, batchId: string): Promise<EventBatchRow | null> {
    const [row] = await this.db
      .select()
      .from(adsEventBatches)
      .where(and(eq(adsEventBatches.storeCode, storeCode), eq(adsEventBatches.batchId, batchId)));
    return row ?? null;
  }

  /**
   * Charges a batch in one transaction under the row locks of the store's campaigns (taken in id order), so two
   * batches of a store are charged one after the other: `decide` reads the balances and decides the charges, `post`
   * posts them to the ledger in the same transaction, and the batch and its results are written with them. Null
   * when the batch was charged before (the earlier charge counts).
   */
  async chargeBatch(input: {
    storeCode: string;
    batchId: string;
    digest: string;
    day: string;
    at: Date;
    counts: Omit<CampaignCounts, 'spend'>[];
    decide: (tx: Transaction, campaigns: CampaignRow[], spentToday: Map<string, number>) => Promise<BatchCharge>;
    post: (tx: Transaction, charge: BatchCharge) => Promise<void>;
  }): Promise<BatchCharge | null> {
    return this.db.transaction(async (tx) => {
      const campaigns = await tx.select().from(adsCampaigns).where(eq(adsCampaigns.storeCode, input.storeCode)).orderBy(asc(adsCampaigns.id)).for('update');
      const [charged] = await tx
        .select({ batchId: adsEventBatches.batchId })
        .from(adsEventBatches)
        .where(and(eq(adsEventBatches.storeCode, input.storeCode), eq(adsEventBatches.batchId, input.batchId)));
      if (charged) return null;
      const ids = input.counts.map((count) => count.campaignId);
      const today = await tx
        .select({ campaignId: adsCampaignDays.campaignId, spend: adsCampaignDays.spend })
        .from(adsCampaignDays)
        .where(and(inArray(adsCampaignDays.campaignId, ids), eq(adsCampaignDays.day, input.day)));
      const charge = await input.decide(tx, campaigns, new Map(today.map((row) => [row.campaignId, row.spend])));
      await input.post(tx, charge);
      await tx.insert(adsEventBatches).values({
        storeCode: input.storeCode,
        batchId: input.batchId,
        digest: input.digest,
        charges: charge.charges,
        fromBonus: charge.fromBonus,
        fromPaid: charge.fromPaid,
        day: input.day,
        createdAt: input.at,
      });
      const spendOf = new Map(charge.charges.map((c) => [c.campaignId, c.spend]));
      for (const count of input.counts) {
        const spend = spendOf.get(count.campaignId) ?? 0;
        await tx
          .insert(adsCampaignDays)
          .values({ campaignId: count.campaignId, day: input.day, impressions: count.impressions, clicks: count.clicks, orders: count.orders, spend })
          .onConflictDoUpdate({
            target: [adsCampaignDays.campaignId, adsCampaignDays.day],
            set: {
              impressions: sql`${adsCampaignDays.impressions} + ${count.impressions}`,
              clicks: sql`${adsCampaignDays.clicks} + ${count.clicks}`,
              orders: sql`${adsCampaignDays.orders} + ${count.orders}`,
              spend: sql`${adsCampaignDays.spend} + ${spend}`,
            },
          });
      }
      return charge;
    });
  }

  /** Moves the store's campaigns of status `from` to `to` inside a caller's transaction. */
  async moveCampaignsIn(tx: Transaction, storeCode: string, from: string, to: string, at: Date): Promise<void> {
    await tx
      .update(adsCampaigns)
      .set({ status: to, updatedAt: at })
      .where(and(eq(adsCampaigns.storeCode, storeCode), eq(adsCampaigns.status, from)));
  }

  // ── Demo data ──

  async campaignCount(storeCode: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<string>`count(*)` })
      .from(adsCampaigns)
      .where(eq(adsCampaigns.storeCode, storeCode));
    return Number(row?.n ?? 0);
  }
}
