import { queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import {
  notificationCalls,
  notificationPreferencesQueryKey,
  type NotificationCategory,
  type NotificationItem,
  type NotificationPreferences,
  type NotificationPreferencesRequest,
  type NotificationReadResult,
  type NotificationSummaryPage,
} from '@seller-portal/contracts/notifications';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';

/** What the list shows: every notification or the unread ones, of one category or all. */
export interface NotificationFilter {
  unread: boolean;
  category: NotificationCategory | null;
}

/**
 * The notification queries' keys of one store (a switch of store shows that store's): lists, `unread`, `counter`;
 * invalidate through them, never with literals. The preferences are the user's, under
 * `notificationPreferencesQueryKey` (the WhatsApp reminder reads the same entry).
 */
export const notificationKeys = (storeCode: string) => queryKeysFactory('notifications', storeCode);

/** Notifications a page of the list holds. */
export const notificationPageSize = 20;

/** The list, newest first, a page at a time after the oldest one shown (`beforeId`), so new arrivals never shift it. */
export function notificationListQuery(client: ApiClient, storeCode: string, filter: NotificationFilter) {
  return infiniteQueryOptions({
    queryKey: notificationKeys(storeCode).list(filter),
    queryFn: ({ pageParam, signal }) =>
      client.call(notificationCalls.summary, {
        query: {
          size: notificationPageSize,
          ...(pageParam ? { beforeId: pageParam } : { page: 0 }),
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
    queryKey: notificationKeys(storeCode).named('unread'),
    queryFn: ({ signal }) => client.call(notificationCalls.unreadCount, { signal }),
  });
}

/** Totals and unread by category: §7 filter/counter. */
export function counterQuery(client: ApiClient, storeCode: string) {
  return queryOptions({
    queryKey: notificationKeys(storeCode).named('counter'),
    queryFn: ({ signal }) => client.call(notificationCalls.counter, { signal }),
  });
}

export function preferencesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: notificationPreferencesQueryKey,
    queryFn: ({ signal }) => client.call(notificationCalls.preferences, { signal }),
  });
}

/** A notification of the store arrived or was read in another tab, or the socket missed events: the store's queries load again. */
export function invalidateStoreNotifications(queryClient: QueryClient, storeCode: string): void {
  void queryClient.invalidateQueries({ queryKey: notificationKeys(storeCode).all });
}

// ── Mutations: each with what it changes in the cache; the pages add what they show ──

type Reactions<TData, TVariables> = Pick<UseMutationOptions<TData, Error, TVariables>, 'onSuccess' | 'onError'>;

/**
 * §7 update/status: one notification read. Shown read at once (the lists and the bell's count); the server's
 * answer, and the other tabs' event, settle it.
 */
export function useMarkNotificationRead(storeCode: string, reactions: Reactions<NotificationReadResult, NotificationItem> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const keys = notificationKeys(storeCode);
  return useMutation({
    mutationFn: (notification: NotificationItem) =>
      client.call(notificationCalls.updateStatus, { query: { notificationDetailId: notification.id, status: 'READ' } }),
    onMutate: async (notification) => {
      await queryClient.cancelQueries({ queryKey: keys.lists() });
      const readAt = Date.now();
      queryClient.setQueriesData<InfiniteData<NotificationSummaryPage>>({ queryKey: keys.lists() }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({ ...page, content: page.content.map((n) => (n.id === notification.id ? { ...n, readAt } : n)) })),
            }
          : data,
      );
      queryClient.setQueryData<{ unread: number }>(keys.named('unread'), (data) => (data ? { unread: Math.max(0, data.unread - 1) } : data));
    },
    ...reactions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** §7 mark/all/read. */
export function useMarkAllNotificationsRead(storeCode: string, reactions: Reactions<NotificationReadResult, void> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(notificationCalls.markAllRead),
    ...reactions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys(storeCode).all }),
  });
}

/** The saved preferences as the server answered them, for every reader of the entry (the WhatsApp reminder too). */
export function useSaveNotificationPreferences(reactions: Reactions<NotificationPreferences, NotificationPreferencesRequest> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferencesRequest) => client.call(notificationCalls.savePreferences, { body }),
    ...reactions,
    onSuccess: (answer, variables, result, context) => {
      queryClient.setQueryData(notificationPreferencesQueryKey, answer);
      return reactions.onSuccess?.(answer, variables, result, context);
    },
  });
}
