import { queryKeysFactory, type ApiClient } from '@seller-portal/api-client';
import { firstLoadCalls } from '@seller-portal/contracts/accounts';
import { type AppConfig } from '@seller-portal/contracts/core';
import { useCallback, useSyncExternalStore } from 'react';

export const appConfigKeys = queryKeysFactory('app-config');

// The latest config read through each API client (one per page load), for what draws before the query cache is there.
const answers = new WeakMap<ApiClient, AppConfig>();
const listeners = new WeakMap<ApiClient, Set<() => void>>();

/** GET /backend/constant/filter: body.value is the config (§3, §7). */
export async function fetchAppConfig(client: ApiClient, signal?: AbortSignal): Promise<AppConfig> {
  const config = await client.call(firstLoadCalls.config, { signal });
  answers.set(client, config);
  for (const listener of listeners.get(client) ?? []) listener();
  return config;
}

/**
 * The config as last read through `client` (startup reads it first), without the query cache: for what a first page
 * draws before the cache is there (the download-app banner on a phone's /sign-in). Null until the answer comes.
 */
export function useLoadedAppConfig(client: ApiClient): AppConfig | null {
  const subscribe = useCallback(
    (listener: () => void) => {
      const set = listeners.get(client) ?? new Set();
      listeners.set(client, set);
      set.add(listener);
      return () => void set.delete(listener);
    },
    [client],
  );
  return useSyncExternalStore(subscribe, () => answers.get(client) ?? null);
}

/** The config's query (a plain object: this module comes with the first load, which TanStack Query does not). */
export function configQueryOptions(client: ApiClient) {
  return {
    queryKey: appConfigKeys.all,
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchAppConfig(client, signal),
    // The config changes with deployments, not while a page is open.
    staleTime: 10 * 60_000,
  };
}
