import { apiPaths } from '@seller-portal/contracts/core';

/**
 * §7 "Authentication and session" and "User and password" calls of the account flows. Where §7 does not show a
 * path (ticket validation, one-time token issue, registration form, contact verification) the path sits under a
 * prefix that §6 already treats as public or session-bound, as the call needs.
 */
export const accountPaths = {
  // Authentication and session
  /** GET; use `ssoDomainPath(domain)` to fill in the domain. */
  ssoDomain: '/backend/main/authentication/sso-domain/:domain',
  /** POST `{username, password}` (password) or `{token, ssoType?}` (one-time, Google, Facebook). */
  signIn: apiPaths.signIn,
  signOut: apiPaths.signOut,
  /** POST, no standard query: sends a code for the pending sign-in (cookie `sp_pending_sign_in`). */
  multiFactorSendOtp: '/backend/gw/partners-engine/authentication/multi-factor/send-otp',
  /** POST, no standard query: `{code, trustDevice}` finishes the pending sign-in. */
  multiFactorVerify: '/backend/gw/partners-engine/authentication/multi-factor/verify',
  /** POST `{username?}`: which single sign-on ways are configured (hide the buttons of the others). */
  singleSignOnAvailable: apiPaths.singleSignOnAvailable,
  /** POST `{ticket, domain}` from the /sso/cas page: validates the CAS ticket and signs in. */
  casSignIn: '/backend/gw/partners-engine/authentication/sso/cas',
  /** POST (session): issues a one-time sign-in token for the app webview hand-off (`?authToken=`). */
  oneTimeToken: '/backend/gw/partners-engine/authentication/one-time-token',
  /** POST `{token}` (public): the username a one-time token belongs to, the token left unused. */
  oneTimeTokenOwner: '/backend/gw/partners-engine/authentication/one-time-token/owner',
  session: apiPaths.session,
  gwsSession: '/backend/gws/partners-engine/session',
  /** POST (session): reloads the session and extends its idle time. */
  sessionRefresh: '/backend/gw/partners-engine/session/refresh',
  switchSession: '/backend/main/session/switch',
  resetSession: '/backend/main/session/reset',
  /** GET (session): the user's live sessions (signed-in devices). */
  activeSessions: '/backend/main/session/active',
  /** POST (session) `{id | others: true, password}`: signs out another session, or all others. */
  endSessions: '/backend/main/session/active/end',
  /** GET (session) `keyword, page, size`: stores the user can switch to. */
  userStores: '/backend/main/session/filter/user-store',
  /** GET (session) `page, size`: vendors the user can switch to. */
  userVendors: '/backend/main/session/filter/user-vendor',

  // User and password
  /** PUT `{email}`: forgot password; the same answer whether the email exists. */
  forgotPassword: '/backend/user/user/reset-password',
  /** PUT `{token, newPassword, confirmPassword}`: reset or create a password with the mailed token. */
  resetPassword: '/backend/user/user/change-password',
  /** POST `{token}`: what a mailed reset/create token is for, before the form is filled in. */
  emailToken: '/backend/user/user/filter-by-email-token',
  /** PUT `{token, newPassword, confirmPassword}`: the expired-password change (token from the PE401004 answer). */
  expiredPassword: '/backend/gw/partners-engine/user/password',
  /** PUT (session) `{currentPassword, newPassword, confirmPassword}`. */
  changePassword: '/backend/gws/partners-engine/user/password',
  /** PUT (session) `{canaryFlag}`. */
  canaryFlag: '/backend/gws/partners-engine/user/canary-flag',
  /** POST (session) `{type, value}`: sends a code to a new phone number or email (/verify-phone-number, /verify-email). */
  contactVerificationSend: '/backend/gws/partners-engine/user/contact-verification/send',
  /** POST (session) `{type, code}`: confirms the new contact. */
  contactVerificationVerify: '/backend/gws/partners-engine/user/contact-verification/verify',

  // Registration
  /** GET `?name=`: whether a store name is still free. */
  checkNameAvailability: '/backend/bp/registration/check-name-availability',
  /** POST the registration form: checks it and opens the registration (cookie `sp_registration`). */
  registration: '/backend/bp/registration',
  /** GET: the social account of the `seller-social-token` cookie (checked with its provider again), to prefill the form. */
  registrationSocial: '/backend/bp/registration/social',
  /** POST `{channel?}`: sends the registration code (open registration, or a session with needVerification). */
  registrationOtpSend: '/backend/gws/partners-engine/store/registration/otp/send',
  /** POST: a new code on the same channel, after the cooldown. */
  registrationOtpResend: '/backend/gws/partners-engine/store/registration/otp/resend',
  /** POST `{code}`: creates the user and the store (or clears needVerification) and signs in. */
  registrationOtpVerify: '/backend/gws/partners-engine/store/registration/otp/verify',

  // Development
  /** HTML page of sent mail and SMS, newest first; only where the server enables it (`devOutbox`). */
  devOutbox: '/dev/outbox',
  /** The same as JSON: `DevOutboxEntry[]`, newest first. `?to=` filters by recipient. */
  devOutboxJson: '/dev/outbox.json',
} as const;

/** GET /backend/main/authentication/sso-domain/{domain} */
export function ssoDomainPath(domain: string): string {
  return accountPaths.ssoDomain.replace(':domain', encodeURIComponent(domain));
}
