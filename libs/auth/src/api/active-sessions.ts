import { useApiClient, type ApiClient } from '@seller-portal/api-client';
import { sessionCalls, type ActiveSession, type EndSessionsRequest, type EndSessionsResult } from '@seller-portal/contracts/accounts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './query-keys';

/** GET session/active: the user's signed-in devices. */
export function fetchActiveSessions(client: ApiClient, signal?: AbortSignal): Promise<ActiveSession[]> {
  return client.call(sessionCalls.activeSessions, { signal });
}

export function activeSessionsQuery(client: ApiClient) {
  return queryOptions({ queryKey: accountKeys.named('active-sessions'), queryFn: ({ signal }) => fetchActiveSessions(client, signal) });
}

/** POST session/active/end: signs out one other device, or all others, with the current password. */
export function endSessions(client: ApiClient, request: EndSessionsRequest): Promise<EndSessionsResult> {
  return client.call(sessionCalls.endSessions, { body: request });
}

/** Signs out devices; whatever the answer, the list is read again (a refusal may mean it changed meanwhile). */
export function useEndSessions() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: EndSessionsRequest) => endSessions(client, request),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: accountKeys.named('active-sessions') }),
  });
}
