import { accountCookieNames, otpPolicy } from '@seller-portal/contracts/accounts';
import { cookieNames } from '@seller-portal/contracts/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearServerCookie, readServerCookie, setServerCookie } from '../session';
import { deviceLockPolicy } from './lockout';
import { trustedDeviceSeconds } from './service';

/** Names the sign-in waiting for its multi-factor code; HttpOnly like the session cookie. */
export function setPendingSignInCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  setServerCookie(request, reply, accountCookieNames.pendingSignIn, token, otpPolicy.pendingSignInSeconds);
}

export function readPendingSignInCookie(request: FastifyRequest): string | undefined {
  return readServerCookie(request, accountCookieNames.pendingSignIn);
}

export function clearPendingSignInCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (readPendingSignInCookie(request) !== undefined) clearServerCookie(request, reply, accountCookieNames.pendingSignIn);
}

/** §9 the device-verification token cookie: 86 400 s. */
export function setDeviceVerificationCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  setServerCookie(request, reply, cookieNames.deviceVerificationToken, token, trustedDeviceSeconds);
}

export function readDeviceVerificationCookie(request: FastifyRequest): string | undefined {
  return readServerCookie(request, cookieNames.deviceVerificationToken);
}

/** The known-browser cookie of a password sign-in: lives as long as the server remembers the browser. */
export function setKnownDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  setServerCookie(request, reply, accountCookieNames.knownDevice, token, deviceLockPolicy.lifetimeMs / 1000);
}

export function readKnownDeviceCookie(request: FastifyRequest): string | undefined {
  return readServerCookie(request, accountCookieNames.knownDevice);
}

/**
 * §3 seller social token: a social sign-in whose token the provider accepted but that no seller account owns keeps
 * the provider and its token (`GOOGLE:<token>`) for 30 minutes, HttpOnly, so /register can prefill the provider's
 * verified email and name and link the social account. Whoever reads it asks the provider again (sso's
 * `identityOfSocialTokenCookie`); it is cleared by registering and by any sign-in.
 */
export const sellerSocialTokenSeconds = 30 * 60;

export function setSellerSocialTokenCookie(request: FastifyRequest, reply: FastifyReply, media: 'GOOGLE' | 'FACEBOOK', token: string): void {
  setServerCookie(request, reply, cookieNames.sellerSocialToken, `${media}:${token}`, sellerSocialTokenSeconds);
}

export function readSellerSocialTokenCookie(request: FastifyRequest): string | undefined {
  return readServerCookie(request, cookieNames.sellerSocialToken);
}

export function clearSellerSocialTokenCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (readSellerSocialTokenCookie(request) !== undefined) clearServerCookie(request, reply, cookieNames.sellerSocialToken);
}
