import { contactVerificationSendRequestSchema, contactVerificationVerifyRequestSchema } from './accounts';
import { accountPaths } from './account-paths';
import { defineCall } from '@seller-portal/contracts/core';
import { otpChallengeSchema } from './otp';
import { sessionSchema } from '@seller-portal/contracts/core';

/** §5 contact rules, shared by the forms and the server so both accept and store exactly the same values. */

const emailMaxLength = 320;

// One @, something before it, a dot in the domain, no spaces (§5).
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The §8 code of an email that cannot be used: blank (ERR_PMU400001) or not an email (ERR_PMU400002). */
export type EmailProblem = 'ERR_PMU400001' | 'ERR_PMU400002';

/** An email as it is stored and compared: trimmed and lower-case; or why it cannot be one. */
export function normalizeEmail(raw: string | null | undefined): { email: string } | { problem: EmailProblem } {
  const email = raw?.trim().toLowerCase() ?? '';
  if (!email) return { problem: 'ERR_PMU400001' };
  if (email.length > emailMaxLength || !emailPattern.test(email)) return { problem: 'ERR_PMU400002' };
  return { email };
}

/**
 * §5 a phone number has 7 to 14 digits. Spaces, dashes, dots and brackets are how people write numbers and are
 * dropped; one leading + (an international number) is kept. Null when it is not a phone number.
 */
export function normalizePhoneNumber(raw: string | null | undefined): string | null {
  const written = raw?.trim() ?? '';
  const plus = written.startsWith('+') ? '+' : '';
  const rest = written.slice(plus.length).replace(/[\s().-]/g, '');
  return /^\d{7,14}$/.test(rest) ? plus + rest : null;
}

// ── Calls ──

/** A new phone number or email, confirmed with a code (/verify-phone-number, /verify-email). */
export const contactVerificationCalls = {
  send: defineCall({
    method: 'POST',
    path: accountPaths.contactVerificationSend,
    summary: 'Sends a code to the new phone number (SMS) or email; a change of contact asks for the current password.',
    access: { modes: 'any' },
    body: contactVerificationSendRequestSchema,
    answer: otpChallengeSchema,
    errors: [
      'PMU502000',
      'PMA400006',
      'ERR_PMU400001',
      'ERR_PMU400002',
      'PHONE_NUMBER_INVALID',
      'ERR_PMU400006',
      'PE401007',
      'PE401005',
      'EMAIL_ALREADY_REGISTERED',
      'OTP_RESEND_COOLDOWN',
      'OTP_DESTINATION_LIMIT',
    ],
  }),
  verify: defineCall({
    method: 'POST',
    path: accountPaths.contactVerificationVerify,
    summary: 'Confirms the new contact with its code; the answer is the refreshed session.',
    access: { modes: 'any' },
    body: contactVerificationVerifyRequestSchema,
    answer: sessionSchema,
    errors: ['PMA400003', 'PMA400006', 'OTP_SESSION_EXPIRED', 'OTP_NOT_SENT', 'OTP_EXPIRED', 'OTP_INVALID', 'OTP_MAX_ATTEMPTS', 'EMAIL_ALREADY_REGISTERED'],
  }),
} as const;
