import type { ApiClient } from '@seller-portal/api-client';
import { firstLoadCalls, type SingleSignOnAvailability } from '@seller-portal/contracts/accounts';
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from './query-keys';

// Apart from the other single sign-on calls: the sign-in page asks this as it opens, and loads them only for a provider.

/** POST single-sign-on/available: which social buttons to show (a null provider is hidden). */
export function fetchSingleSignOnAvailability(client: ApiClient): Promise<SingleSignOnAvailability> {
  return client.call(firstLoadCalls.singleSignOnAvailable, { body: {} });
}

export function singleSignOnAvailabilityQuery(client: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.named('single-sign-on'),
    queryFn: () => fetchSingleSignOnAvailability(client),
    // The server's configuration changes with a deployment, not while a page is open.
    staleTime: 10 * 60_000,
    retry: false,
  });
}
