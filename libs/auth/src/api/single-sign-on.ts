import type { ApiClient } from '@seller-portal/api-client';
import {
  accountPaths,
  ssoDomainPath,
  type CasSignInRequest,
  type SignInResult,
  type SingleSignOnAvailability,
  type SsoDomain,
  type TokenSignInRequest,
} from '@seller-portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from './query-keys';

/** POST single-sign-on/available: which social buttons to show (a null provider is hidden). */
export function fetchSingleSignOnAvailability(client: ApiClient): Promise<SingleSignOnAvailability> {
  return client.post<SingleSignOnAvailability>(accountPaths.singleSignOnAvailable, { body: {} });
}

export function singleSignOnAvailabilityQuery(client: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.ssoAvailability(),
    queryFn: () => fetchSingleSignOnAvailability(client),
    // The server's configuration changes with a deployment, not while a page is open.
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** GET sso-domain/{domain}: whether the email's domain signs in through CAS, and where. */
export function fetchSsoDomain(client: ApiClient, domain: string): Promise<SsoDomain> {
  return client.get<SsoDomain>(ssoDomainPath(domain));
}

/** POST sso/cas: the ticket the CAS server gave back, validated by the server, which signs in. */
export function signInWithCasTicket(client: ApiClient, request: CasSignInRequest): Promise<SignInResult> {
  return client.post<SignInResult>(accountPaths.casSignIn, { body: request });
}

/** POST sign-in with `{token, ssoType}`: a Google ID token or a Facebook access token (§4.1). */
export function signInWithToken(client: ApiClient, request: TokenSignInRequest): Promise<SignInResult> {
  return client.post<SignInResult>(accountPaths.signIn, { body: request });
}
