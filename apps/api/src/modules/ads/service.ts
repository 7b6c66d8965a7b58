import { createHash } from 'node:crypto';
import {
  adsLimits,
  type AdsCampaign,
  type AdsCampaignAction,
  type AdsCampaignRequest,
  type AdsCampaignResults,
  type AdsCampaignStatus,
  type AdsEventAnswer,
  type AdsEventBatch,
  type AdsHistoryPage,
  type AdsOverview,
  type AdsProduct,
  type AdsPromo,
  type AdsResults,
  type AdsTopUp,
  type AdsTopUpAnswer,
} from '@seller-portal/contracts/ads';
import { addStoreDays, storeDayOf, storeDayStart } from '@seller-portal/contracts/analytics';
import { otpPolicy } from '@seller-portal/contracts/accounts';
import { AppError } from '../../http/app-error';
import type { Transaction } from '../../db/open-database';
import type { PageLanguage } from '../../i18n/server-i18n';
import type { Clock, Random } from '../../runtime';
import { LedgerError, ledgerAccountKinds as kinds, type LedgerService } from '../ledger';
import type { OtpService } from '../otp';
import type { ProductService } from '../products';
import { storeCodeOf, type ResolvedSession } from '../session';
import type { AdsRepository, BatchCharge, CampaignDayRow, CampaignRow } from './repository';
import type { AdsPromoSettings } from './settings';

export interface AdsServiceDeps {
  repository: AdsRepository;
  ledger: LedgerService;
  otp: OtpService;
  products: Pick<ProductService, 'itemDetail' | 'sellable'>;
  clock: Clock;
  random: Random;
  topUpCodeThreshold: number;
  promo: AdsPromoSettings;
}

const noResults: AdsResults = { impressions: 0, clicks: 0, orders: 0, spend: 0 };
const wholeRupiah = (value: number, min: number, max: number) => Number.isSafeInteger(value) && value >= min && value <= max;

/**
 * The seller's ads. Money moves only as ledger transactions: a top-up from WALLET_AVAILABLE to ADS_BALANCE, the
 * promo's rebate and bonus from MARKETPLACE_PROMO_BUDGET to ADS_BONUS, and clicks from the bonus first, then the paid
 * balance, to MARKETPLACE_ADS_REVENUE (the promotional money is used before the seller's own, so what the seller paid
 * lasts longest and stays theirs).
 */
export class AdsService {
  constructor(private readonly deps: AdsServiceDeps) {}

  private today(): string {
    return storeDayOf(this.deps.clock.now());
  }

  private async adsBalances(storeCode: string): Promise<{ paid: number; bonus: number }> {
    const [paid, bonus] = await this.deps.ledger.balances([
      { storeCode, kind: kinds.adsBalance },
      { storeCode, kind: kinds.adsBonus },
    ]);
    return { paid, bonus };
  }

  // ── Balance, promo, history ──

  async overview(current: ResolvedSession): Promise<AdsOverview> {
    const storeCode = storeCodeOf(current);
    const [paid, bonus, walletAvailable] = await this.deps.ledger.balances([
      { storeCode, kind: kinds.adsBalance },
      { storeCode, kind: kinds.adsBonus },
      { storeCode, kind: kinds.walletAvailable },
    ]);
    return {
      balance: paid,
      bonusBalance: bonus,
      walletAvailable,
      topUpMin: adsLimits.topUpMin,
      topUpMax: adsLimits.topUpMax,
      codeThreshold: this.deps.topUpCodeThreshold,
      promo: await this.promoOf(storeCode),
    };
  }

  private promoState(): AdsPromo['state'] {
    const today = this.today();
    const { from, to } = this.deps.promo;
    return today < from ? 'UPCOMING' : today > to ? 'ENDED' : 'RUNNING';
  }

  private async promoOf(storeCode: string): Promise<AdsPromo> {
    const { promo } = this.deps;
    const earned = await this.deps.repository.promoEarned(storeCode, storeDayStart(promo.from), storeDayStart(addStoreDays(promo.to, 1)));
    return {
      from: promo.from,
      to: promo.to,
      rebatePercent: promo.rebatePercent,
      rebateCap: promo.rebateCap,
      firstTopUpBonus: promo.firstTopUpBonus,
      state: this.promoState(),
      rebateEarned: earned.rebate,
      bonusEarned: earned.bonus,
    };
  }

  async history(current: ResolvedSession, query: { before?: number; size?: number }): Promise<AdsHistoryPage> {
    const size = query.size ?? 20;
    const entries = await this.deps.ledger.entries(storeCodeOf(current), [kinds.adsBalance, kinds.adsBonus], { limit: size + 1, beforeId: query.before });
    const page = entries.slice(0, size);
    return {
      entries: page.map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        account: entry.account === kinds.adsBonus ? 'ADS_BONUS' : 'ADS_BALANCE',
        amount: entry.amount,
        at: entry.at.getTime(),
        source: entry.source,
      })),
      nextBefore: entries.length > size ? page[page.length - 1].id : null,
    };
  }

  // ── Top-up ──

  /**
   * Moves `amount` from the wallet into the ads balance; from the code threshold on, sends a one-time code to the
   * account's email first and moves the amount once `verifyTopUp` gets the code.
   */
  async topUp(current: ResolvedSession, amount: number, language: PageLanguage): Promise<AdsTopUpAnswer> {
    const storeCode = storeCodeOf(current);
    if (!wholeRupiah(amount, adsLimits.topUpMin, adsLimits.topUpMax)) throw new AppError('ADS_TOP_UP_AMOUNT_INVALID');
    const [available] = await this.deps.ledger.balances([{ storeCode, kind: kinds.walletAvailable }]);
    if (amount > available) throw new AppError('ADS_WALLET_INSUFFICIENT');
    if (amount < this.deps.topUpCodeThreshold) return { status: 'DONE', topUp: await this.move(storeCode, current.userId, amount), challenge: null };

    const { otp, clock } = this.deps;
    let challenge = await otp.findForUser(current.userId, 'ADS_TOP_UP');
    const alive = challenge && challenge.expiresAt.getTime() > clock.now().getTime();
    const same =
      challenge &&
      (challenge.data as { amount?: number; storeCode?: string }).amount === amount &&
      (challenge.data as { storeCode?: string }).storeCode === storeCode;
    if (!alive || !same) {
      // Another amount starts a new step, but not a way around the resend cooldown.
      if (alive && challenge?.codeSentAt) {
        const left = Math.ceil((challenge.codeSentAt.getTime() + otpPolicy.resendCooldownSeconds * 1000 - clock.now().getTime()) / 1000);
        if (left > 0) throw AppError.withValue('OTP_RESEND_COOLDOWN', { retryAfterSeconds: left });
      }
      const email = await this.deps.repository.emailOf(current.userId);
      if (!email) throw new AppError('PE403002');
      ({ challenge } = await otp.open({
        purpose: 'ADS_TOP_UP',
        userId: current.userId,
        data: { amount, storeCode },
        targets: [{ channel: 'EMAIL', destination: email }],
        lifetimeSeconds: otpPolicy.codeLifetimeSeconds,
        withHandle: false,
      }));
    }
    return { status: 'CODE_SENT', topUp: null, challenge: await otp.send(challenge, undefined, language) };
  }

  /** The code of a top-up: a right one moves the amount it was sent for (once: the code is used up). */
  async verifyTopUp(current: ResolvedSession, code: string): Promise<AdsTopUpAnswer> {
    const storeCode = storeCodeOf(current);
    if (!code.trim()) throw new AppError('PMA400003');
    const challenge = await this.deps.otp.findForUser(current.userId, 'ADS_TOP_UP');
    const data = await this.deps.otp.verify(challenge, code.trim(), async (_tx, row) => row.data as { amount: number; storeCode: string });
    // A code asked for in another store's session moves nothing here.
    if (data.storeCode !== storeCode) throw new AppError('OTP_SESSION_EXPIRED');
    return { status: 'DONE', topUp: await this.move(storeCode, current.userId, data.amount), challenge: null };
  }

  /**
   * The transfer and, while the promo runs, its rebate and the store's first top-up bonus, each a ledger transaction,
   * posted with the top-up's row in one transaction under the store's lock: two top-ups at once never earn more than
   * the cap, and the bonus is paid once.
   */
  private async move(storeCode: string, userId: string, amount: number): Promise<AdsTopUp> {
    const { ledger, repository, clock, promo, random } = this.deps;
    const id = random.uuid();
    const source = { type: 'TOP_UP', id };
    const at = clock.now();
    const running = this.promoState() === 'RUNNING';
    const fromPromo = (tx: Transaction, key: string, kind: string, value: number) =>
      ledger.postIn(tx, {
        idempotencyKey: key,
        kind,
        storeCode,
        source,
        postings: [
          { account: { storeCode: null, kind: kinds.promoBudget }, amount: -value },
          { account: { storeCode, kind: kinds.adsBonus }, amount: value },
        ],
      });
    let granted: { rebate: number; bonus: number };
    try {
      granted = await repository.recordTopUp(
        { id, storeCode, userId, amount, createdAt: at },
        { since: storeDayStart(promo.from), until: storeDayStart(addStoreDays(promo.to, 1)) },
        async (tx, earned) => {
          await ledger.postIn(tx, {
            idempotencyKey: `ADS_TOP_UP:${id}`,
            kind: 'ADS_TOP_UP',
            storeCode,
            source,
            postings: [
              { account: { storeCode, kind: kinds.walletAvailable }, amount: -amount },
              { account: { storeCode, kind: kinds.adsBalance }, amount },
            ],
          });
          if (!running) return { rebate: 0, bonus: 0 };
          const rebate = Math.max(0, Math.min(Math.floor((amount * promo.rebatePercent) / 100), promo.rebateCap - earned.rebate));
          if (rebate > 0) await fromPromo(tx, `PROMO_REBATE:${id}`, 'PROMO_REBATE', rebate);
          // Keyed by the store and the promo: whatever else happens, a store's first top-up bonus is posted once.
          const bonus = earned.bonus === 0 && promo.firstTopUpBonus > 0 ? promo.firstTopUpBonus : 0;
          if (bonus > 0) await fromPromo(tx, `PROMO_BONUS:${storeCode}:${promo.from}`, 'PROMO_BONUS', bonus);
          return { rebate, bonus };
        },
      );
    } catch (error) {
      // The database refused the wallet going below zero: another movement took the money meanwhile.
      if (error instanceof LedgerError && error.reason === 'INSUFFICIENT_FUNDS') throw new AppError('ADS_WALLET_INSUFFICIENT');
      throw error;
    }
    // Money again: the campaigns the empty balance stopped run again.
    await repository.moveCampaigns(storeCode, 'OUT_OF_BUDGET', 'ACTIVE', at);
    return { id, amount, ...granted, at: at.getTime() };
  }

  // ── Campaigns ──

  async products(current: ResolvedSession, keyword: string | undefined): Promise<AdsProduct[]> {
    const items = await this.deps.products.sellable(storeCodeOf(current), keyword?.trim() || null, 30);
    return items.map((item) => ({ itemId: item.itemId, name: item.name, price: item.price, imageUrl: item.imageUrl }));
  }

  async campaigns(current: ResolvedSession): Promise<AdsCampaign[]> {
    const rows = await this.deps.repository.campaigns(storeCodeOf(current));
    const today = this.today();
    const days = await this.deps.repository.daysOf(
      rows.map((row) => row.id),
      today,
      today,
    );
    const todayOf = new Map(days.map((day) => [day.campaignId, day]));
    return rows.map((row) => this.campaignOf(row, todayOf.get(row.id)));
  }

  async createCampaign(current: ResolvedSession, request: AdsCampaignRequest): Promise<AdsCampaign> {
    const storeCode = storeCodeOf(current);
    const checked = await this.checkCampaign(storeCode, request, null);
    const now = this.deps.clock.now();
    const [paid, bonus] = Object.values(await this.adsBalances(storeCode));
    const row = await this.deps.repository.insertCampaign({
      id: this.deps.random.uuid(),
      storeCode,
      ...checked,
      // A campaign made with an empty balance waits for a top-up.
      status: paid + bonus > 0 ? 'ACTIVE' : 'OUT_OF_BUDGET',
      createdAt: now,
      updatedAt: now,
    });
    return this.campaignOf(row);
  }

  async updateCampaign(current: ResolvedSession, id: string, request: AdsCampaignRequest): Promise<AdsCampaign> {
    const storeCode = storeCodeOf(current);
    const before = await this.ownCampaign(storeCode, id);
    if (this.statusOf(before) === 'ENDED') throw new AppError('ADS_CAMPAIGN_ENDED');
    const checked = await this.checkCampaign(storeCode, request, before);
    const row = await this.deps.repository.updateCampaign(storeCode, id, { ...checked, updatedAt: this.deps.clock.now() });
    if (!row) throw new AppError('ADS_CAMPAIGN_NOT_FOUND');
    return this.withToday(row);
  }

  async changeStatus(current: ResolvedSession, id: string, action: AdsCampaignAction): Promise<AdsCampaign> {
    const storeCode = storeCodeOf(current);
    const before = await this.ownCampaign(storeCode, id);
    const status = this.statusOf(before);
    if (status === 'ENDED') throw new AppError('ADS_CAMPAIGN_ENDED');
    let next: AdsCampaignStatus;
    switch (action) {
      case 'PAUSE':
        next = 'PAUSED';
        break;
      case 'END':
        next = 'ENDED';
        break;
      case 'RESUME': {
        const { paid, bonus } = await this.adsBalances(storeCode);
        if (paid + bonus <= 0) throw new AppError('ADS_BALANCE_EMPTY');
        next = 'ACTIVE';
        break;
      }
    }
    const row = await this.deps.repository.updateCampaign(storeCode, id, { status: next, updatedAt: this.deps.clock.now() });
    if (!row) throw new AppError('ADS_CAMPAIGN_NOT_FOUND');
    return this.withToday(row);
  }

  async results(current: ResolvedSession, id: string): Promise<AdsCampaignResults> {
    const row = await this.ownCampaign(storeCodeOf(current), id);
    const today = this.today();
    const last = row.endDay && row.endDay < today ? row.endDay : today;
    const earliest = addStoreDays(last, 1 - adsLimits.resultDaysMax);
    const from = row.startDay > earliest ? row.startDay : earliest;
    const stored = from <= last ? await this.deps.repository.daysOf([row.id], from, last) : [];
    const byDay = new Map(stored.map((day) => [day.day, day]));
    const days = [];
    for (let day = from; day <= last; day = addStoreDays(day, 1)) days.push({ day, ...resultsOf(byDay.get(day)) });
    const totals = days.reduce(
      (sum, day) => ({
        impressions: sum.impressions + day.impressions,
        clicks: sum.clicks + day.clicks,
        orders: sum.orders + day.orders,
        spend: sum.spend + day.spend,
      }),
      noResults,
    );
    return { campaign: this.campaignOf(row, byDay.get(today)), days, totals };
  }

  private async ownCampaign(storeCode: string, id: string): Promise<CampaignRow> {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await this.deps.repository.campaign(storeCode, id) : null;
    if (!row) throw new AppError('ADS_CAMPAIGN_NOT_FOUND');
    return row;
  }

  private async withToday(row: CampaignRow): Promise<AdsCampaign> {
    const today = this.today();
    const [day] = await this.deps.repository.daysOf([row.id], today, today);
    return this.campaignOf(row, day);
  }

  /** ENDED once its end day has passed, whatever it was. */
  private statusOf(row: CampaignRow): AdsCampaignStatus {
    if (row.endDay && row.endDay < this.today()) return 'ENDED';
    return row.status as AdsCampaignStatus;
  }

  private campaignOf(row: CampaignRow, today?: CampaignDayRow): AdsCampaign {
    return {
      id: row.id,
      name: row.name,
      products: row.products,
      dailyBudget: row.dailyBudget,
      bid: row.bid,
      startDay: row.startDay,
      endDay: row.endDay,
      status: this.statusOf(row),
      today: resultsOf(today),
      createdAt: row.createdAt.getTime(),
    };
  }

  /** The campaign's rules, each refused with its own code; the products must be the store's sellable items. */
  private async checkCampaign(storeCode: string, request: AdsCampaignRequest, before: CampaignRow | null) {
    const name = request.name.trim();
    if (!name || name.length > adsLimits.campaignNameMax) throw new AppError('ADS_CAMPAIGN_NAME_INVALID');
    const itemIds = [...new Set(request.itemIds.map((id) => id.trim()).filter(Boolean))];
    if (!itemIds.length || itemIds.length > adsLimits.campaignProductsMax) throw new AppError('ADS_PRODUCTS_INVALID');
    if (!wholeRupiah(request.dailyBudget, adsLimits.dailyBudgetMin, adsLimits.dailyBudgetMax)) throw new AppError('ADS_DAILY_BUDGET_INVALID');
    if (!wholeRupiah(request.bid, adsLimits.bidMin, adsLimits.bidMax) || request.bid > request.dailyBudget) throw new AppError('ADS_BID_INVALID');
    const today = this.today();
    const endDay = request.endDay ?? null;
    const validDay = (day: string) => storeDayOf(storeDayStart(day)) === day;
    // A campaign that started keeps its start day; a new start day is today or later.
    const startKept = before !== null && before.startDay === request.startDay;
    if (!validDay(request.startDay) || (!startKept && request.startDay < today)) throw new AppError('ADS_SCHEDULE_INVALID');
    if (endDay !== null && (!validDay(endDay) || endDay < request.startDay || endDay < today)) throw new AppError('ADS_SCHEDULE_INVALID');
    const products: { itemId: string; name: string }[] = [];
    const known = new Map((before?.products ?? []).map((product) => [product.itemId, product]));
    for (const itemId of itemIds) {
      try {
        const item = await this.deps.products.itemDetail(storeCode, itemId);
        products.push({ itemId: item.itemId, name: item.name });
      } catch (error) {
        if (error instanceof AppError && !known.has(itemId)) throw new AppError('ADS_PRODUCTS_INVALID');
        if (!(error instanceof AppError)) throw error;
        products.push(known.get(itemId) as { itemId: string; name: string });
      }
    }
    return { name, products, dailyBudget: request.dailyBudget, bid: request.bid, startDay: request.startDay, endDay };
  }

  // ── The marketplace's ad events ──

  /**
   * A batch of ad events of one store: every campaign must be the store's (else nothing is counted). Clicks of an
   * ACTIVE campaign in its schedule cost its bid, capped by what is left of its daily budget and of the ads balance;
   * the spend is one ledger transaction with the results, once per batch id. When the balance reaches zero every
   * ACTIVE campaign of the store is OUT_OF_BUDGET.
   */
  async recordEvents(storeCode: string, batch: AdsEventBatch): Promise<AdsEventAnswer> {
    const { repository, ledger, clock } = this.deps;
    const ids = batch.campaigns.map((c) => c.campaignId);
    if (new Set(ids).size !== ids.length) throw new AppError('ADS_EVENTS_INVALID');
    const digest = createHash('sha256')
      .update(JSON.stringify([...batch.campaigns].sort((a, b) => a.campaignId.localeCompare(b.campaignId))))
      .digest('base64url');
    const earlier = await repository.batch(storeCode, batch.batchId);
    if (earlier) return this.replayed(storeCode, earlier.digest, digest, earlier.charges, earlier.fromBonus + earlier.fromPaid, batch.batchId);

    const own = new Map((await repository.campaigns(storeCode)).map((row) => [row.id, row]));
    if (ids.some((id) => !own.has(id))) throw new AppError('ADS_EVENT_CAMPAIGN_UNKNOWN');
    const day = this.today();
    const at = clock.now();
    const clicksOf = new Map(batch.campaigns.map((c) => [c.campaignId, c.clicks]));
    let emptied = false;
    const charge = await repository.chargeBatch({
      storeCode,
      batchId: batch.batchId,
      digest,
      day,
      at,
      counts: batch.campaigns,
      decide: async (tx, campaigns, spentToday) => {
        const [paid, bonus] = await ledger.balancesIn(tx, [
          { storeCode, kind: kinds.adsBalance },
          { storeCode, kind: kinds.adsBonus },
        ]);
        let left = paid + bonus;
        const charges = campaigns
          .filter((row) => clicksOf.has(row.id))
          .map((row) => {
            const chargeable = this.statusOf(row) === 'ACTIVE' && row.startDay <= day;
            const budgetLeft = Math.max(0, row.dailyBudget - (spentToday.get(row.id) ?? 0));
            const spend = chargeable ? Math.min((clicksOf.get(row.id) ?? 0) * row.bid, budgetLeft, left) : 0;
            left -= spend;
            return { campaignId: row.id, spend };
          });
        const total = charges.reduce((sum, c) => sum + c.spend, 0);
        const fromBonus = Math.min(total, bonus);
        emptied = left <= 0;
        return { charges, fromBonus, fromPaid: total - fromBonus };
      },
      post: async (tx, decided) => {
        const postings = [
          ...(decided.fromBonus > 0 ? [{ account: { storeCode, kind: kinds.adsBonus }, amount: -decided.fromBonus }] : []),
          ...(decided.fromPaid > 0 ? [{ account: { storeCode, kind: kinds.adsBalance }, amount: -decided.fromPaid }] : []),
        ];
        const total = decided.fromBonus + decided.fromPaid;
        if (total > 0) {
          await ledger.postIn(tx, {
            idempotencyKey: `ADS_SPEND:${storeCode}:${batch.batchId}`,
            kind: 'ADS_SPEND',
            storeCode,
            source: { type: 'AD_EVENTS', id: batch.batchId },
            postings: [...postings, { account: { storeCode: null, kind: kinds.adsRevenue }, amount: total }],
          });
        }
        if (emptied) await repository.moveCampaignsIn(tx, storeCode, 'ACTIVE', 'OUT_OF_BUDGET', at);
      },
    });
    if (!charge) {
      // The same batch was charged meanwhile by another request.
      const meanwhile = await repository.batch(storeCode, batch.batchId);
      if (!meanwhile) throw new Error('ads: a batch was charged and is not there');
      return this.replayed(storeCode, meanwhile.digest, digest, meanwhile.charges, meanwhile.fromBonus + meanwhile.fromPaid, batch.batchId);
    }
    return this.answerOf(storeCode, batch.batchId, false, charge);
  }

  private async replayed(storeCode: string, stored: string, digest: string, charges: BatchCharge['charges'], spend: number, batchId: string) {
    if (stored !== digest) throw new AppError('ADS_EVENT_BATCH_REUSED');
    return this.answerOf(storeCode, batchId, true, { charges, fromBonus: spend, fromPaid: 0 });
  }

  private async answerOf(storeCode: string, batchId: string, replayed: boolean, charge: BatchCharge): Promise<AdsEventAnswer> {
    const statusOf = new Map((await this.deps.repository.campaigns(storeCode)).map((row) => [row.id, this.statusOf(row)]));
    return {
      batchId,
      replayed,
      spend: charge.fromBonus + charge.fromPaid,
      campaigns: charge.charges.map((c) => ({ campaignId: c.campaignId, spend: c.spend, status: statusOf.get(c.campaignId) ?? 'ENDED' })),
    };
  }
}

function resultsOf(day: CampaignDayRow | undefined): AdsResults {
  return day ? { impressions: day.impressions, clicks: day.clicks, orders: day.orders, spend: day.spend } : noResults;
}
