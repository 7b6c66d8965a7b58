import type { ApiClient } from '@seller-portal/api-client';
import {
  accountPaths,
  type Page,
  type Session,
  type SwitchSessionRequest,
  type UserStore,
  type UserStoreQuery,
  type UserVendor,
  type UserVendorQuery,
} from '@seller-portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { accountKeys } from './query-keys';

/** GET filter/user-store (keyword, page, size): the stores the user can switch to. */
export function fetchUserStores(client: ApiClient, query: UserStoreQuery, signal?: AbortSignal): Promise<Page<UserStore>> {
  return client.get<Page<UserStore>>(accountPaths.userStores, { query: { ...query }, signal });
}

export function userStoresQuery(client: ApiClient, query: UserStoreQuery) {
  return queryOptions({
    queryKey: accountKeys.userStores(query),
    queryFn: ({ signal }) => fetchUserStores(client, query, signal),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

/** GET filter/user-vendor (page, size): the vendors the user can switch to. */
export function fetchUserVendors(client: ApiClient, query: UserVendorQuery, signal?: AbortSignal): Promise<Page<UserVendor>> {
  return client.get<Page<UserVendor>>(accountPaths.userVendors, { query: { ...query }, signal });
}

export function userVendorsQuery(client: ApiClient, query: UserVendorQuery) {
  return queryOptions({
    queryKey: accountKeys.userVendors(query),
    queryFn: ({ signal }) => fetchUserVendors(client, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST session/switch: the session in the chosen mode (and store or vendor); the cookie is rotated. */
export function switchSession(client: ApiClient, request: SwitchSessionRequest): Promise<Session> {
  return client.post<Session>(accountPaths.switchSession, { body: request });
}

/** GET session/reset: the session without a chosen mode, so the user chooses again. */
export function resetSession(client: ApiClient): Promise<Session> {
  return client.get<Session>(accountPaths.resetSession);
}
