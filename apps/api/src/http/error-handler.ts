import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelopeFor, mapError } from './envelope';

export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q >= 0 ? url.slice(0, q) : url;
}

export function isBackendPath(path: string): boolean {
  return path === '/backend' || path.startsWith('/backend/');
}

function acceptsHtml(accept: string | undefined): boolean {
  return accept !== undefined && accept.includes('text/html');
}

export interface NotFoundOptions {
  /** Answers GETs for HTML outside /backend that match no route and no file (the SPA fallback). */
  fallback?: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

/**
 * The one place errors become envelopes: every code from the catalogue, never a stack trace. Install it before
 * registering routes: routes keep the error handler that was current when they were built.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const mapped = mapError(error);
    if (mapped.unexpected) request.log.error({ err: error }, 'unexpected error');
    else request.log.debug({ code: mapped.code, err: error }, 'request refused');
    return reply.code(mapped.httpStatus).type('application/json; charset=utf-8').send(errorEnvelopeFor(mapped, request.id));
  });
}

/** Unknown /backend paths answer the NOT_FOUND envelope; other GETs for HTML go to the fallback (the SPA). */
export function installNotFoundHandler(app: FastifyInstance, options: NotFoundOptions = {}): void {
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (options.fallback && isRead && !isBackendPath(path) && acceptsHtml(request.headers.accept)) {
      return options.fallback(request, reply);
    }
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(errorEnvelopeFor({ httpStatus: 404, code: 'NOT_FOUND', unexpected: false }, request.id));
  });
}
