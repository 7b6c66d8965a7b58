import { queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import { announcementCalls, type AnnouncementAction } from '@seller-portal/contracts/announcements';
import { notificationCalls, notificationPreferencesQueryKey } from '@seller-portal/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Query keys of the seller's announcements, per store (a switch of store is another list). */
export const sellerAnnouncementKeys = queryKeysFactory('announcements', 'seller');

/** §7 filter/running answers `success` and `content`, not a value. */
export function runningAnnouncementsQuery(client: ApiClient, storeCode: string) {
  return {
    queryKey: sellerAnnouncementKeys.one('running', storeCode),
    queryFn: () => client.call(announcementCalls.running),
    staleTime: 60_000,
  };
}

export function announcementByCodeQuery(client: ApiClient, storeCode: string, code: string) {
  return {
    queryKey: sellerAnnouncementKeys.detail(code, storeCode),
    queryFn: () => client.call(announcementCalls.byCode, { query: { code } }),
    staleTime: 60_000,
  };
}

/** The user's notification preferences, the entry the settings page saves through: the WhatsApp reminder reads it. */
export function notificationPreferencesQuery(client: ApiClient) {
  return {
    queryKey: notificationPreferencesQueryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => client.call(notificationCalls.preferences, { signal }),
    staleTime: 60_000,
  };
}

const actionCalls = {
  READ: announcementCalls.read,
  ACKNOWLEDGE: announcementCalls.acknowledge,
  IGNORE: announcementCalls.ignore,
  STOP: announcementCalls.stop,
} as const satisfies Record<AnnouncementAction, unknown>;

/** §4.4 the seller's action on an announcement: the seller's announcement queries load again once it is recorded. */
export function useAnnouncementAction(code: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AnnouncementAction) => client.call(actionCalls[action], { query: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerAnnouncementKeys.all }),
  });
}

/** §4.2 step 4: the owner approves the agreement (what follows, a new session read, is the modal's). */
export function useApproveAgreement() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => client.call(announcementCalls.approveAgreement) });
}
