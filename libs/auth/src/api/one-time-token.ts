import { useApiClient, type ApiClient } from '@seller-portal/api-client';
import { authCalls, type OneTimeTokenOwner, type SignInResult } from '@seller-portal/contracts/accounts';
import { refreshSession, trackSessionChange } from '@seller-portal/session-guard';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './query-keys';

/** POST one-time-token/owner: whose account the `?authToken=` link signs in to; the token stays unused. */
export function fetchOneTimeTokenOwner(client: ApiClient, token: string, signal?: AbortSignal): Promise<OneTimeTokenOwner> {
  return client.call(authCalls.oneTimeTokenOwner, { body: { token }, signal });
}

export function oneTimeTokenOwnerQuery(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: accountKeys.one('one-time-token-owner', token),
    queryFn: ({ signal }) => fetchOneTimeTokenOwner(client, token, signal),
    // A token is alive for minutes: no background refetch, and a refused one is final.
    staleTime: Infinity,
    retry: false,
  });
}

/** POST sign-in with `{token}` (§4.1 One-Time): uses the token. */
export function signInWithOneTimeToken(client: ApiClient, token: string): Promise<SignInResult> {
  return trackSessionChange(client, client.call(authCalls.signIn, { body: { token } }));
}

/** Signs in with a one-time token; with a session at once (no multi-factor step), the session is read again. */
export function useOneTimeTokenSignIn() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => signInWithOneTimeToken(client, token),
    onSuccess: async (result) => {
      if (result.next !== 'MULTI_FACTOR') await refreshSession(queryClient);
    },
  });
}
