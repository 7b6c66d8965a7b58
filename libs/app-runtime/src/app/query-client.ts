import { shouldRetryQuery } from '@seller-portal/api-client';
import { QueryClient } from '@tanstack/react-query';

/** The server-state cache of a page load; a chunk of its own, which a page drawn without it loads after its first paint. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: shouldRetryQuery } } });
}
