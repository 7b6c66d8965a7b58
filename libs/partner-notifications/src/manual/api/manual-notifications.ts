import type { ApiClient } from '@seller-portal/api-client';
import {
  manualNotificationPaths,
  type AuditEntry,
  type ManualNotification,
  type ManualNotificationFilterQuery,
  type ManualNotificationRequest,
  type ManualNotificationUpdateRequest,
  type Page,
} from '@seller-portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** One key factory for the manual notification queries; invalidate through it, never with literals. */
export const manualNotificationKeys = {
  all: ['manual-notifications'] as const,
  lists: () => [...manualNotificationKeys.all, 'list'] as const,
  list: (filter: ManualNotificationFilterQuery) => [...manualNotificationKeys.lists(), filter] as const,
  detail: (id: string) => [...manualNotificationKeys.all, 'detail', id] as const,
  histories: () => [...manualNotificationKeys.all, 'history'] as const,
  history: (id: string, page: number) => [...manualNotificationKeys.histories(), id, page] as const,
};

export function manualNotificationListQuery(client: ApiClient, filter: ManualNotificationFilterQuery) {
  return queryOptions({
    queryKey: manualNotificationKeys.list(filter),
    queryFn: ({ signal }) => client.get<Page<ManualNotification>>(manualNotificationPaths.filter, { query: { ...filter }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function manualNotificationQuery(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: manualNotificationKeys.detail(id),
    queryFn: ({ signal }) => client.get<ManualNotification>(manualNotificationPaths.byId(id), { signal }),
    // A send under way ends within seconds: look again until it has.
    refetchInterval: (query) => (query.state.data?.sending ? 2000 : false),
  });
}

export const historyPageSize = 5;

export function historyQuery(client: ApiClient, id: string, page: number) {
  return queryOptions({
    queryKey: manualNotificationKeys.history(id, page),
    queryFn: ({ signal }) =>
      client.get<Page<AuditEntry>>(manualNotificationPaths.history, { query: { identifier: id, page: String(page), size: String(historyPageSize) }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function createManualNotification(client: ApiClient, request: ManualNotificationRequest): Promise<ManualNotification> {
  return client.post<ManualNotification>(manualNotificationPaths.create, { body: request });
}

export function updateManualNotification(client: ApiClient, id: string, request: ManualNotificationUpdateRequest): Promise<ManualNotification> {
  return client.put<ManualNotification>(manualNotificationPaths.one(id), { body: request });
}

export function cancelManualNotification(client: ApiClient, id: string): Promise<ManualNotification> {
  return client.put<ManualNotification>(manualNotificationPaths.cancel(id));
}

export function copyManualNotification(client: ApiClient, id: string): Promise<ManualNotification> {
  return client.post<ManualNotification>(manualNotificationPaths.copy(id));
}

export function deleteManualNotification(client: ApiClient, id: string): Promise<unknown> {
  return client.delete<unknown>(manualNotificationPaths.one(id));
}
