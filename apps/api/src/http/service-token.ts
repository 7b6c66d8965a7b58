import type { FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';

/** The token of `Authorization: Bearer <token>`. */
export function bearerOf(request: FastifyRequest): string | undefined {
  return /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the request carries a service token (the marketplace's systems' calls: no session, `Authorization: Bearer …`);
 * compared as digests, in constant time. A null token (none configured) admits nobody.
 */
export function hasServiceToken(request: FastifyRequest, token: string | null): boolean {
  const header = request.headers.authorization;
  if (!token || typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length).trim()), digest(token));
}
