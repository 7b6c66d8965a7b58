import { queryKeysFactory, type ApiClient, useApiClient } from '@seller-portal/api-client';
import { storeStaffCalls, type StoreStaffMember } from '@seller-portal/contracts/store-staff';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The staff page's queries (the staff list, the history); invalidate through them. */
export const storeStaffKeys = queryKeysFactory('store-staff');

export function storeStaffQuery(client: ApiClient) {
  return queryOptions({ queryKey: storeStaffKeys.list({}), queryFn: ({ signal }) => client.call(storeStaffCalls.list, { signal }) });
}

export function staffHistoryQuery(client: ApiClient, page: number, size: number) {
  return queryOptions({
    queryKey: storeStaffKeys.one('history', { page, size }),
    queryFn: ({ signal }) => client.call(storeStaffCalls.history, { query: { page, size }, signal }),
  });
}

/** Sets a staff member's pickup points (null: all of them); the list and the history load again before the page reacts. */
export function useAssignStaff(reactions: { onSuccess?: (member: StoreStaffMember) => unknown; onError?: (error: Error) => unknown } = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, pickupPointCodes }: { userId: string; pickupPointCodes: string[] | null }) =>
      client.call(storeStaffCalls.assign, { params: { userId }, body: { pickupPointCodes } }),
    onSuccess: async (member) => {
      await queryClient.invalidateQueries({ queryKey: storeStaffKeys.all });
      await reactions.onSuccess?.(member);
    },
    onError: (error) => reactions.onError?.(error),
  });
}
