import { queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import { firstLoadCalls } from '@seller-portal/contracts/accounts';
import { type AppConfig } from '@seller-portal/contracts/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const appConfigKeys = queryKeysFactory('app-config');

/** GET /backend/constant/filter: body.value is the config (§3, §7). */
export function fetchAppConfig(client: ApiClient, signal?: AbortSignal): Promise<AppConfig> {
  return client.call(firstLoadCalls.config, { signal });
}

export function configQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: appConfigKeys.all,
    queryFn: ({ signal }) => fetchAppConfig(client, signal),
    // The config changes with deployments, not while a page is open.
    staleTime: 10 * 60_000,
  });
}

export function useAppConfig() {
  return useQuery(configQueryOptions(useApiClient()));
}
