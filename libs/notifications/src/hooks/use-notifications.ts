import { useApiClient } from '@seller-portal/api-client';
import { accessOf, holdsAccess } from '@seller-portal/contracts/core';
import {
  notificationEventTypes,
  notificationsFeature,
  type NotificationCreatedEvent,
  type NotificationReadEvent,
} from '@seller-portal/contracts/notifications';
import { useRealtimeEvent, useRealtimeResync } from '@seller-portal/realtime';
import { useSession } from '@seller-portal/session-guard';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateStoreNotifications, unreadCountQuery } from '../api/notifications';
import { countOwner, readCachedCount, writeCachedCount } from '../lib/notification-state';

/** The user and store whose notifications the page shows: a session the feature's declaration admits (STORE), else null (no bell, no list). */
export function useNotificationOwner(): { userId: string; storeCode: string } | null {
  const { data: session } = useSession();
  const mode = session?.mode;
  return session && holdsAccess(session, accessOf(notificationsFeature)) && mode?.code ? { userId: session.userId, storeCode: mode.code } : null;
}

/**
 * Keeps the store's notification queries current from the realtime socket: a new notification or a change of read
 * state in another tab refetches the count and the lists (`onCreated` hears each new one of this store), and so
 * does a `resync` (events were missed that the socket will not replay).
 */
export function useNotificationLiveUpdates(storeCode: string, onCreated?: (event: NotificationCreatedEvent) => void): void {
  const queryClient = useQueryClient();
  useRealtimeEvent<NotificationCreatedEvent>(notificationEventTypes.created, ({ payload }) => {
    if (payload.storeCode !== storeCode) return;
    invalidateStoreNotifications(queryClient, storeCode);
    onCreated?.(payload);
  });
  useRealtimeEvent<NotificationReadEvent>(notificationEventTypes.read, ({ payload }) => {
    if (payload.storeCode === storeCode) invalidateStoreNotifications(queryClient, storeCode);
  });
  useRealtimeResync(() => invalidateStoreNotifications(queryClient, storeCode));
}

/**
 * The unread count of the user in the store: the cached one at once (§3, local storage), then the server's, which
 * is cached in turn.
 */
export function useUnreadCount(owner: { userId: string; storeCode: string }): number | undefined {
  const client = useApiClient();
  const key = countOwner(owner.userId, owner.storeCode);
  const cached = readCachedCount(key);
  const query = useQuery({
    ...unreadCountQuery(client, owner.storeCode),
    // The cached count shows until the server answers; it is never taken as fresh.
    placeholderData: cached === undefined ? undefined : { unread: cached },
  });
  const unread = query.isPlaceholderData ? cached : query.data?.unread;
  useEffect(() => {
    if (!query.isPlaceholderData && query.data) writeCachedCount(key, query.data.unread);
  }, [key, query.data, query.isPlaceholderData]);
  return unread;
}
