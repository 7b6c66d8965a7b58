import { useApiClient, type ApiClient } from '@seller-portal/api-client';
import {
  sessionCalls,
  type Page,
  type SwitchSessionRequest,
  type UserStore,
  type UserStoreQuery,
  type UserVendor,
  type UserVendorQuery,
} from '@seller-portal/contracts/accounts';
import { type Session } from '@seller-portal/contracts/core';
import { sessionKeys, trackSessionChange } from '@seller-portal/session-guard';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './query-keys';

/** GET filter/user-store (keyword, page, size): the stores the user can switch to. */
export function fetchUserStores(client: ApiClient, query: UserStoreQuery, signal?: AbortSignal): Promise<Page<UserStore>> {
  return client.call(sessionCalls.userStores, { query, signal });
}

export function userStoresQuery(client: ApiClient, query: UserStoreQuery) {
  return queryOptions({
    queryKey: accountKeys.one('user-stores', query),
    queryFn: ({ signal }) => fetchUserStores(client, query, signal),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

/** GET filter/user-vendor (page, size): the vendors the user can switch to. */
export function fetchUserVendors(client: ApiClient, query: UserVendorQuery, signal?: AbortSignal): Promise<Page<UserVendor>> {
  return client.call(sessionCalls.userVendors, { query, signal });
}

export function userVendorsQuery(client: ApiClient, query: UserVendorQuery) {
  return queryOptions({
    queryKey: accountKeys.one('user-vendors', query),
    queryFn: ({ signal }) => fetchUserVendors(client, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST session/switch: the session in the chosen mode (and store or vendor); the cookie is rotated. */
export function switchSession(client: ApiClient, request: SwitchSessionRequest): Promise<Session> {
  return client.call(sessionCalls.switch, { body: request });
}

/** GET session/reset: the session without a chosen mode, so the user chooses again. */
export function resetSession(client: ApiClient): Promise<Session> {
  return client.call(sessionCalls.reset);
}

/**
 * Switches the session (the cookie is rotated). When the page stays (`keepPage`, §3
 * seller-no-reload-after-session-switch), every other mode's data leaves the cache and the new session stays;
 * otherwise the page's reload drops it all.
 */
export function useSwitchSession(keepPage: () => boolean) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    // A session read still on its way carries the cookie the switch rotates: its 401 would look like a sign-out.
    onMutate: () => queryClient.cancelQueries({ queryKey: sessionKeys.all }),
    mutationFn: (request: SwitchSessionRequest) => trackSessionChange(client, switchSession(client, request)),
    onSuccess: (session) => {
      if (!keepPage()) return;
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
      queryClient.setQueryData(sessionKeys.current(), session);
    },
  });
}

/** Forgets the chosen mode (GET session/reset); the answer, a session without a mode, is kept as the session. */
export function useResetSession() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetSession(client),
    onSuccess: (session) => queryClient.setQueryData(sessionKeys.current(), session),
  });
}
