import type { ApiClient } from '@seller-portal/api-client';
import {
  announcementPaths,
  notificationPaths,
  notificationPreferencesQueryKey,
  type NotificationPreferences,
  type RunningAnnouncementsAnswer,
  type SellerAnnouncement,
} from '@seller-portal/contracts';

/** Query keys of the seller's announcements, per store (a switch of store is another list). */
export const sellerAnnouncementKeys = {
  all: ['announcements', 'seller'] as const,
  running: (storeCode: string) => [...sellerAnnouncementKeys.all, 'running', storeCode] as const,
  byCode: (storeCode: string, code: string) => [...sellerAnnouncementKeys.all, 'code', storeCode, code] as const,
};

/** §7 filter/running answers `success` and `content`, not a value. */
export function runningAnnouncementsQuery(client: ApiClient, storeCode: string) {
  return {
    queryKey: sellerAnnouncementKeys.running(storeCode),
    queryFn: async () => (await client.requestBody<RunningAnnouncementsAnswer>('GET', announcementPaths.running)).content,
    staleTime: 60_000,
  };
}

export function announcementByCodeQuery(client: ApiClient, storeCode: string, code: string) {
  return {
    queryKey: sellerAnnouncementKeys.byCode(storeCode, code),
    queryFn: () => client.get<SellerAnnouncement>(announcementPaths.byCode, { query: { code } }),
    staleTime: 60_000,
  };
}

/** The user's notification preferences, the entry the settings page saves through: the WhatsApp reminder reads it. */
export function notificationPreferencesQuery(client: ApiClient) {
  return {
    queryKey: notificationPreferencesQueryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => client.get<NotificationPreferences>(notificationPaths.preferences, { signal }),
    staleTime: 60_000,
  };
}
