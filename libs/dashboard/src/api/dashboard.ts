import { queryKeysFactory, type ApiClient } from '@seller-portal/api-client';
import type { FeatureStartupDeps } from '@seller-portal/app-runtime';
import { analyticsCalls, bliklanBalanceQueryKey, dashboardSummaryQueryKey } from '@seller-portal/contracts/analytics';
import { hasAccessibilities, type AccessibilityCode, type Session } from '@seller-portal/contracts/core';
import { sessionQueryOptions } from '@seller-portal/session-guard';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

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

/** The codes of the figures' calls beside the summary (a STORE session's): the rating's and the ads balance's. */
export const figureCodes = { rating: 'STORE_REPORT_SELLER-RATING', ads: 'STORE_PROMO_BLIKLAN' } as const satisfies Record<string, AccessibilityCode>;

/**
 * The queries the figures are drawn from, each as its prefetch, for a STORE session (none for another): the summary,
 * and the rating and the ads balance when it holds their codes. The calls of contracts' `dashboardFirstCalls` it may
 * make, whose answers its document preloaded.
 */
export function figurePrefetches(client: ApiClient, session: Pick<Session, 'mode' | 'accessibilities'>): ((queryClient: QueryClient) => Promise<void>)[] {
  if (session.mode?.type !== 'STORE') return [];
  return [
    (queryClient) => queryClient.prefetchQuery(dashboardSummaryQuery(client)),
    ...(hasAccessibilities(session, [figureCodes.rating]) ? [(queryClient: QueryClient) => queryClient.prefetchQuery(ratingBadgesQuery(client))] : []),
    ...(hasAccessibilities(session, [figureCodes.ads]) ? [(queryClient: QueryClient) => queryClient.prefetchQuery(bliklanBalanceQuery(client))] : []),
  ];
}

/**
 * /dashboard's route loader starts the figures' queries as the navigation begins (`prefetchingLoader`): once the
 * session is known, not once the shell and the page behind it have been drawn and committed. The page's first render
 * then draws the figures instead of their placeholders, and a later visit's fresh answers are not asked again.
 */
export async function prefetchFigures({ queryClient, client }: FeatureStartupDeps): Promise<void> {
  const session = await queryClient.ensureQueryData(sessionQueryOptions(client));
  if (!session) return;
  await Promise.all(figurePrefetches(client, session).map((prefetch) => prefetch(queryClient)));
}
