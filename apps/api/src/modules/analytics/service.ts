import {
  adsBalanceTotal,
  addStoreDays,
  chatResponseWindowMs,
  earnedBadges,
  lowAdsBalance,
  performanceMaxDays,
  storeDayOf,
  storeDayStart,
  storeDaysBetween,
  storeWeekStart,
  type BliklanBalance,
  type DashboardOrders,
  type DashboardSummary,
  type PerformanceDay,
  type PerformanceQuery,
  type PerformanceTotals,
  type RatingBadgesConfig,
  type SellerTask,
  type StoreBadgeCode,
  type StoreBadgeRequirements,
  type StorePerformance,
  type WalletBalance,
} from '@seller-portal/contracts/analytics';
import { adsFeature } from '@seller-portal/contracts/ads';
import { sellerChatFeature } from '@seller-portal/contracts/chat';
import { accessOf, hasAccessibilities, holdsAccess, type AccessibilityCode } from '@seller-portal/contracts/core';
import { ordersFeature } from '@seller-portal/contracts/orders';
import { pickupPointsFeature } from '@seller-portal/contracts/pickup-points';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../runtime';
import type { SellerAnnouncements } from '../announcements';
import type { ChatInsights } from '../chat';
import { ledgerAccountKinds, type LedgerService } from '../ledger';
import type { OrderInsights, OrderScope } from '../orders';
import type { PickupPointInsights } from '../pickup-points';
import type { ProductService } from '../products';
import { storeCodeOf, type ResolvedSession } from '../session';
import { chatResponseByDay, chatResponseTotals, type ChatResponseDay } from './chat-response';

/** The badges of the last 30 days' figures, lowest first (`analytics/rating/badges/config`). */
export const storeBadgeConfig: readonly { code: StoreBadgeCode; requirements: StoreBadgeRequirements }[] = [
  { code: 'RISING_STAR', requirements: { minRating: 4.0, minRatingCount: 5, minChatResponseRate: 0.5 } },
  { code: 'STAR_SELLER', requirements: { minRating: 4.5, minRatingCount: 20, minChatResponseRate: 0.75 } },
  { code: 'STAR_SELLER_PLUS', requirements: { minRating: 4.8, minRatingCount: 50, minChatResponseRate: 0.9 } },
];

/** The days a badge looks back over. */
const badgeDays = 30;
/** The days of the dashboard's revenue chart. */
const revenueDays = 30;

/** Reads the tasks share with the dashboard's summary, made once for both. */
type TaskReads = {
  toShip?: ReturnType<OrderInsights['ordersToShip']>;
  chats?: ReturnType<ChatInsights['roomCounts']>;
};

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A performance period resolved to store days: `7`/`30`/`90` end today; a custom one must have started and hold at most 366 days. */
export function resolvePeriod(query: PerformanceQuery, today: string): { from: string; to: string } {
  const period = query.period ?? '30';
  if (period !== 'custom') return { from: addStoreDays(today, 1 - Number(period)), to: today };
  const { from, to } = query;
  const valid = (day: string | undefined): day is string => !!day && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && storeDayOf(storeDayStart(day)) === day;
  if (!valid(from) || !valid(to) || from > to || from > today) throw new AppError('PERFORMANCE_PERIOD_INVALID');
  if (storeDaysBetween(from, to).length > performanceMaxDays) throw new AppError('PERFORMANCE_PERIOD_INVALID');
  return { from, to: to > today ? today : to };
}

/**
 * The seller's figures: the dashboard in one call, the tasks, rating and badges, balances and store performance.
 * Each part is the session's only when it holds that part's §6 code; chats come from seller chat, announcements from
 * the announcements module.
 */
export class AnalyticsService {
  constructor(
    /** Balances are the ledger's accounts. */
    private readonly ledger: Pick<LedgerService, 'balances'>,
    private readonly chat: ChatInsights,
    private readonly orders: OrderInsights,
    private readonly announcements: SellerAnnouncements,
    /** The store's rating is its customers' product reviews. */
    private readonly reviews: Pick<ProductService, 'ratingDays'>,
    private readonly clock: Clock,
    /** The pickup schedules that cannot work (a task). */
    private readonly pickupPoints: PickupPointInsights,
    /** The pickup points a member serves (null: every one): a staff member's figures are those points' orders and rooms. */
    private readonly staffScope: (userId: string, storeCode: string) => Promise<readonly string[] | null> = async () => null,
  ) {}

  /** The orders the session's figures cover: the store's, or those of the pickup points the staff member serves. */
  private async ordersScope(current: ResolvedSession, storeCode: string): Promise<OrderScope> {
    return { storeCode, pickupPoints: await this.staffScope(current.userId, storeCode) };
  }

  private viewerOf(current: ResolvedSession): { userId: string; isOwner: boolean } {
    return { userId: current.userId, isOwner: current.session.customFields.isOwner === true };
  }

  private today(): string {
    return storeDayOf(this.clock.now());
  }

  // ── Balances ──

  /** The ads balance: the paid credit (ADS_BALANCE) and the promotional bonus (ADS_BONUS). */
  async bliklanBalance(current: ResolvedSession): Promise<BliklanBalance> {
    const storeCode = storeCodeOf(current);
    const [balance, bonusBalance] = await this.ledger.balances([
      { storeCode, kind: ledgerAccountKinds.adsBalance },
      { storeCode, kind: ledgerAccountKinds.adsBonus },
    ]);
    return { balance, bonusBalance, updatedAt: this.clock.now().getTime() };
  }

  /** The wallet: withdrawable (WALLET_AVAILABLE) and settling (WALLET_PENDING). */
  async walletBalance(current: ResolvedSession): Promise<WalletBalance> {
    const storeCode = storeCodeOf(current);
    const [balance, pendingBalance] = await this.ledger.balances([
      { storeCode, kind: ledgerAccountKinds.walletAvailable },
      { storeCode, kind: ledgerAccountKinds.walletPending },
    ]);
    return { balance, pendingBalance, updatedAt: this.clock.now().getTime() };
  }

  // ── Rating and badges ──

  async ratingBadgesConfig(current: ResolvedSession): Promise<RatingBadgesConfig> {
    const storeCode = storeCodeOf(current);
    const to = this.today();
    const from = addStoreDays(to, 1 - badgeDays);
    const [rating, chats] = await Promise.all([this.ratingOf(storeCode, from, to), this.chatDays(storeCode, from, to)]);
    const chatResponseRate = chatResponseTotals(chats.values()).rate;
    const figures = { ...rating, chatResponseRate };
    const earned = new Set(earnedBadges(figures, storeBadgeConfig));
    return {
      ...figures,
      currentBadge: [...storeBadgeConfig].reverse().find((badge) => earned.has(badge.code))?.code ?? null,
      badges: storeBadgeConfig.map((badge) => ({ ...badge, earned: earned.has(badge.code) })),
      from,
      to,
    };
  }

  private async ratingOf(storeCode: string, from: string, to: string): Promise<{ rating: number | null; ratingCount: number }> {
    const days = await this.reviews.ratingDays(storeCode, { from, to });
    const count = days.reduce((n, d) => n + d.ratingCount, 0);
    const sum = days.reduce((n, d) => n + d.ratingSum, 0);
    return { rating: count ? round(sum / count, 2) : null, ratingCount: count };
  }

  /** The chat response figures of the store days from `from` to `to`, by day (with `viewer`, of the rooms it sees). */
  private async chatDays(storeCode: string, from: string, to: string, viewer?: { userId: string; isOwner: boolean }): Promise<Map<string, ChatResponseDay>> {
    const now = this.clock.now();
    // A day before the period, so a chat that began before it is not taken for one that begins in it; the
    // window after it, so a chat of its last day can be answered.
    const since = storeDayStart(addStoreDays(from, -1));
    const until = new Date(Math.min(now.getTime(), storeDayStart(addStoreDays(to, 1)).getTime() + chatResponseWindowMs) + 1);
    const days = chatResponseByDay(await this.chat.timeline(storeCode, since, until, viewer), now);
    for (const day of days.keys()) if (day < from || day > to) days.delete(day);
    return days;
  }

  // ── Tasks ──

  /**
   * What needs the seller now, of the kinds the session's codes open; a kind with nothing to do is a task done. Its
   * reads run side by side; `reads` are those the dashboard's summary already makes (orders to ship, the rooms' counts).
   */
  async tasks(current: ResolvedSession, reads: TaskReads = {}): Promise<SellerTask[]> {
    const storeCode = storeCodeOf(current);
    const none = { title: null, dueAt: null };
    const opens = (feature: Parameters<typeof accessOf>[0]) => holdsAccess(current.session, accessOf(feature));
    const [toShip, chats, announcements, ads, invalidSchedules] = await Promise.all([
      opens(ordersFeature) ? (reads.toShip ?? this.ordersScope(current, storeCode).then((scope) => this.orders.ordersToShip(scope, { limit: 1 }))) : null,
      opens(sellerChatFeature) ? (reads.chats ?? this.chat.roomCounts(storeCode, this.viewerOf(current))) : null,
      this.announcements.toAcknowledge(current),
      opens(adsFeature) ? this.bliklanBalance(current) : null,
      // Pickup schedules that cannot work (§7 findInvalidPickupSchedulesPickupPoint): couriers would come to a closed door.
      opens(pickupPointsFeature) ? this.pickupPoints.invalidScheduleCount(storeCode) : null,
    ]);
    const tasks: SellerTask[] = [];
    if (toShip) {
      const first = toShip.orders[0];
      tasks.push({
        ...none,
        id: 'SHIP_ORDERS',
        kind: 'SHIP_ORDERS',
        count: toShip.total,
        dueAt: first?.shipBy ?? null,
        // The list of the status the first order due is in, soonest deadline first.
        link: `/order-list?status=${first?.status ?? 'READY_TO_SHIP'}&sort=SHIP_BY_ASC`,
        done: toShip.total === 0,
      });
    }
    if (chats) {
      const { waiting, oldestWaitingAt } = chats;
      tasks.push({
        ...none,
        id: 'REPLY_CHATS',
        kind: 'REPLY_CHATS',
        count: waiting,
        dueAt: oldestWaitingAt ? oldestWaitingAt.getTime() + chatResponseWindowMs : null,
        link: '/conversations',
        done: waiting === 0,
      });
    }
    if (announcements.length) {
      for (const announcement of announcements) {
        tasks.push({
          id: `ACKNOWLEDGE_ANNOUNCEMENT:${announcement.code}`,
          kind: 'ACKNOWLEDGE_ANNOUNCEMENT',
          count: 1,
          dueAt: announcement.endTime,
          link: `/dashboard?announcementPopup=${encodeURIComponent(announcement.code)}`,
          title: announcement.title,
          done: false,
        });
      }
    } else {
      tasks.push({ ...none, id: 'ACKNOWLEDGE_ANNOUNCEMENT', kind: 'ACKNOWLEDGE_ANNOUNCEMENT', count: 0, link: '/dashboard', done: true });
    }
    if (ads) {
      const low = adsBalanceTotal(ads) < lowAdsBalance;
      tasks.push({ ...none, id: 'TOP_UP_ADS', kind: 'TOP_UP_ADS', count: low ? 1 : 0, link: '/bliklan', done: !low });
    }
    if (invalidSchedules !== null) {
      tasks.push({
        ...none,
        id: 'FIX_PICKUP_SCHEDULES',
        kind: 'FIX_PICKUP_SCHEDULES',
        count: invalidSchedules,
        link: '/store/address',
        done: invalidSchedules === 0,
      });
    }
    // What is still to do first, the nearest deadline first; then what is done.
    return tasks.sort((a, b) => Number(a.done) - Number(b.done) || (a.dueAt ?? Infinity) - (b.dueAt ?? Infinity));
  }

  // ── Dashboard ──

  /** The dashboard in one call: each count read once (the tasks take the orders to ship and the rooms' counts from it). */
  async dashboard(current: ResolvedSession): Promise<DashboardSummary> {
    const storeCode = storeCodeOf(current);
    // Orders' and chat's figures for the sessions their features open; the wallet's by its code until money is declared.
    const holds = (code: AccessibilityCode) => hasAccessibilities(current.session, [code]);
    const today = this.today();
    const weekStart = storeWeekStart(today);
    const scope = holdsAccess(current.session, accessOf(ordersFeature)) ? this.ordersScope(current, storeCode) : null;
    const toShip = scope?.then((s) => this.orders.ordersToShip(s, { limit: 1 }));
    const chats = holdsAccess(current.session, accessOf(sellerChatFeature)) ? this.chat.roomCounts(storeCode, this.viewerOf(current)) : null;
    const [orders, chatCounts, wallet, tasks] = await Promise.all([
      scope && toShip ? scope.then((s) => this.ordersOf(s, today, weekStart, toShip)) : null,
      chats,
      holds('STORE_STORE-WALLET_VIEW') ? this.walletBalance(current) : null,
      this.tasks(current, { toShip: toShip ?? undefined, chats: chats ?? undefined }),
    ]);
    return {
      today,
      weekStart,
      orders,
      chats: chatCounts && { waiting: chatCounts.waiting, unread: chatCounts.unread },
      wallet,
      tasks,
    };
  }

  /** Today's and this week's orders by status with their revenue, revenue per day over 30 days, and orders to ship. */
  private async ordersOf(scope: OrderScope, today: string, weekStart: string, ordersToShip: Promise<{ total: number }>): Promise<DashboardOrders> {
    const [todayCounts, weekCounts, revenueByDay, toShip] = await Promise.all([
      this.orders.statusCounts(scope, { from: today, to: today }),
      this.orders.statusCounts(scope, { from: weekStart, to: today }),
      this.orders.revenueByDay(scope, { from: addStoreDays(today, 1 - revenueDays), to: today }),
      ordersToShip,
    ]);
    const revenueOf = (from: string) => revenueByDay.filter((d) => d.day >= from).reduce((sum, d) => sum + d.revenue, 0);
    return {
      today: { from: today, to: today, byStatus: todayCounts, revenue: revenueOf(today) },
      week: { from: weekStart, to: today, byStatus: weekCounts, revenue: revenueOf(weekStart) },
      revenueByDay,
      toShip: toShip.total,
    };
  }

  // ── Store performance ──

  /**
   * A staff member's order and chat figures are those of the pickup points they serve (their orders, and the rooms they
   * see); the rating is the store's, whoever reads it (`pickupPoints` says which points the rest covers).
   */
  async performance(current: ResolvedSession, query: PerformanceQuery): Promise<StorePerformance> {
    const storeCode = storeCodeOf(current);
    const scope = await this.ordersScope(current, storeCode);
    const viewer = this.viewerOf(current);
    const { from, to } = resolvePeriod(query, this.today());
    const length = storeDaysBetween(from, to).length;
    const previousFrom = addStoreDays(from, -length);
    const previousTo = addStoreDays(from, -1);
    const days = storeDaysBetween(from, to);
    const [ratingDays, chats, shipping, shippingBefore, shippingByDay] = await Promise.all([
      this.reviews.ratingDays(storeCode, { from: previousFrom, to }),
      this.chatDays(storeCode, previousFrom, to, viewer),
      this.orders.shippingPerformance(scope, { from, to }),
      this.orders.shippingPerformance(scope, { from: previousFrom, to: previousTo }),
      Promise.all(days.map((day) => this.orders.shippingPerformance(scope, { from: day, to: day }))),
    ]);
    const shippingOf = new Map(days.map((day, i) => [day, shippingByDay[i]]));
    const ratingByDay = new Map(ratingDays.map((d) => [d.day, d]));
    const dayOf = (day: string): PerformanceDay => {
      const rating = ratingByDay.get(day);
      const chat = chats.get(day);
      const totals = chatResponseTotals(chat ? [chat] : []);
      return {
        day,
        rating: rating?.ratingCount ? round(rating.ratingSum / rating.ratingCount, 2) : null,
        ratingCount: rating?.ratingCount ?? 0,
        chats: totals.chats,
        chatsAnswered: totals.answered,
        chatResponseRate: totals.rate,
        chatResponseTimeMs: totals.averageMs,
        onTimeShippingRate: shippingOf.get(day)?.onTimeRate ?? null,
        cancellationRate: shippingOf.get(day)?.cancellationRate ?? null,
      };
    };
    const totalsOf = (first: string, last: string, orders: { onTimeRate: number | null; cancellationRate: number | null }): PerformanceTotals => {
      const days = storeDaysBetween(first, last);
      const ratings = days.map((day) => ratingByDay.get(day)).filter((d) => d !== undefined);
      const count = ratings.reduce((n, d) => n + d.ratingCount, 0);
      const sum = ratings.reduce((n, d) => n + d.ratingSum, 0);
      const chat = chatResponseTotals(days.map((day) => chats.get(day)).filter((d) => d !== undefined));
      return {
        rating: count ? round(sum / count, 2) : null,
        ratingCount: count,
        chats: chat.chats,
        chatsAnswered: chat.answered,
        chatResponseRate: chat.rate,
        chatResponseTimeMs: chat.averageMs,
        onTimeShippingRate: orders.onTimeRate,
        cancellationRate: orders.cancellationRate,
      };
    };
    return {
      from,
      to,
      totals: totalsOf(from, to, shipping),
      previous: totalsOf(previousFrom, previousTo, shippingBefore),
      days: days.map(dayOf),
      ordersCounted: true,
      pickupPoints: scope.pickupPoints && current.session.pickupPoints.filter((point) => scope.pickupPoints?.includes(point.code)),
    };
  }
}
