import { queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import {
  manualNotificationCalls as calls,
  type ManualNotification,
  type ManualNotificationFilterQuery,
  type ManualNotificationRequest,
  type ManualNotificationUpdateRequest,
} from '@seller-portal/contracts/partner-notifications';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The manual notification queries' keys (lists, details, `history`); invalidate through them, never with literals. */
export const manualNotificationKeys = queryKeysFactory('manual-notifications');

export function manualNotificationListQuery(client: ApiClient, filter: ManualNotificationFilterQuery) {
  return queryOptions({
    queryKey: manualNotificationKeys.list(filter),
    queryFn: ({ signal }) => client.call(calls.list, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export function manualNotificationQuery(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: manualNotificationKeys.detail(id),
    queryFn: ({ signal }) => client.call(calls.detail, { params: { id }, signal }),
    // A send under way ends within seconds: look again until it has.
    refetchInterval: (query) => (query.state.data?.sending ? 2000 : false),
  });
}

export const historyPageSize = 5;

export function historyQuery(client: ApiClient, id: string, page: number) {
  return queryOptions({
    queryKey: manualNotificationKeys.one('history', { id, page }),
    queryFn: ({ signal }) => client.call(calls.history, { query: { identifier: id, page, size: historyPageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** What a page does once a change is done (a toast, a navigation); the cache is the api module's. */
interface Reactions<TData> {
  onSuccess?: (data: TData) => unknown;
  onError?: (error: Error) => unknown;
}

/** A change of manual notifications, after which every manual notification query loads again: before the page reacts, or after (`reactFirst`: a page about to leave). */
function useManualChange<V, T>(change: (client: ApiClient, variables: V) => Promise<T>, reactions: Reactions<T>, reactFirst = false) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: manualNotificationKeys.all });
  return useMutation({
    mutationFn: (variables: V) => change(client, variables),
    onSuccess: async (data) => {
      if (!reactFirst) await reload();
      await reactions.onSuccess?.(data);
      if (reactFirst) await reload();
    },
    onError: reactions.onError,
  });
}

/** A new notification (`saved` null) or a change of one from its version; kept, scheduled or sent as the request says. */
export function useSaveManualNotification(saved: Pick<ManualNotification, 'id' | 'version'> | null, reactions: Reactions<ManualNotification> = {}) {
  return useManualChange(
    (client, request: ManualNotificationRequest) =>
      saved
        ? client.call(calls.update, { params: { id: saved.id }, body: { ...request, version: saved.version } satisfies ManualNotificationUpdateRequest })
        : client.call(calls.create, { body: request }),
    reactions,
  );
}

/** A new draft copied from the notification (its page opens next). */
export function useCopyManualNotification(id: string, reactions: Reactions<ManualNotification> = {}) {
  return useManualChange((client) => client.call(calls.copy, { params: { id } }), reactions);
}

/** A deleted notification: the page reacts first (it may leave the notification's page), then the queries load again. */
export function useDeleteManualNotification(id: string, reactions: Reactions<null> = {}) {
  return useManualChange((client) => client.call(calls.remove, { params: { id } }), reactions, true);
}

/** A schedule called off: it will not be sent. */
export function useCancelManualNotification(id: string, reactions: Reactions<ManualNotification> = {}) {
  return useManualChange((client) => client.call(calls.cancel, { params: { id } }), reactions, true);
}
