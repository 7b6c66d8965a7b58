import type { ApiClient } from '@seller-portal/api-client';
import { authCalls, type MultiFactorVerifyRequest, type OtpChallenge, type SendOtpRequest, type SignInResult } from '@seller-portal/contracts/accounts';

// §7: the multi-factor calls go without the standard query.

/** POST multi-factor/send-otp: a code for the pending sign-in (first send and resends alike). */
export function sendMultiFactorOtp(client: ApiClient, request: SendOtpRequest = {}): Promise<OtpChallenge> {
  return client.call(authCalls.multiFactorSendOtp, { body: request, standardQuery: false });
}

/** POST multi-factor/verify: finishes the pending sign-in; the session cookie is set by the answer. */
export function verifyMultiFactorOtp(client: ApiClient, request: MultiFactorVerifyRequest): Promise<SignInResult> {
  return client.call(authCalls.multiFactorVerify, { body: request, standardQuery: false });
}
