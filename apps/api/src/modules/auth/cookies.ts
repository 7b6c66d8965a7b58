import { accountCookieNames, cookieNames, otpPolicy } from '@seller-portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions } from '../session/session-cookie';
import { deviceLockPolicy } from './lockout';
import { trustedDeviceSeconds } from './service';

/** Names the sign-in waiting for its multi-factor code; HttpOnly like the session cookie. */
export function setPendingSignInCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(accountCookieNames.pendingSignIn, token, { ...cookieOptions(request), maxAge: otpPolicy.pendingSignInSeconds });
}

export function readPendingSignInCookie(request: FastifyRequest): string | undefined {
  return request.cookies[accountCookieNames.pendingSignIn];
}

export function clearPendingSignInCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (readPendingSignInCookie(request) !== undefined) reply.clearCookie(accountCookieNames.pendingSignIn, cookieOptions(request));
}

/** §9 the device-verification token cookie: 86 400 s. */
export function setDeviceVerificationCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(cookieNames.deviceVerificationToken, token, { ...cookieOptions(request), maxAge: trustedDeviceSeconds });
}

export function readDeviceVerificationCookie(request: FastifyRequest): string | undefined {
  return request.cookies[cookieNames.deviceVerificationToken];
}

/** The known-browser cookie of a password sign-in: lives as long as the server remembers the browser. */
export function setKnownDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(accountCookieNames.knownDevice, token, { ...cookieOptions(request), maxAge: deviceLockPolicy.lifetimeMs / 1000 });
}

export function readKnownDeviceCookie(request: FastifyRequest): string | undefined {
  return request.cookies[accountCookieNames.knownDevice];
}
