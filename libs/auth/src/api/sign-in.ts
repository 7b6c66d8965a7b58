import type { ApiClient } from '@seller-portal/api-client';
import { firstLoadCalls, type SignInRequest, type SignInResult } from '@seller-portal/contracts/accounts';
import { trackSessionChange } from '@seller-portal/session-guard';

/** POST /backend/gw/partners-engine/authentication/sign-in (§7). */
export function signIn(client: ApiClient, request: SignInRequest): Promise<SignInResult> {
  // Sign-in rotates the session cookie: session reads still on their way must not be taken for a sign-out.
  return trackSessionChange(client, client.call(firstLoadCalls.signIn, { body: request }));
}

/** Field messages of the sign-in form, as the server's codes so both sides say the same (§8). */
export interface SignInFieldErrors {
  username?: 'PMA400001';
  password?: 'PMA400002';
}

/** The blank checks the server makes (PMA400001, PMA400002), done before calling it. */
export function validateSignIn(values: { username: string; password: string }): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  if (values.username.trim() === '') errors.username = 'PMA400001';
  if (values.password.trim() === '') errors.password = 'PMA400002';
  return errors;
}
