import { queryKeysFactory, type ApiClient } from '@seller-portal/api-client';
import { analyticsCalls, bliklanBalanceQueryKey, dashboardSummaryQueryKey } from '@seller-portal/contracts/analytics';
import { queryOptions } from '@tanstack/react-query';

/** The dashboard's queries' keys (`tasks`, `rating-badges`; the summary's is contracts' `dashboardSummaryQueryKey`); invalidate through them, never with literals. */
export const dashboardKeys = queryKeysFactory('dashboard');

/** What changes while the page is open (orders, chats): asked again every minute and when the tab comes back. */
const liveFigures = { refetchInterval: 60_000, refetchOnWindowFocus: true, staleTime: 15_000 } as const;

export function dashboardSummaryQuery(client: ApiClient) {
  return queryOptions({
    // One entry with the phone's balances bar, which shows its wallet: one call for both.
    queryKey: dashboardSummaryQueryKey,
    queryFn: ({ signal }) => client.call(analyticsCalls.dashboardSummary, { signal }),
    ...liveFigures,
  });
}

export function tasksQuery(client: ApiClient) {
  return queryOptions({
    queryKey: dashboardKeys.named('tasks'),
    queryFn: ({ signal }) => client.call(analyticsCalls.tasks, { signal }),
    ...liveFigures,
  });
}

/** §7 `analytics/rating/badges/config` (STORE_REPORT_SELLER-RATING). */
export function ratingBadgesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: dashboardKeys.named('rating-badges'),
    queryFn: ({ signal }) => client.call(analyticsCalls.ratingBadgesConfig, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** §7 `analytics/bliklan/balance` (STORE_PROMO_BLIKLAN). */
export function bliklanBalanceQuery(client: ApiClient) {
  return queryOptions({
    // One entry with the phone's balances bar, so the two never show different amounts.
    queryKey: bliklanBalanceQueryKey,
    queryFn: ({ signal }) => client.call(analyticsCalls.bliklanBalance, { signal }),
    staleTime: 60_000,
  });
}
