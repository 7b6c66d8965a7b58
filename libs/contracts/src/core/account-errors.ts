import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { errorCatalogue } from './error-codes';

/**
 * Codes of the account flows that §8 does not name (one-time codes, registration, single sign-on). Same envelope,
 * same rules as `errorCatalogue`: the UI shows its translated `errors.<code>` text, this message is the fallback.
 * None of them answers 401, so a client never mistakes them for a lost session.
 */
export const accountErrorCatalogue = {
  /** A wrong code; the answer's value is `OtpErrorValue` with `attemptsLeft`. */
  OTP_INVALID: { http: 400, message: 'The verification code is not correct.' },
  /** The code is older than its 5 minutes: ask for a new one. */
  OTP_EXPIRED: { http: 400, message: 'The verification code has expired. Request a new one.' },
  /** §4.11 max-limit modal: 5 wrong tries of one code, or too many codes for one sign-in. */
  OTP_MAX_ATTEMPTS: { http: 429, message: 'Too many attempts. Request a new code later.' },
  /** A new code too soon; the value's `retryAfterSeconds` says how long to wait. */
  OTP_RESEND_COOLDOWN: { http: 429, message: 'Please wait before requesting a new code.' },
  /**
   * Too many SMS codes to one number in the last hour or day, whoever asked; the value's `retryAfterSeconds` says
   * when the next may go. Another channel (email) still works.
   */
  OTP_DESTINATION_LIMIT: { http: 429, message: 'Too many codes were sent to this number. Try again later or choose another way.' },
  /** §4.11 session-expired modal: the pending sign-in (or registration) timed out or was never started. */
  OTP_SESSION_EXPIRED: { http: 410, message: 'The verification has expired. Please start again.' },
  /** No code was sent yet for this step: call send first. */
  OTP_NOT_SENT: { http: 400, message: 'Request a verification code first.' },
  /**
   * Social sign-in proved an email whose account has not proved it yet: sign in with the password and verify the
   * email first; the social account can be used after that.
   */
  SOCIAL_EMAIL_NOT_VERIFIED: { http: 409, message: 'Sign in with your password and verify your email first, then use this sign-in method.' },
  /** Social sign-in or CAS proved an email that no account uses. */
  ACCOUNT_NOT_REGISTERED: { http: 404, message: 'No account is registered with this email.' },
  EMAIL_ALREADY_REGISTERED: { http: 409, message: 'This email is already registered.' },
  STORE_NAME_TAKEN: { http: 409, message: 'This store name is already taken.' },
  STORE_NAME_INVALID: { http: 400, message: 'The store name must have 3 to 50 characters.' },
  FULL_NAME_INVALID: { http: 400, message: 'The name must not be blank.' },
  /** §5 a phone number has 7 to 14 digits. */
  PHONE_NUMBER_INVALID: { http: 400, message: 'The phone number must have 7 to 14 digits.' },
  /** The single sign-on way asked for is not configured on this server. */
  SSO_NOT_CONFIGURED: { http: 404, message: 'This sign-in method is not available.' },
  /** The CAS ticket or the social token was refused by its issuer. */
  SSO_TOKEN_INVALID: { http: 400, message: 'The sign-in could not be confirmed. Please try again.' },
  /** The mailed link (reset/create password) is not known at all, or was already used. */
  LINK_INVALID: { http: 400, message: 'This link is not valid or has already been used.' },
} as const satisfies Record<string, { http: number; message: string }>;

export type AccountErrorCode = keyof typeof accountErrorCatalogue;

export const accountErrorCodes = Object.keys(accountErrorCatalogue) as AccountErrorCode[];

/** Every code the server may answer: §8 plus the account codes. */
export const serverErrorCatalogue = { ...errorCatalogue, ...accountErrorCatalogue };
export type ServerErrorCode = keyof typeof serverErrorCatalogue;

export function isServerErrorCode(code: unknown): code is ServerErrorCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(serverErrorCatalogue, code);
}

/*
 * Error answers that carry a value (the envelope's `value` is null on every other error answer).
 */

/** Value of OTP_INVALID, OTP_RESEND_COOLDOWN and OTP_MAX_ATTEMPTS answers. */
export const otpErrorValueSchema = lazySchema(() =>
  z.object({
    /** Wrong tries this code still allows (OTP_INVALID). */
    attemptsLeft: z.number().int().min(0).optional(),
    /** Seconds until a new code may be requested (OTP_RESEND_COOLDOWN). */
    retryAfterSeconds: z.number().int().min(0).optional(),
  }),
);
export type OtpErrorValue = z.infer<typeof otpErrorValueSchema>;

/**
 * Value of the PE401004 answer (expired password): a single-use token for the expired-password change
 * (`accountPaths.expiredPassword`), valid `expiresInSeconds`. Keep it in memory or sessionStorage while
 * /expired-password is open, never in the URL; a new sign-in gives a new one.
 */
export const expiredPasswordErrorValueSchema = lazySchema(() =>
  z.object({
    changeToken: z.string(),
    expiresInSeconds: z.number().int().positive(),
    username: z.string(),
  }),
);
export type ExpiredPasswordErrorValue = z.infer<typeof expiredPasswordErrorValueSchema>;

/** Value of the PE401005 answer (temporary lock): seconds until sign-in is possible again. */
export const lockedErrorValueSchema = lazySchema(() =>
  z.object({
    retryAfterSeconds: z.number().int().min(0),
  }),
);
export type LockedErrorValue = z.infer<typeof lockedErrorValueSchema>;
