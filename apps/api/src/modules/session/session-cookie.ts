import { cookieNames } from '@seller-portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { longestSessionMs } from './session-lifetime';

export function cookieOptions(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    // Behind a proxy that terminated TLS, x-forwarded-proto tells (trustProxy).
    secure: request.protocol === 'https',
  };
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies[cookieNames.session];
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(cookieNames.session, token, { ...cookieOptions(request), maxAge: longestSessionMs / 1000 });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieNames.session, cookieOptions(request));
}
