import type { ApiClient } from '@seller-portal/api-client';
import { broadcastPaths, type Broadcast, type BroadcastAudience, type BroadcastPage, type BroadcastRequest } from '@seller-portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** One key factory for broadcasts; invalidate through it, never with literals. */
export const broadcastKeys = {
  all: ['broadcast'] as const,
  histories: () => [...broadcastKeys.all, 'history'] as const,
  history: (page: number) => [...broadcastKeys.histories(), page] as const,
  audience: (days: number | null) => [...broadcastKeys.all, 'audience', days ?? 'all'] as const,
};

export const historyPageSize = 10;

export function historyQuery(client: ApiClient, page: number) {
  return queryOptions({
    queryKey: broadcastKeys.history(page),
    queryFn: ({ signal }) => client.get<BroadcastPage>(broadcastPaths.broadcasts, { query: { page: String(page), size: String(historyPageSize) }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function audienceQuery(client: ApiClient, days: number | null) {
  return queryOptions({
    queryKey: broadcastKeys.audience(days),
    queryFn: ({ signal }) => client.get<BroadcastAudience>(broadcastPaths.audience, { query: days ? { days: String(days) } : {}, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function createBroadcast(client: ApiClient, request: BroadcastRequest): Promise<Broadcast> {
  return client.post<Broadcast>(broadcastPaths.broadcasts, { body: request });
}

export function cancelBroadcast(client: ApiClient, id: string): Promise<Broadcast> {
  return client.delete<Broadcast>(broadcastPaths.broadcast(id));
}
