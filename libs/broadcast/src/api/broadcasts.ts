import { queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import { broadcastCalls, type BroadcastRequest } from '@seller-portal/contracts/broadcast';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The broadcast queries' keys (the history's pages are its lists, `audience`); invalidate through them, never with literals. */
export const broadcastKeys = queryKeysFactory('broadcast');

export const historyPageSize = 10;

export function historyQuery(client: ApiClient, page: number) {
  return queryOptions({
    queryKey: broadcastKeys.list({ page }),
    queryFn: ({ signal }) => client.call(broadcastCalls.list, { query: { page, size: historyPageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function audienceQuery(client: ApiClient, days: number | null) {
  return queryOptions({
    queryKey: broadcastKeys.one('audience', days ?? 'all'),
    queryFn: ({ signal }) => client.call(broadcastCalls.audience, { query: days ? { days } : {}, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

// ── Mutations: each with what it invalidates; the page adds what it shows ──

/** A broadcast sent or scheduled joins the history (and uses one of the day's). */
export function useSendBroadcast() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BroadcastRequest) => client.call(broadcastCalls.send, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.lists() }),
  });
}

/** Cancelled or refused (it went out meanwhile), the history is read again. */
export function useCancelBroadcast() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.call(broadcastCalls.cancel, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.lists() }),
  });
}
