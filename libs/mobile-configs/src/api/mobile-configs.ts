import type { ApiClient } from '@seller-portal/api-client';
import {
  mobileConfigPaths,
  type AuditEntry,
  type MobileConfig,
  type MobileConfigCreateRequest,
  type MobileConfigUpdateRequest,
  type Page,
} from '@seller-portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** One key factory for the mobile config queries; invalidate through it, never with literals. */
export const mobileConfigKeys = {
  all: ['mobile-configs'] as const,
  lists: () => [...mobileConfigKeys.all, 'list'] as const,
  list: (keyword: string) => [...mobileConfigKeys.lists(), keyword] as const,
  detail: (key: string) => [...mobileConfigKeys.all, 'detail', key] as const,
  histories: () => [...mobileConfigKeys.all, 'history'] as const,
  history: (key: string, page: number) => [...mobileConfigKeys.histories(), key, page] as const,
};

export function mobileConfigListQuery(client: ApiClient, keyword: string) {
  return queryOptions({
    queryKey: mobileConfigKeys.list(keyword),
    queryFn: ({ signal }) => client.get<MobileConfig[]>(mobileConfigPaths.configs, { query: keyword ? { keyword } : {}, signal }),
    placeholderData: keepPreviousData,
  });
}

export function mobileConfigQuery(client: ApiClient, key: string) {
  return queryOptions({ queryKey: mobileConfigKeys.detail(key), queryFn: ({ signal }) => client.get<MobileConfig>(mobileConfigPaths.config(key), { signal }) });
}

export const historyPageSize = 5;

export function historyQuery(client: ApiClient, key: string, page: number) {
  return queryOptions({
    queryKey: mobileConfigKeys.history(key, page),
    queryFn: ({ signal }) =>
      client.get<Page<AuditEntry>>(mobileConfigPaths.history, { query: { identifier: key, page: String(page), size: String(historyPageSize) }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function createMobileConfig(client: ApiClient, request: MobileConfigCreateRequest): Promise<MobileConfig> {
  return client.post<MobileConfig>(mobileConfigPaths.configs, { body: request });
}

export function updateMobileConfig(client: ApiClient, key: string, request: MobileConfigUpdateRequest): Promise<MobileConfig> {
  return client.put<MobileConfig>(mobileConfigPaths.config(key), { body: request });
}

export function deleteMobileConfig(client: ApiClient, key: string): Promise<unknown> {
  return client.delete<unknown>(mobileConfigPaths.config(key));
}
