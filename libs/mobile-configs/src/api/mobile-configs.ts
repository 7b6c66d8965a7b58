import { queryKeysFactory, useApiClient, type ApiClient } from '@seller-portal/api-client';
import { mobileConfigCalls, type MobileConfig, type MobileConfigCreateRequest, type MobileConfigUpdateRequest } from '@seller-portal/contracts/mobile-configs';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** The mobile config queries' keys (lists by keyword, details, `history`); invalidate through them, never with literals. */
export const mobileConfigKeys = queryKeysFactory('mobile-configs');

export function mobileConfigListQuery(client: ApiClient, keyword: string) {
  return queryOptions({
    queryKey: mobileConfigKeys.list(keyword),
    queryFn: ({ signal }) => client.call(mobileConfigCalls.list, { query: keyword ? { keyword } : {}, signal }),
    placeholderData: keepPreviousData,
  });
}

export function mobileConfigQuery(client: ApiClient, key: string) {
  return queryOptions({ queryKey: mobileConfigKeys.detail(key), queryFn: ({ signal }) => client.call(mobileConfigCalls.detail, { params: { key }, signal }) });
}

export const historyPageSize = 5;

export function historyQuery(client: ApiClient, key: string, page: number) {
  return queryOptions({
    queryKey: mobileConfigKeys.one('history', { key, page }),
    queryFn: ({ signal }) => client.call(mobileConfigCalls.history, { query: { identifier: key, page, size: historyPageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** What a page does once a change is saved (a toast, a navigation); the cache is the api module's. */
interface Reactions<TData> {
  onSuccess?: (data: TData) => unknown;
  onError?: (error: Error) => unknown;
}

/** A new config (no `key` of a saved one) or a change of one from its version: every config query loads again before the page reacts. */
export type MobileConfigSave = { create: MobileConfigCreateRequest } | { key: string; update: MobileConfigUpdateRequest };

export function useSaveMobileConfig(reactions: Reactions<MobileConfig> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: MobileConfigSave) =>
      'create' in save
        ? client.call(mobileConfigCalls.create, { body: save.create })
        : client.call(mobileConfigCalls.update, { params: { key: save.key }, body: save.update }),
    onSuccess: async (config) => {
      await queryClient.invalidateQueries({ queryKey: mobileConfigKeys.all });
      await reactions.onSuccess?.(config);
    },
    onError: reactions.onError,
  });
}

/** A deleted config: the page reacts first (it may leave the config's page), then every config query loads again. */
export function useDeleteMobileConfig(key: string, reactions: Reactions<null> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.call(mobileConfigCalls.remove, { params: { key } }),
    onSuccess: async (answer) => {
      await reactions.onSuccess?.(answer);
      await queryClient.invalidateQueries({ queryKey: mobileConfigKeys.all });
    },
    onError: reactions.onError,
  });
}
