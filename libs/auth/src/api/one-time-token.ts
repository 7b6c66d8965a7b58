import type { ApiClient } from '@seller-portal/api-client';
import { accountPaths, apiPaths, type OneTimeTokenOwner, type SignInResult } from '@seller-portal/contracts';
import { trackSessionChange } from '@seller-portal/session-guard';
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from './query-keys';

/** POST one-time-token/owner: whose account the `?authToken=` link signs in to; the token stays unused. */
export function fetchOneTimeTokenOwner(client: ApiClient, token: string, signal?: AbortSignal): Promise<OneTimeTokenOwner> {
  return client.post<OneTimeTokenOwner>(accountPaths.oneTimeTokenOwner, { body: { token }, signal });
}

export function oneTimeTokenOwnerQuery(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: accountKeys.oneTimeTokenOwner(token),
    queryFn: ({ signal }) => fetchOneTimeTokenOwner(client, token, signal),
    // A token is alive for minutes: no background refetch, and a refused one is final.
    staleTime: Infinity,
    retry: false,
  });
}

/** POST sign-in with `{token}` (§4.1 One-Time): uses the token. */
export function signInWithOneTimeToken(client: ApiClient, token: string): Promise<SignInResult> {
  return trackSessionChange(client, client.post<SignInResult>(apiPaths.signIn, { body: { token } }));
}
