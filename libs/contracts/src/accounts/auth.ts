import { z } from 'zod';
import {
  casSignInRequestSchema,
  oneTimeTokenOwnerRequestSchema,
  oneTimeTokenOwnerSchema,
  oneTimeTokenSchema,
  signInResultSchema,
  singleSignOnAvailabilitySchema,
  singleSignOnAvailableRequestSchema,
  ssoDomainSchema,
  tokenSignInRequestSchema,
} from './accounts';
import { accountPaths } from './account-paths';
import { lazySchema, apiPaths } from '@seller-portal/contracts/core';
import { defineCall, type CallAccess } from '@seller-portal/contracts/core';
import { multiFactorVerifyRequestSchema, otpChallengeSchema, otpRefusals, sendOtpRequestSchema } from './otp';
import { sessionModes } from '@seller-portal/contracts/core';

/** POST /backend/gw/partners-engine/authentication/sign-in */
const signInRequestSchema = lazySchema(() =>
  z.object({
    username: z.string().max(320),
    password: z.string().max(1024),
  }),
);
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** POST /backend/main/session/switch */
export const switchSessionRequestSchema = lazySchema(() =>
  z.object({
    type: z.enum(sessionModes),
    code: z.string().max(64).nullable().optional(),
  }),
);
export type SwitchSessionRequest = z.infer<typeof switchSessionRequestSchema>;

// ── Calls ──

/** Sign-in and the steps before a session exists: the request proves itself (credentials, a code, a ticket, a token). */
const publicCall = { public: true } as const satisfies CallAccess;
/** Calls of any signed-in session, whatever its mode. */
const signedInCall = { modes: 'any' } as const satisfies CallAccess;

/** Why a sign-in is refused, whichever way it signs in. */
const signInRefusals = [
  'PMA400001',
  'PMA400002',
  'PMA400003',
  'PE401004',
  'PE401005',
  'PE401007',
  'PE401008',
  'PE401011',
  'PE401013',
  'PE401015',
  'PE500006',
] as const;
const socialSignInRefusals = [
  'SSO_NOT_CONFIGURED',
  'SSO_TOKEN_INVALID',
  'PE401019',
  'SOCIAL_EMAIL_NOT_VERIFIED',
  'ACCOUNT_NOT_REGISTERED',
  'PE502001',
] as const;
const multiFactorRefusals = otpRefusals;

/** The sign-in body: credentials, or a token (one-time, Google, Facebook). */
const signInBodySchema = lazySchema(() => z.union([tokenSignInRequestSchema, signInRequestSchema]));

/** Sign-in, sign-out, the multi-factor step, one-time tokens and single sign-on (§4.1, §7 "Authentication and session"). */
export const authCalls = {
  signIn: defineCall({
    method: 'POST',
    path: apiPaths.signIn,
    summary: 'Signs in with a username and password, or a token (one-time, Google, Facebook); sets the session cookie or starts the multi-factor step.',
    access: publicCall,
    body: signInBodySchema,
    answer: signInResultSchema,
    errors: [...signInRefusals, ...socialSignInRefusals],
  }),
  signOut: defineCall({
    method: 'POST',
    path: apiPaths.signOut,
    summary: 'Ends the session of this request and clears its cookie.',
    access: signedInCall,
    answer: lazySchema(() => z.null()),
    errors: [],
  }),
  multiFactorSendOtp: defineCall({
    method: 'POST',
    path: accountPaths.multiFactorSendOtp,
    summary: 'Sends a code for the pending sign-in (its cookie names it); without the standard query.',
    access: publicCall,
    body: sendOtpRequestSchema,
    answer: otpChallengeSchema,
    // PMU502000: the code could not be handed to the mail or SMS transport; the user may ask again at once.
    errors: [...multiFactorRefusals, 'PMU502000'],
  }),
  multiFactorVerify: defineCall({
    method: 'POST',
    path: accountPaths.multiFactorVerify,
    summary: 'Finishes the pending sign-in with its code; "trust this device" skips the step here for a day.',
    access: publicCall,
    body: multiFactorVerifyRequestSchema,
    answer: signInResultSchema,
    errors: [...multiFactorRefusals, 'PMA400003', 'PE401013', 'PE401015', 'PE403002'],
  }),
  oneTimeTokenOwner: defineCall({
    method: 'POST',
    path: accountPaths.oneTimeTokenOwner,
    summary: 'Whose account a one-time sign-in token belongs to, leaving the token unused.',
    access: publicCall,
    body: oneTimeTokenOwnerRequestSchema,
    answer: oneTimeTokenOwnerSchema,
    errors: ['PMA400003', 'PE401013', 'PE401015'],
  }),
  oneTimeToken: defineCall({
    method: 'POST',
    path: accountPaths.oneTimeToken,
    summary: "Issues a single-use sign-in token for the app webview's hand-off (`?authToken=`).",
    access: signedInCall,
    answer: oneTimeTokenSchema,
    errors: [],
  }),
  ssoDomain: defineCall({
    method: 'GET',
    path: accountPaths.ssoDomain,
    summary: 'Whether an email domain signs in through CAS, and its login URL.',
    access: publicCall,
    answer: ssoDomainSchema,
    errors: [],
  }),
  singleSignOnAvailable: defineCall({
    method: 'POST',
    path: apiPaths.singleSignOnAvailable,
    summary: "Which single sign-on ways are configured (the sign-in page hides the others' buttons); a username asks for its domain's CAS.",
    access: publicCall,
    body: singleSignOnAvailableRequestSchema,
    answer: singleSignOnAvailabilitySchema,
    errors: [],
  }),
  casSignIn: defineCall({
    method: 'POST',
    path: accountPaths.casSignIn,
    summary: 'Validates the CAS ticket of the /sso/cas page and signs in; sets the session cookie or starts the multi-factor step.',
    access: publicCall,
    body: casSignInRequestSchema,
    answer: signInResultSchema,
    errors: [...signInRefusals, 'SSO_NOT_CONFIGURED', 'SSO_TOKEN_INVALID', 'PE401019', 'PE502001', 'ACCOUNT_NOT_REGISTERED'],
  }),
} as const;
