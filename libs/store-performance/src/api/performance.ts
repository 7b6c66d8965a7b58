import { queryKeysFactory, type ApiClient } from '@seller-portal/api-client';
import { analyticsCalls, type PerformancePeriod } from '@seller-portal/contracts/analytics';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** The period a page asks for: one of the fixed ones, or a custom one with its days. */
export interface PeriodChoice {
  period: PerformancePeriod;
  from?: string;
  to?: string;
}

/** Store performance's keys (`period`, `badges`); invalidate through them, never with literals. */
export const performanceKeys = queryKeysFactory('store-performance');

export function performanceQuery(client: ApiClient, choice: PeriodChoice) {
  const query = choice.period === 'custom' ? { period: choice.period, from: choice.from ?? '', to: choice.to ?? '' } : { period: choice.period };
  return queryOptions({
    queryKey: performanceKeys.one('period', [choice.period, choice.from ?? '', choice.to ?? '']),
    queryFn: ({ signal }) => client.call(analyticsCalls.performance, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** §7 `analytics/rating/badges/config`: the store's badge and what each badge asks. */
export function badgesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: performanceKeys.named('badges'),
    queryFn: ({ signal }) => client.call(analyticsCalls.ratingBadgesConfig, { signal }),
    staleTime: 5 * 60_000,
  });
}
