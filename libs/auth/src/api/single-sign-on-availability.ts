import type { ApiClient } from '@seller-portal/api-client';
import { firstLoadCalls, type SingleSignOnAvailability } from '@seller-portal/contracts/accounts';
import { useEffect, useState } from 'react';

// Apart from the other single sign-on calls: the sign-in page asks this as it opens, and loads them only for a provider.

/** POST single-sign-on/available: which social buttons to show (a null provider is hidden). */
export function fetchSingleSignOnAvailability(client: ApiClient): Promise<SingleSignOnAvailability> {
  return client.call(firstLoadCalls.singleSignOnAvailable, { body: {} });
}

/**
 * Which social buttons the sign-in page shows, asked as the page opens (without the query cache, which the page
 * draws without); none while the answer is on its way or when it fails.
 */
export function useSingleSignOnAvailability(client: ApiClient): SingleSignOnAvailability | null {
  const [providers, setProviders] = useState<SingleSignOnAvailability | null>(null);
  useEffect(() => {
    let current = true;
    fetchSingleSignOnAvailability(client).then(
      (answer) => current && setProviders(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [client]);
  return providers;
}
