import type { ApiClient } from '@seller-portal/api-client';
import { authCalls, type CasSignInRequest, type SignInResult, type SsoDomain, type TokenSignInRequest } from '@seller-portal/contracts/accounts';

// Which providers there are (the sign-in page's first question) is in single-sign-on-availability.ts, with the page.

/** GET sso-domain/{domain}: whether the email's domain signs in through CAS, and where. */
export function fetchSsoDomain(client: ApiClient, domain: string): Promise<SsoDomain> {
  return client.call(authCalls.ssoDomain, { params: { domain } });
}

/** POST sso/cas: the ticket the CAS server gave back, validated by the server, which signs in. */
export function signInWithCasTicket(client: ApiClient, request: CasSignInRequest): Promise<SignInResult> {
  return client.call(authCalls.casSignIn, { body: request });
}

/** POST sign-in with `{token, ssoType}`: a Google ID token or a Facebook access token (§4.1). */
export function signInWithToken(client: ApiClient, request: TokenSignInRequest): Promise<SignInResult> {
  return client.call(authCalls.signIn, { body: request });
}
