import type { ApiClient } from '@seller-portal/api-client';
import { analyticsPaths, type PerformancePeriod, type RatingBadgesConfig, type StorePerformance } from '@seller-portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** The period a page asks for: one of the fixed ones, or a custom one with its days. */
export interface PeriodChoice {
  period: PerformancePeriod;
  from?: string;
  to?: string;
}

/** One key factory for store performance; invalidate through it, never with literals. */
export const performanceKeys = {
  all: ['store-performance'] as const,
  period: (choice: PeriodChoice) => [...performanceKeys.all, 'period', choice.period, choice.from ?? '', choice.to ?? ''] as const,
  badges: () => [...performanceKeys.all, 'badges'] as const,
};

export function performanceQuery(client: ApiClient, choice: PeriodChoice) {
  const query: Record<string, string> = { period: choice.period };
  if (choice.period === 'custom') Object.assign(query, { from: choice.from ?? '', to: choice.to ?? '' });
  return queryOptions({
    queryKey: performanceKeys.period(choice),
    queryFn: ({ signal }) => client.get<StorePerformance>(analyticsPaths.performance, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** §7 `analytics/rating/badges/config`: the store's badge and what each badge asks. */
export function badgesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: performanceKeys.badges(),
    queryFn: ({ signal }) => client.get<RatingBadgesConfig>(analyticsPaths.ratingBadgesConfig, { signal }),
    staleTime: 5 * 60_000,
  });
}
