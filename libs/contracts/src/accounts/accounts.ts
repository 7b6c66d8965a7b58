import { z } from 'zod';
import { accountPaths } from './account-paths';
import { lazySchema, defineCall, type CallAccess } from '@seller-portal/contracts/core';
import { otpChallengeSchema, otpChannels, otpRefusals, sendOtpRequestSchema, verifyOtpRequestSchema } from './otp';
import { ssoTypes } from '@seller-portal/contracts/core';

/*
 * Requests and answers of the account flows (§4.1, §7 "Authentication and session", "User and password").
 * Paths are in `accountPaths`; codes beyond §8 in `accountErrorCatalogue`.
 */

/**
 * HttpOnly cookies of the account flows (set and read by the server only). The device-verification token
 * cookie is `cookieNames.deviceVerificationToken` (86 400 s).
 */
export const accountCookieNames = {
  /** Password was right, the multi-factor code is still to come. */
  pendingSignIn: 'sp_pending_sign_in',
  /** A registration form was accepted, its code is still to come. */
  registration: 'sp_registration',
  /** This browser signed in to the user before: its wrong passwords are counted apart (OWASP device cookie). */
  knownDevice: 'sp_known_device',
} as const;

/** What a sign-in (any way) and the steps that finish one answer. */
export const signInResultSchema = lazySchema(() =>
  z.object({
    username: z.string(),
    /** What the client does next: go on to the session, or finish a multi-factor step. */
    next: z.enum(['SESSION', 'MULTI_FACTOR']),
  }),
);
export type SignInResult = z.infer<typeof signInResultSchema>;

// ── Sign-in with a token ─────────────────────────────────────────────────────────────────────────────────

/**
 * POST sign-in with `{token}`: a one-time token (§4.1 `authToken`, ssoType ONE_TIME, the default), a Google ID
 * token (GOOGLE) or a Facebook access token (FACEBOOK). The answer is `SignInResult`, as for a password;
 * a multi-factor user still gets `next: 'MULTI_FACTOR'` after a social sign-in.
 */
export const tokenSignInRequestSchema = lazySchema(() =>
  z.object({
    token: z.string().min(1).max(8192),
    ssoType: z.enum(ssoTypes).optional(),
  }),
);
export type TokenSignInRequest = z.infer<typeof tokenSignInRequestSchema>;

/** POST one-time-token (session): a token for `?authToken=`, single use. */
export const oneTimeTokenSchema = lazySchema(() =>
  z.object({
    token: z.string(),
    expiresInSeconds: z.number().int(),
  }),
);
export type OneTimeToken = z.infer<typeof oneTimeTokenSchema>;

/**
 * POST one-time-token/owner `{token}` (public): whose account a `?authToken=` link would sign in to, without using
 * the token, so the browser can ask the person before switching accounts (a link from someone else must not sign
 * them in to the sender's account unnoticed).
 */
export const oneTimeTokenOwnerRequestSchema = lazySchema(() => z.object({ token: z.string().min(1).max(8192) }));
export type OneTimeTokenOwnerRequest = z.infer<typeof oneTimeTokenOwnerRequestSchema>;
export const oneTimeTokenOwnerSchema = lazySchema(() => z.object({ username: z.string() }));
export type OneTimeTokenOwner = z.infer<typeof oneTimeTokenOwnerSchema>;

// ── Signed-in devices ────────────────────────────────────────────────────────────────────────────────────

/**
 * GET session/active: every live session of the signed-in user, newest activity first, so they can spot one
 * that is not theirs. `id` names a session for `session/active/end` without being its cookie or its hash.
 */
export const activeSessionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** The session of this request. */
    current: z.boolean(),
    /** PASSWORD, GOOGLE, FACEBOOK, ONE_TIME or CAS. */
    signInMethod: z.string(),
    startedAt: z.number().int(),
    lastActiveAt: z.number().int(),
    /** The browser's user agent at sign-in (cut to 512 characters); null for sessions from before it was kept. */
    userAgent: z.string().nullable(),
    /** The client address at sign-in, as the server's proxy trust sees it. */
    clientAddress: z.string().nullable(),
  }),
);
export type ActiveSession = z.infer<typeof activeSessionSchema>;

/**
 * POST session/active/end: signs out one other session (`id`) or every other one (`others: true`). The current
 * password is asked again, so a stolen session cannot throw the owner out.
 */
export const endSessionsRequestSchema = lazySchema(() =>
  z
    .object({
      id: z.string().max(64).optional(),
      others: z.boolean().optional(),
      password: z.string().max(128),
    })
    .refine((request) => (request.id !== undefined) !== (request.others === true), { message: 'name one session or others: true' }),
);
export type EndSessionsRequest = z.infer<typeof endSessionsRequestSchema>;
export const endSessionsResultSchema = lazySchema(() => z.object({ ended: z.number().int() }));
export type EndSessionsResult = z.infer<typeof endSessionsResultSchema>;

// ── Single sign-on ───────────────────────────────────────────────────────────────────────────────────────

/** POST single-sign-on/available; `username` (an email) also asks whether its domain signs in through CAS. */
export const singleSignOnAvailableRequestSchema = lazySchema(() =>
  z.object({
    username: z.string().max(320).optional(),
  }),
);
export type SingleSignOnAvailableRequest = z.infer<typeof singleSignOnAvailableRequestSchema>;

/** Which ways are configured; a null provider means: hide its button. */
export const singleSignOnAvailabilitySchema = lazySchema(() =>
  z.object({
    /** Client id for Google Identity Services (the ID token it returns goes to sign-in with ssoType GOOGLE). */
    google: z.object({ clientId: z.string() }).nullable(),
    /** App id for the Facebook SDK (the access token goes to sign-in with ssoType FACEBOOK). */
    facebook: z.object({ appId: z.string() }).nullable(),
    /** The CAS login of the username's email domain, when it has one. */
    cas: z.object({ domain: z.string(), loginUrl: z.string() }).nullable(),
  }),
);
export type SingleSignOnAvailability = z.infer<typeof singleSignOnAvailabilitySchema>;

/** GET sso-domain/{domain}: whether an email domain signs in through CAS, and where. */
export const ssoDomainSchema = lazySchema(() =>
  z.object({
    domain: z.string(),
    sso: z.boolean(),
    type: z.literal('CAS').nullable(),
    /** The CAS login URL with `service` set to this portal's /sso/cas page; null without CAS. */
    loginUrl: z.string().nullable(),
  }),
);
export type SsoDomain = z.infer<typeof ssoDomainSchema>;

/**
 * POST sso/cas from the /sso/cas page: `ticket` is the page's `ticket` query value, `domain` its `domain` query
 * value (the login URL of `SsoDomain` puts it into the service URL). Answer: `SignInResult` and the session cookie.
 */
export const casSignInRequestSchema = lazySchema(() =>
  z.object({
    ticket: z.string().min(1).max(1024),
    domain: z.string().min(1).max(253),
  }),
);
export type CasSignInRequest = z.infer<typeof casSignInRequestSchema>;

// ── Passwords ────────────────────────────────────────────────────────────────────────────────────────────

/** Password rules (no composition rules): length, and not among the common passwords the server knows. */
export const passwordPolicy = { minLength: 8, maxLength: 128, historySize: 5 } as const;

/** PUT reset-password (forgot): always `{ sent: true }`, whether or not the email has an account. */
const forgotPasswordRequestSchema = lazySchema(() =>
  z.object({
    email: z.string().max(320).optional(),
  }),
);
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

const forgotPasswordResultSchema = lazySchema(() => z.object({ sent: z.literal(true) }));
export type ForgotPasswordResult = z.infer<typeof forgotPasswordResultSchema>;

/**
 * PUT change-password (mailed reset or create link) and PUT gw user/password (expired-password change, with the
 * token of the PE401004 answer). Blank token ERR_PMU400007, blank new/confirmation ERR_PMU400003, rule broken
 * ERR_PMU400004, mismatch ERR_PMU400005, same as current PE400031, one of the 5 latest PE500014. Mailed links:
 * an expired reset link PE401003, an expired create link PE401002, an unknown or used link LINK_INVALID. The
 * expired-password change token: PE401013 when it expired, was used or is unknown. Success ends every session
 * of the user: they sign in again with the new password.
 */
const passwordWithTokenRequestSchema = lazySchema(() =>
  z.object({
    token: z.string().max(256).optional(),
    newPassword: z.string().max(1024).optional(),
    confirmPassword: z.string().max(1024).optional(),
  }),
);
export type PasswordWithTokenRequest = z.infer<typeof passwordWithTokenRequestSchema>;

/** PUT gws user/password (session): blank current password ERR_PMU400006, wrong one PE401007. */
const changePasswordRequestSchema = lazySchema(() =>
  z.object({
    currentPassword: z.string().max(1024).optional(),
    newPassword: z.string().max(1024).optional(),
    confirmPassword: z.string().max(1024).optional(),
  }),
);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** What a successful password change/reset/create answers; every other session of the user has ended. */
const passwordChangedSchema = lazySchema(() =>
  z.object({
    username: z.string(),
    /** Sessions of the user that were signed out (all but the caller's own, after a change with a session). */
    signedOutSessions: z.number().int(),
  }),
);
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/** POST filter-by-email-token: `{token}` → what the mailed link is for (PE401003/PE401002 when expired). */
const emailTokenRequestSchema = lazySchema(() => z.object({ token: z.string().max(256).optional() }));
export type EmailTokenRequest = z.infer<typeof emailTokenRequestSchema>;

const emailTokenPurposes = ['RESET_PASSWORD', 'CREATE_PASSWORD'] as const;
export type EmailTokenPurpose = (typeof emailTokenPurposes)[number];

const emailTokenInfoSchema = lazySchema(() =>
  z.object({
    email: z.string(),
    purpose: z.enum(emailTokenPurposes),
    expiresAt: z.number().int(),
  }),
);
export type EmailTokenInfo = z.infer<typeof emailTokenInfoSchema>;

/** PUT canary-flag (session). */
const canaryFlagRequestSchema = lazySchema(() => z.object({ canaryFlag: z.boolean() }));
export type CanaryFlagRequest = z.infer<typeof canaryFlagRequestSchema>;

// ── Registration ─────────────────────────────────────────────────────────────────────────────────────────

/** GET check-name-availability?name= */
const nameAvailabilityQuerySchema = lazySchema(() => z.object({ name: z.string().max(200).optional() }));
const nameAvailabilitySchema = lazySchema(() =>
  z.object({
    name: z.string(),
    available: z.boolean(),
  }),
);
export type NameAvailability = z.infer<typeof nameAvailabilitySchema>;

export const storeNameRules = { minLength: 3, maxLength: 50 } as const;

/**
 * POST registration: the seller sign-up form. Checked in full (ERR_PMU400001/2 email, ERR_PMU400003/4/5
 * password, FULL_NAME_INVALID, STORE_NAME_INVALID, PHONE_NUMBER_INVALID, EMAIL_ALREADY_REGISTERED,
 * STORE_NAME_TAKEN); nothing is created until the code is verified.
 */
const registrationRequestSchema = lazySchema(() =>
  z.object({
    email: z.string().max(320).optional(),
    fullName: z.string().max(200).optional(),
    storeName: z.string().max(200).optional(),
    /** §5 7–14 digits; spaces, dashes and a leading + are ignored. */
    phoneNumber: z.string().max(32).optional(),
    password: z.string().max(1024).optional(),
    confirmPassword: z.string().max(1024).optional(),
  }),
);
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/**
 * GET registration/social: the social account a sign-in found no seller for (§3 `seller-social-token` cookie), as its
 * provider vouches for it now; null without the cookie or when the provider no longer accepts its token.
 */
const socialRegistrationSchema = lazySchema(() =>
  z
    .object({
      media: z.enum(['GOOGLE', 'FACEBOOK']),
      email: z.string(),
      fullName: z.string().nullable(),
    })
    .nullable(),
);
export type SocialRegistration = z.infer<typeof socialRegistrationSchema>;

/** The open registration: next, /register/otp sends the code to one of `channels`. */
const registrationOpenedSchema = lazySchema(() =>
  z.object({
    email: z.string(),
    storeName: z.string(),
    channels: z.array(z.object({ channel: z.enum(otpChannels), destination: z.string() })),
    expiresInSeconds: z.number().int(),
  }),
);
export type RegistrationOpened = z.infer<typeof registrationOpenedSchema>;

// ── Contact verification ─────────────────────────────────────────────────────────────────────────────────

const contactTypes = ['PHONE', 'EMAIL'] as const;
export type ContactType = (typeof contactTypes)[number];

/**
 * POST contact-verification/send: a code to the new phone number (SMS) or email. A value other than the account's
 * current one is a change and needs `currentPassword` (ERR_PMU400006 without it, PE401007 when wrong).
 */
export const contactVerificationSendRequestSchema = lazySchema(() =>
  z.object({
    type: z.enum(contactTypes),
    value: z.string().max(320),
    currentPassword: z.string().max(256).optional(),
  }),
);
export type ContactVerificationSendRequest = z.infer<typeof contactVerificationSendRequestSchema>;

/** POST contact-verification/verify; the answer is the refreshed Session. */
export const contactVerificationVerifyRequestSchema = lazySchema(() =>
  z.object({
    type: z.enum(contactTypes),
    code: z.string().max(16),
  }),
);
export type ContactVerificationVerifyRequest = z.infer<typeof contactVerificationVerifyRequestSchema>;

// ── Session switching lists ──────────────────────────────────────────────────────────────────────────────

export const pageQuerySchema = lazySchema(() =>
  z.object({
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce.number().int().min(1).max(100).default(10),
  }),
);

/** GET filter/user-store: `keyword` matches the store code or name (case-insensitive). */
export const userStoreQuerySchema = lazySchema(() => pageQuerySchema.extend({ keyword: z.string().max(100).optional() }));
export type UserStoreQuery = z.infer<typeof userStoreQuerySchema>;
export type UserVendorQuery = z.infer<typeof pageQuerySchema>;

/** A page of a list: `page` counts from 0. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  });
}
export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

const userStoreSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    isOwner: z.boolean(),
    /** §3 onboarding status of the store, so the list can mark stores still in onboarding. */
    onboardingStatus: z.string().nullable(),
  }),
);
export type UserStore = z.infer<typeof userStoreSchema>;
export const userStorePageSchema = lazySchema(() => pageSchema(userStoreSchema));

const userVendorSchema = lazySchema(() => z.object({ code: z.string(), name: z.string() }));
export type UserVendor = z.infer<typeof userVendorSchema>;
export const userVendorPageSchema = lazySchema(() => pageSchema(userVendorSchema));

// ── Development outbox ───────────────────────────────────────────────────────────────────────────────────

/**
 * The outbox's channels: mail and SMS, and the notifications' push and WhatsApp messages, which no provider sends
 * in this deployment (they stay in the outbox, status OUTBOX).
 */
const outboxChannels = [...otpChannels, 'PUSH', 'WHATSAPP'] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

/** One sent message as `GET /dev/outbox.json` lists it (newest first). */
export const devOutboxEntrySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    createdAt: z.number().int(),
    channel: z.enum(outboxChannels),
    recipient: z.string(),
    subject: z.string(),
    text: z.string(),
    /** Links in the message (reset/create-password links), in order. */
    links: z.array(z.string()),
    /** The one-time code in the message, if it carries one. */
    code: z.string().nullable(),
    purpose: z.string(),
    /** OUTBOX (kept here only), SENT (handed to SMTP/SMS) or FAILED. */
    status: z.string(),
  }),
);
export type DevOutboxEntry = z.infer<typeof devOutboxEntrySchema>;

// ── Calls ──

/** The steps of someone who cannot sign in yet: the request proves itself (a mailed token, a code, the form). */
const publicAccountCall = { public: true } as const satisfies CallAccess;
const signedInAccountCall = { modes: 'any' } as const satisfies CallAccess;

/** What a new password is refused for, whichever way it is set. */
const newPasswordRefusals = ['ERR_PMU400003', 'ERR_PMU400004', 'ERR_PMU400005', 'PE400031', 'PE500014'] as const;

/** Forgotten, mailed, expired and changed passwords (§7 "User and password"). */
export const passwordCalls = {
  forgot: defineCall({
    method: 'PUT',
    path: accountPaths.forgotPassword,
    summary: 'Mails a reset link; the answer is the same whether the email has an account.',
    access: publicAccountCall,
    body: forgotPasswordRequestSchema,
    answer: forgotPasswordResultSchema,
    errors: ['ERR_PMU400001', 'ERR_PMU400002'],
  }),
  emailToken: defineCall({
    method: 'POST',
    path: accountPaths.emailToken,
    summary: 'What a mailed reset or create link is for, before its form is filled in.',
    access: publicAccountCall,
    body: emailTokenRequestSchema,
    answer: emailTokenInfoSchema,
    errors: ['ERR_PMU400007', 'LINK_INVALID', 'PE401002', 'PE401003', 'PE401015'],
  }),
  setWithLink: defineCall({
    method: 'PUT',
    path: accountPaths.resetPassword,
    summary: "Resets or creates the password with the mailed link's token; every session of the user ends.",
    access: publicAccountCall,
    body: passwordWithTokenRequestSchema,
    answer: passwordChangedSchema,
    errors: ['ERR_PMU400007', 'LINK_INVALID', 'PE401002', 'PE401003', 'PE401015', ...newPasswordRefusals],
  }),
  changeExpired: defineCall({
    method: 'PUT',
    path: accountPaths.expiredPassword,
    summary: 'Changes an expired password with the token of the PE401004 answer; every session of the user ends.',
    access: publicAccountCall,
    body: passwordWithTokenRequestSchema,
    answer: passwordChangedSchema,
    errors: ['ERR_PMU400007', 'PE401013', 'PE401015', ...newPasswordRefusals],
  }),
  change: defineCall({
    method: 'PUT',
    path: accountPaths.changePassword,
    summary: "Changes the signed-in user's password; every other session of the user ends.",
    access: signedInAccountCall,
    body: changePasswordRequestSchema,
    answer: passwordChangedSchema,
    errors: ['ERR_PMU400006', 'PE401007', 'PE401005', ...newPasswordRefusals],
  }),
  canaryFlag: defineCall({
    method: 'PUT',
    path: accountPaths.canaryFlag,
    summary: "Sets the user's canary flag (the next version of the pages).",
    access: signedInAccountCall,
    body: canaryFlagRequestSchema,
    answer: canaryFlagRequestSchema,
    errors: [],
  }),
} as const;

/** What a registration code step is refused for: the one-time code's refusals. */
const registrationCodeRefusals = otpRefusals;

/** The seller's sign-up: the form, then a code to the email or phone (§4.2 registration). */
export const registrationCalls = {
  nameAvailability: defineCall({
    method: 'GET',
    path: accountPaths.checkNameAvailability,
    summary: 'Whether a store name is still free.',
    access: publicAccountCall,
    query: nameAvailabilityQuerySchema,
    answer: nameAvailabilitySchema,
    errors: ['STORE_NAME_INVALID'],
  }),
  social: defineCall({
    method: 'GET',
    path: accountPaths.registrationSocial,
    summary: 'The social account a sign-in found no seller for (seller-social-token cookie), checked with its provider, to prefill the form.',
    access: publicAccountCall,
    answer: socialRegistrationSchema,
    errors: ['PE502001'],
  }),
  open: defineCall({
    method: 'POST',
    path: accountPaths.registration,
    summary: 'Checks the sign-up form and opens the registration (its cookie); nothing is created until the code is verified.',
    access: publicAccountCall,
    body: registrationRequestSchema,
    answer: registrationOpenedSchema,
    errors: [
      'ERR_PMU400001',
      'ERR_PMU400002',
      'ERR_PMU400003',
      'ERR_PMU400004',
      'ERR_PMU400005',
      'FULL_NAME_INVALID',
      'STORE_NAME_INVALID',
      'PHONE_NUMBER_INVALID',
      'EMAIL_ALREADY_REGISTERED',
      'STORE_NAME_TAKEN',
    ],
  }),
  sendCode: defineCall({
    method: 'POST',
    path: accountPaths.registrationOtpSend,
    summary: 'Sends the registration code (an open registration, or a session that must verify its contact).',
    access: publicAccountCall,
    body: sendOtpRequestSchema,
    answer: otpChallengeSchema,
    // PMU502000: the code could not be handed to the mail or SMS transport; the user may ask again at once.
    errors: [...registrationCodeRefusals, 'PMU502000'],
  }),
  resendCode: defineCall({
    method: 'POST',
    path: accountPaths.registrationOtpResend,
    summary: 'A new registration code on the channel of the last one, after the cooldown.',
    access: publicAccountCall,
    answer: otpChallengeSchema,
    errors: [...registrationCodeRefusals, 'PMU502000'],
  }),
  verifyCode: defineCall({
    method: 'POST',
    path: accountPaths.registrationOtpVerify,
    summary: 'Checks the code: creates the user and the store in onboarding (or clears needVerification) and signs in.',
    access: publicAccountCall,
    body: verifyOtpRequestSchema,
    answer: signInResultSchema,
    errors: [...registrationCodeRefusals, 'PMA400003', 'EMAIL_ALREADY_REGISTERED', 'STORE_NAME_TAKEN'],
  }),
} as const;
