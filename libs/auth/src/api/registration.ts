import type { ApiClient } from '@seller-portal/api-client';
import {
  accountPaths,
  type NameAvailability,
  type OtpChallenge,
  type RegistrationOpened,
  type RegistrationRequest,
  type SendOtpRequest,
} from '@seller-portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { accountKeys } from './query-keys';

/** GET check-name-availability?name=: whether a store name is still free. */
export function checkNameAvailability(client: ApiClient, name: string, signal?: AbortSignal): Promise<NameAvailability> {
  return client.get<NameAvailability>(accountPaths.checkNameAvailability, { query: { name }, signal });
}

export function nameAvailabilityQuery(client: ApiClient, name: string) {
  return queryOptions({
    queryKey: accountKeys.nameAvailability(name),
    queryFn: ({ signal }) => checkNameAvailability(client, name, signal),
    staleTime: 30_000,
    retry: false,
  });
}

/** POST registration: checks the sign-up form and opens the registration; nothing is created yet. */
export function openRegistration(client: ApiClient, request: RegistrationRequest): Promise<RegistrationOpened> {
  return client.post<RegistrationOpened>(accountPaths.registration, { body: request });
}

export function sendRegistrationOtp(client: ApiClient, request: SendOtpRequest = {}): Promise<OtpChallenge> {
  return client.post<OtpChallenge>(accountPaths.registrationOtpSend, { body: request });
}

/** POST otp/resend: a new code on the channel of the last one. */
export function resendRegistrationOtp(client: ApiClient): Promise<OtpChallenge> {
  return client.post<OtpChallenge>(accountPaths.registrationOtpResend);
}

/** POST otp/verify: creates the user and the store in onboarding (or clears needVerification) and signs in. */
export function verifyRegistrationOtp(client: ApiClient, code: string): Promise<unknown> {
  return client.post<unknown>(accountPaths.registrationOtpVerify, { body: { code } });
}
