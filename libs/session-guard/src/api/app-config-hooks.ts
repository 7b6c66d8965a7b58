import { useApiClient } from '@seller-portal/api-client';
import { useQuery } from '@tanstack/react-query';
import { configQueryOptions } from './app-config';

/** §3 the application config, read once per deployment through the query cache. */
export function useAppConfig() {
  return useQuery(configQueryOptions(useApiClient()));
}
