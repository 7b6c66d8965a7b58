import type { ApiClient } from '@seller-portal/api-client';
import {
  analyticsPaths,
  bliklanBalanceQueryKey,
  type BliklanBalance,
  type DashboardSummary,
  type RatingBadgesConfig,
  type SellerTask,
} from '@seller-portal/contracts';
import { queryOptions } from '@tanstack/react-query';

/** One key factory for the dashboard's queries; invalidate through it, never with literals. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
  tasks: () => [...dashboardKeys.all, 'tasks'] as const,
  rating: () => [...dashboardKeys.all, 'rating-badges'] as const,
  // One entry with the phone's balances bar, so the two never show different amounts.
  bliklan: () => bliklanBalanceQueryKey,
};

/** What changes while the page is open (orders, chats): asked again every minute and when the tab comes back. */
const liveFigures = { refetchInterval: 60_000, refetchOnWindowFocus: true, staleTime: 15_000 } as const;

export function dashboardSummaryQuery(client: ApiClient) {
  return queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => client.get<DashboardSummary>(analyticsPaths.dashboardSummary, { signal }),
    ...liveFigures,
  });
}

export function tasksQuery(client: ApiClient) {
  return queryOptions({
    queryKey: dashboardKeys.tasks(),
    queryFn: ({ signal }) => client.get<SellerTask[]>(analyticsPaths.tasks, { signal }),
    ...liveFigures,
  });
}

/** §7 `analytics/rating/badges/config` (STORE_REPORT_SELLER-RATING). */
export function ratingBadgesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: dashboardKeys.rating(),
    queryFn: ({ signal }) => client.get<RatingBadgesConfig>(analyticsPaths.ratingBadgesConfig, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** §7 `analytics/bliklan/balance` (STORE_PROMO_BLIKLAN). */
export function bliklanBalanceQuery(client: ApiClient) {
  return queryOptions({
    queryKey: dashboardKeys.bliklan(),
    queryFn: ({ signal }) => client.get<BliklanBalance>(analyticsPaths.bliklanBalance, { signal }),
    staleTime: 60_000,
  });
}
