import { useApiClient, type ApiClient } from '@seller-portal/api-client';
import {
  contactVerificationCalls,
  type ContactVerificationSendRequest,
  type ContactVerificationVerifyRequest,
  type OtpChallenge,
} from '@seller-portal/contracts/accounts';
import { type Session } from '@seller-portal/contracts/core';
import { sessionKeys } from '@seller-portal/session-guard';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST contact-verification/send: a code to the new phone number (SMS) or email. */
export function sendContactVerification(client: ApiClient, request: ContactVerificationSendRequest): Promise<OtpChallenge> {
  return client.call(contactVerificationCalls.send, { body: request });
}

/** POST contact-verification/verify: the answer is the refreshed session. */
export function verifyContact(client: ApiClient, request: ContactVerificationVerifyRequest): Promise<Session> {
  return client.call(contactVerificationCalls.verify, { body: request });
}

/** Confirms the new contact; its answer is the session as it now is (the contact verified), kept as the session. */
export function useVerifyContact() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ContactVerificationVerifyRequest) => verifyContact(client, request),
    onSuccess: (session) => queryClient.setQueryData(sessionKeys.current(), session),
  });
}
