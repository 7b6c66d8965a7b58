import { isApiError } from '@seller-portal/api-client';
import type { FieldMessage } from './validation';

/** What an OTP page does with a failed send, resend or verify (§4.11). */
export type OtpOutcome =
  | { kind: 'field'; message: FieldMessage; count?: number }
  | { kind: 'maxLimit' }
  | { kind: 'sessionExpired' }
  | { kind: 'cooldown'; retryAfterSeconds: number }
  /** The number had its hour's or day's codes: say so, and count down to the next. */
  | { kind: 'destinationLimit'; retryAfterSeconds: number }
  | { kind: 'toast' };

function errorValue(error: unknown): Record<string, unknown> {
  if (!isApiError(error) || !error.body || typeof error.body !== 'object') return {};
  const value = (error.body as { value?: unknown }).value;
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function wholeNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * Maps the account codes of one-time codes onto the OTP form: a wrong or expired code under the field
 * (with the tries left), the §4.11 max-limit and session-expired modals, the resend cooldown as a countdown.
 */
export function otpOutcome(error: unknown): OtpOutcome {
  if (!isApiError(error)) return { kind: 'toast' };
  switch (error.errorCode) {
    case 'OTP_INVALID': {
      const attemptsLeft = wholeNumber(errorValue(error).attemptsLeft);
      return attemptsLeft === undefined
        ? { kind: 'field', message: 'errors:OTP_INVALID' }
        : { kind: 'field', message: 'accounts:otp.invalidWithAttempts', count: attemptsLeft };
    }
    case 'OTP_EXPIRED':
    case 'OTP_NOT_SENT':
    case 'PMA400003':
      return { kind: 'field', message: `errors:${error.errorCode}` };
    case 'OTP_MAX_ATTEMPTS':
      return { kind: 'maxLimit' };
    case 'OTP_SESSION_EXPIRED':
      return { kind: 'sessionExpired' };
    case 'OTP_RESEND_COOLDOWN':
      return { kind: 'cooldown', retryAfterSeconds: wholeNumber(errorValue(error).retryAfterSeconds) ?? 0 };
    case 'OTP_DESTINATION_LIMIT':
      return { kind: 'destinationLimit', retryAfterSeconds: wholeNumber(errorValue(error).retryAfterSeconds) ?? 0 };
    default:
      return { kind: 'toast' };
  }
}
