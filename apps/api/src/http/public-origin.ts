import type { FastifyRequest } from 'fastify';
import { originOf } from './csrf';

/** Where the portal is reached: for links in mail and the CAS service URL. */
export type PublicOrigin = (request: FastifyRequest) => string;

/** PUBLIC_URL when set, otherwise the origin of the request (trustProxy decides protocol and host). */
export function publicOriginFrom(publicUrl: string | null): PublicOrigin {
  return (request) => publicUrl ?? originOf(request.protocol, request.host);
}
