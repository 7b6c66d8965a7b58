import { ApiError } from '@seller-portal/api-client';
import { errorEnvelope } from '@seller-portal/contracts/core';
import { describe, expect, it } from 'vitest';
import { otpOutcome, type OtpOutcome } from './otp-outcome';

function answer(httpStatus: number, errorCode: string, value: unknown = null): ApiError {
  const body = { ...errorEnvelope(String(httpStatus), errorCode, errorCode), value };
  return new ApiError({ httpStatus, errorCode, errorMessage: errorCode, body });
}

describe('otpOutcome (§4.11 and the one-time-code account codes)', () => {
  const rows: { name: string; error: unknown; expected: OtpOutcome }[] = [
    {
      name: 'a wrong code with tries left',
      error: answer(400, 'OTP_INVALID', { attemptsLeft: 3 }),
      expected: { kind: 'field', message: 'accounts:otp.invalidWithAttempts', count: 3 },
    },
    {
      name: 'a wrong code, last try',
      error: answer(400, 'OTP_INVALID', { attemptsLeft: 0 }),
      expected: { kind: 'field', message: 'accounts:otp.invalidWithAttempts', count: 0 },
    },
    { name: 'a wrong code without a count', error: answer(400, 'OTP_INVALID'), expected: { kind: 'field', message: 'errors:OTP_INVALID' } },
    { name: 'an expired code', error: answer(400, 'OTP_EXPIRED'), expected: { kind: 'field', message: 'errors:OTP_EXPIRED' } },
    { name: 'no code sent yet', error: answer(400, 'OTP_NOT_SENT'), expected: { kind: 'field', message: 'errors:OTP_NOT_SENT' } },
    { name: 'a blank code (PMA400003)', error: answer(400, 'PMA400003'), expected: { kind: 'field', message: 'errors:PMA400003' } },
    { name: 'five wrong tries: the max-limit modal', error: answer(429, 'OTP_MAX_ATTEMPTS'), expected: { kind: 'maxLimit' } },
    { name: 'the pending sign-in timed out: the session-expired modal', error: answer(410, 'OTP_SESSION_EXPIRED'), expected: { kind: 'sessionExpired' } },
    {
      name: 'a resend too soon: the countdown',
      error: answer(429, 'OTP_RESEND_COOLDOWN', { retryAfterSeconds: 42 }),
      expected: { kind: 'cooldown', retryAfterSeconds: 42 },
    },
    { name: 'a cooldown without seconds', error: answer(429, 'OTP_RESEND_COOLDOWN'), expected: { kind: 'cooldown', retryAfterSeconds: 0 } },
    {
      name: "the number had its hour's codes: a toast and the countdown",
      error: answer(429, 'OTP_DESTINATION_LIMIT', { retryAfterSeconds: 3600 }),
      expected: { kind: 'destinationLimit', retryAfterSeconds: 3600 },
    },
    { name: 'any other server code: a toast', error: answer(502, 'PE502001'), expected: { kind: 'toast' } },
    { name: 'not an answer at all: a toast', error: new TypeError('offline'), expected: { kind: 'toast' } },
  ];
  it.each(rows)('$name', ({ error, expected }) => {
    expect(otpOutcome(error)).toEqual(expected);
  });
});
