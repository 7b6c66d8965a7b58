import { useApiClient, type ApiClient } from '@seller-portal/api-client';
import { apiPaths, type AppConfig } from '@seller-portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const appConfigKeys = {
  all: ['app-config'] as const,
};

/** GET /backend/constant/filter: body.value is the config (§3, §7). */
export async function fetchAppConfig(client: ApiClient, signal?: AbortSignal): Promise<AppConfig> {
  return (await client.get<AppConfig | null>(apiPaths.config, { signal })) ?? {};
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
