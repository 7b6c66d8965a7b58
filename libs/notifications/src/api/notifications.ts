import type { ApiClient } from '@seller-portal/api-client';
import {
  notificationPaths,
  notificationPreferencesQueryKey,
  type NotificationCategory,
  type NotificationCounter,
  type NotificationPreferences,
  type NotificationPreferencesRequest,
  type NotificationReadResult,
  type NotificationSummaryPage,
  type NotificationUnreadCount,
} from '@seller-portal/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

/** What the list shows: every notification or the unread ones, of one category or all. */
export interface NotificationFilter {
  unread: boolean;
  category: NotificationCategory | null;
}

/**
 * One key factory for the notification queries, per store (a switch of store shows that store's); invalidate through
 * it, never with literals.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  ofStore: (storeCode: string) => [...notificationKeys.all, storeCode] as const,
  lists: (storeCode: string) => [...notificationKeys.ofStore(storeCode), 'list'] as const,
  list: (storeCode: string, filter: NotificationFilter) => [...notificationKeys.lists(storeCode), filter] as const,
  unread: (storeCode: string) => [...notificationKeys.ofStore(storeCode), 'unread'] as const,
  counter: (storeCode: string) => [...notificationKeys.ofStore(storeCode), 'counter'] as const,
  // Shared with the WhatsApp reminder, which reads the same entry (`notificationPreferencesQueryKey`).
  preferences: () => notificationPreferencesQueryKey,
};

/** Notifications a page of the list holds. */
export const notificationPageSize = 20;

/** The list, newest first, a page at a time after the oldest one shown (`beforeId`), so new arrivals never shift it. */
export function notificationListQuery(client: ApiClient, storeCode: string, filter: NotificationFilter) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(storeCode, filter),
    queryFn: ({ pageParam, signal }) =>
      client.get<NotificationSummaryPage>(notificationPaths.summary, {
        query: {
          size: String(notificationPageSize),
          ...(pageParam ? { beforeId: pageParam } : { page: '0' }),
          ...(filter.unread ? { unread: 'true' } : {}),
          ...(filter.category ? { category: filter.category } : {}),
        },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => (last.hasMore ? last.content.at(-1)?.id : undefined),
  });
}

/** The bell's count: §7 unread/count. */
export function unreadCountQuery(client: ApiClient, storeCode: string) {
  return queryOptions({
    queryKey: notificationKeys.unread(storeCode),
    queryFn: ({ signal }) => client.get<NotificationUnreadCount>(notificationPaths.unreadCount, { signal }),
  });
}

/** Totals and unread by category: §7 filter/counter. */
export function counterQuery(client: ApiClient, storeCode: string) {
  return queryOptions({
    queryKey: notificationKeys.counter(storeCode),
    queryFn: ({ signal }) => client.get<NotificationCounter>(notificationPaths.counter, { signal }),
  });
}

export function preferencesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => client.get<NotificationPreferences>(notificationPaths.preferences, { signal }),
  });
}

/** §7 update/status: one notification read (or unread again). */
export function updateNotificationStatus(client: ApiClient, id: string, status: 'READ' | 'UNREAD' = 'READ'): Promise<NotificationReadResult> {
  return client.put<NotificationReadResult>(notificationPaths.updateStatus, { query: { notificationDetailId: id, status } });
}

/** §7 mark/all/read. */
export function markAllNotificationsRead(client: ApiClient): Promise<NotificationReadResult> {
  return client.put<NotificationReadResult>(notificationPaths.markAllRead);
}

export function saveNotificationPreferences(client: ApiClient, request: NotificationPreferencesRequest): Promise<NotificationPreferences> {
  return client.put<NotificationPreferences>(notificationPaths.preferences, { body: request });
}
