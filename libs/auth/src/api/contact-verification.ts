import type { ApiClient } from '@seller-portal/api-client';
import {
  accountPaths,
  type ContactVerificationSendRequest,
  type ContactVerificationVerifyRequest,
  type OtpChallenge,
  type Session,
} from '@seller-portal/contracts';

/** POST contact-verification/send: a code to the new phone number (SMS) or email. */
export function sendContactVerification(client: ApiClient, request: ContactVerificationSendRequest): Promise<OtpChallenge> {
  return client.post<OtpChallenge>(accountPaths.contactVerificationSend, { body: request });
}

/** POST contact-verification/verify: the answer is the refreshed session. */
export function verifyContact(client: ApiClient, request: ContactVerificationVerifyRequest): Promise<Session> {
  return client.post<Session>(accountPaths.contactVerificationVerify, { body: request });
}
