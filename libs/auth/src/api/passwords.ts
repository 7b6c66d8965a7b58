import type { ApiClient } from '@seller-portal/api-client';
import {
  passwordCalls,
  type ChangePasswordRequest,
  type EmailTokenInfo,
  type ForgotPasswordResult,
  type PasswordChanged,
  type PasswordWithTokenRequest,
} from '@seller-portal/contracts/accounts';
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from './query-keys';

/** PUT reset-password: mails a reset link; the answer is the same whether the email has an account. */
export function requestPasswordReset(client: ApiClient, email: string): Promise<ForgotPasswordResult> {
  return client.call(passwordCalls.forgot, { body: { email } });
}

/** POST filter-by-email-token: what a mailed link is for, before the form is filled in. */
export function fetchEmailToken(client: ApiClient, token: string): Promise<EmailTokenInfo> {
  return client.call(passwordCalls.emailToken, { body: { token } });
}

export function emailTokenQuery(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: accountKeys.one('email-token', token),
    queryFn: () => fetchEmailToken(client, token),
    // An expired or used link stays so: asking again would give the same answer.
    retry: false,
    staleTime: Infinity,
  });
}

/** PUT change-password with the mailed token: resets or creates the password. */
export function setPasswordWithLink(client: ApiClient, request: PasswordWithTokenRequest): Promise<PasswordChanged> {
  return client.call(passwordCalls.setWithLink, { body: request });
}

/** PUT gw user/password with the token of the PE401004 answer: the expired-password change. */
export function changeExpiredPassword(client: ApiClient, request: PasswordWithTokenRequest): Promise<PasswordChanged> {
  return client.call(passwordCalls.changeExpired, { body: request });
}

/** PUT gws user/password (session): every other session of the user is signed out by the server. */
export function changePassword(client: ApiClient, request: ChangePasswordRequest): Promise<PasswordChanged> {
  return client.call(passwordCalls.change, { body: request });
}
