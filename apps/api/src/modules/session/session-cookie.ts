import { cookieNames } from '@seller-portal/contracts/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { longestSessionMs } from './session-lifetime';

declare module 'fastify' {
  interface FastifyInstance {
    /** Production: every cookie the server sets is `__Host-` prefixed and Secure (AppDeps.secureCookies). */
    secureCookies: boolean;
  }
}

/**
 * The name a server cookie has on the wire: in production `__Host-<name>`, which browsers accept only when Secure,
 * for Path=/ and without Domain, so no subdomain or plain-http page can set or shadow it.
 */
export function wireCookieName(request: FastifyRequest, name: string): string {
  return request.server.secureCookies ? `__Host-${name}` : name;
}

/** HttpOnly, SameSite=Lax, Path=/; Secure in production and whenever the request came over https. */
export function cookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    // Behind a proxy that terminated TLS, x-forwarded-proto tells (trustProxy).
    secure: request.server.secureCookies || request.protocol === 'https',
  };
}

/** Sets a server cookie (HttpOnly, see `cookieOptions`) under its wire name. */
export function setServerCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, maxAgeSeconds: number): void {
  reply.setCookie(wireCookieName(request, name), value, { ...cookieOptions(request), maxAge: maxAgeSeconds });
}

export function readServerCookie(request: FastifyRequest, name: string): string | undefined {
  return request.cookies[wireCookieName(request, name)];
}

export function clearServerCookie(request: FastifyRequest, reply: FastifyReply, name: string): void {
  reply.clearCookie(wireCookieName(request, name), cookieOptions(request));
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  return readServerCookie(request, cookieNames.session);
}

/** §9 login-history cookie lifetime: 365 days. */
export const loginHistorySeconds = 365 * 24 * 60 * 60;

/**
 * A session begins: the session cookie, and the §3 sign-in marks the pages read (no secret in them, so not HttpOnly):
 * `has-login-history` for 365 days (§9; a signed-out visit to the root goes to sign-in rather than to the start
 * selling page) and `ever-logged-in` for this browser session.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  setServerCookie(request, reply, cookieNames.session, token, longestSessionMs / 1000);
  const readable = { ...cookieOptions(request), httpOnly: false };
  reply.setCookie(cookieNames.loginHistory, 'true', { ...readable, maxAge: loginHistorySeconds });
  reply.setCookie(cookieNames.everLoggedIn, 'true', readable);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  clearServerCookie(request, reply, cookieNames.session);
}
