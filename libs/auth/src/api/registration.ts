import { useApiClient, type ApiClient } from '@seller-portal/api-client';
import {
  registrationCalls,
  type NameAvailability,
  type OtpChallenge,
  type RegistrationOpened,
  type RegistrationRequest,
  type SendOtpRequest,
  type SignInResult,
  type SocialRegistration,
} from '@seller-portal/contracts/accounts';
import { refreshSession } from '@seller-portal/session-guard';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './query-keys';

/** GET check-name-availability?name=: whether a store name is still free. */
export function checkNameAvailability(client: ApiClient, name: string, signal?: AbortSignal): Promise<NameAvailability> {
  return client.call(registrationCalls.nameAvailability, { query: { name }, signal });
}

export function nameAvailabilityQuery(client: ApiClient, name: string) {
  return queryOptions({
    queryKey: accountKeys.one('name-availability', name),
    queryFn: ({ signal }) => checkNameAvailability(client, name, signal),
    staleTime: 30_000,
    retry: false,
  });
}

/** GET registration/social: the social account a sign-in found no seller for (§3 seller social token), to prefill the form. */
export function socialRegistrationQuery(client: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.named('registration-social'),
    queryFn: ({ signal }): Promise<SocialRegistration> => client.call(registrationCalls.social, { signal }),
    staleTime: 0,
    retry: false,
  });
}

/** POST registration: checks the sign-up form and opens the registration; nothing is created yet. */
export function openRegistration(client: ApiClient, request: RegistrationRequest): Promise<RegistrationOpened> {
  return client.call(registrationCalls.open, { body: request });
}

export function sendRegistrationOtp(client: ApiClient, request: SendOtpRequest = {}): Promise<OtpChallenge> {
  return client.call(registrationCalls.sendCode, { body: request });
}

/** POST otp/resend: a new code on the channel of the last one. */
export function resendRegistrationOtp(client: ApiClient): Promise<OtpChallenge> {
  return client.call(registrationCalls.resendCode);
}

/** POST otp/verify: creates the user and the store in onboarding (or clears needVerification) and signs in. */
export function verifyRegistrationOtp(client: ApiClient, code: string): Promise<SignInResult> {
  return client.call(registrationCalls.verifyCode, { body: { code } });
}

/** Checks the registration code; the server signs in, so the session is read again before the page moves on. */
export function useVerifyRegistrationCode() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => verifyRegistrationOtp(client, code),
    onSuccess: () => refreshSession(queryClient),
  });
}
