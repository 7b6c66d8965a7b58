import { z } from 'zod';
import { lazySchema } from '@seller-portal/contracts/core';

/** One-time codes (multi-factor, registration, contact verification): what both sides agree on. */
export const otpPolicy = {
  codeLength: 6,
  /** A code works for 5 minutes. */
  codeLifetimeSeconds: 5 * 60,
  /** Wrong tries allowed per code; then the §4.11 max-limit modal. */
  maxAttemptsPerCode: 5,
  /** A new code no sooner than this after the previous one. */
  resendCooldownSeconds: 60,
  /** Codes per pending step (the first one and the resends); then the max-limit modal. */
  maxCodesPerChallenge: 5,
  /** A pending sign-in (password right, code not entered yet) lasts this long: then the session-expired modal. */
  pendingSignInSeconds: 15 * 60,
  /** An open registration waits this long for its code. */
  pendingRegistrationSeconds: 30 * 60,
  /** SMS codes to one number, whatever step asked: at most this many per hour and per day (OTP_DESTINATION_LIMIT). */
  smsPerNumberPerHour: 5,
  smsPerNumberPerDay: 10,
} as const;

export const otpChannels = ['EMAIL', 'SMS'] as const;
export type OtpChannel = (typeof otpChannels)[number];

/** POST multi-factor/send-otp and registration otp/send: where to send the code (default EMAIL). */
export const sendOtpRequestSchema = lazySchema(() =>
  z.object({
    channel: z.enum(otpChannels).optional(),
  }),
);
export type SendOtpRequest = z.infer<typeof sendOtpRequestSchema>;

/** The answer to every send/resend: where the code went and the timings the OTP form shows. */
export const otpChallengeSchema = lazySchema(() =>
  z.object({
    channel: z.enum(otpChannels),
    /** Masked, for example `m***@demo.test` or `*********7890`. */
    destination: z.string(),
    /** Every channel this step can use, masked, for a channel switch in the form. */
    channels: z.array(z.object({ channel: z.enum(otpChannels), destination: z.string() })),
    codeLength: z.number().int(),
    expiresInSeconds: z.number().int(),
    resendAfterSeconds: z.number().int(),
    attemptsLeft: z.number().int(),
  }),
);
export type OtpChallenge = z.infer<typeof otpChallengeSchema>;

/** POST multi-factor/verify (no standard query). */
export const multiFactorVerifyRequestSchema = lazySchema(() =>
  z.object({
    code: z.string().max(16),
    /** "Trust this device": sets the device-verification token cookie (86 400 s) so this step is skipped here. */
    trustDevice: z.boolean().optional(),
  }),
);
export type MultiFactorVerifyRequest = z.infer<typeof multiFactorVerifyRequestSchema>;

/** POST registration otp/verify. */
export const verifyOtpRequestSchema = lazySchema(() =>
  z.object({
    code: z.string().max(16),
  }),
);
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

/** What a step with a one-time code (send, resend, verify) is refused for, whichever flow it serves. */
export const otpRefusals = [
  'OTP_SESSION_EXPIRED',
  'OTP_NOT_SENT',
  'OTP_EXPIRED',
  'OTP_INVALID',
  'OTP_MAX_ATTEMPTS',
  'OTP_RESEND_COOLDOWN',
  'OTP_DESTINATION_LIMIT',
] as const;
