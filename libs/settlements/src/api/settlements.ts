import { queryKeysFactory, type ApiClient } from '@seller-portal/api-client';
import { settlementCalls, type SettlementFilter } from '@seller-portal/contracts/settlements';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';

/** The settlement queries' keys (`periods`, lists). */
export const settlementKeys = queryKeysFactory('settlements');

/** Lines per page: a month of a busy store takes a few pages. */
export const settlementPageSize = 50;

export function settlementPeriodsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: settlementKeys.named('periods'),
    queryFn: ({ signal }) => client.call(settlementCalls.periods, { signal }),
  });
}

export function settlementLinesQuery(client: ApiClient, filter: SettlementFilter) {
  return infiniteQueryOptions({
    queryKey: settlementKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      client.call(settlementCalls.lines, { query: { ...filter, size: settlementPageSize, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
