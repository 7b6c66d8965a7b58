import type { ApiClient } from '@seller-portal/api-client';
import { accountPaths, type ActiveSession, type EndSessionsRequest, type EndSessionsResult } from '@seller-portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from './query-keys';

/** GET session/active: the user's signed-in devices. */
export function fetchActiveSessions(client: ApiClient, signal?: AbortSignal): Promise<ActiveSession[]> {
  return client.get<ActiveSession[]>(accountPaths.activeSessions, { signal });
}

export function activeSessionsQuery(client: ApiClient) {
  return queryOptions({ queryKey: accountKeys.activeSessions(), queryFn: ({ signal }) => fetchActiveSessions(client, signal) });
}

/** POST session/active/end: signs out one other device, or all others, with the current password. */
export function endSessions(client: ApiClient, request: EndSessionsRequest): Promise<EndSessionsResult> {
  return client.post<EndSessionsResult>(accountPaths.endSessions, { body: request });
}
