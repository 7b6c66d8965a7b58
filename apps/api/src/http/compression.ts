import type { FastifyInstance, FastifyReply } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed answer saves less than its headers and the work cost. */
const minimumBytes = 1024;
/**
 * Up to this an answer is compressed in the turn it is sent, on the event loop: an order list's page (18 KB) takes
 * about 0.1 ms there, where Node's asynchronous zlib costs it two to two and a half times the CPU (a stream and a pass
 * through the thread pool per answer) and two wake-ups of the loop. A larger answer goes to the thread pool, so it
 * does not hold the loop.
 */
const inTurnBytes = 64 * 1024;
/** Brotli at quality 5 for text; a window of 2^17 holds any answer compressed in the turn, and costs less to set up. */
const brotliParams = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT };
const inTurnBrotliParams = { ...brotliParams, [constants.BROTLI_PARAM_LGWIN]: 17 };

/** Text answers worth compressing: the pages, the envelopes, the sitemap. Files from disk come with their build's twins. */
const compressibleType = /^(?:text\/|application\/(?:json|xml|javascript|problem\+json)|image\/svg\+xml)/;

export type ContentEncoding = 'br' | 'gzip';

/** The encoding an `Accept-Encoding` header prefers among br and gzip (its q-values; br when they tie), else none. */
export function negotiateEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const [best] = (['br', 'gzip'] as const).filter((name) => weightOf(name) > 0).sort((a, b) => weightOf(b) - weightOf(a));
  return best ?? null;
}

/**
 * Compresses the server's text answers (HTML, JSON, XML) by the client's Accept-Encoding with Node's zlib: in the
 * answer's own turn up to 64 KB, on the thread pool above. The apps' built JS and CSS are sent as their `.br`/`.gz` twins by the static files (compressed once, at
 * build time), so streams are left as they are.
 */
export function installCompression(app: FastifyInstance): void {
  // A callback hook, so an answer it leaves as it is goes out in the same turn (an async hook costs every answer a
  // promise, and the handler's returned reply then waits for the socket's finish).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (!isCompressible(reply)) return done(null, payload);
    if (!hasBytes(payload, minimumBytes)) return done(null, payload);
    appendVary(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding || request.method === 'HEAD') return done(null, payload);
    const encoded = (compressed: Buffer) => {
      reply.header('content-encoding', encoding).removeHeader('content-length');
      done(null, compressed);
    };
    if (!hasBytes(payload, inTurnBytes + 1)) {
      let compressed: Buffer;
      try {
        compressed = encoding === 'br' ? brotliCompressSync(payload, { params: inTurnBrotliParams }) : gzipSync(payload);
      } catch (error) {
        return done(error as Error);
      }
      return encoded(compressed);
    }
    const compressing = encoding === 'br' ? brotli(payload, { params: brotliParams }) : gzipAsync(payload);
    compressing.then(encoded, (error: Error) => done(error));
  });
}

/**
 * Whether the answer is at least `bytes` long in UTF-8, counted only when its length in characters does not tell: a
 * character is one to three bytes (a surrogate pair four for two), so most answers are decided without a pass over them.
 */
export function hasBytes(payload: string | Buffer, bytes: number): boolean {
  if (typeof payload !== 'string' || payload.length >= bytes) return payload.length >= bytes;
  return payload.length * 3 >= bytes && Buffer.byteLength(payload) >= bytes;
}

function isCompressible(reply: FastifyReply): boolean {
  if (reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader('content-encoding')) return false;
  return compressibleType.test(String(reply.getHeader('content-type') ?? ''));
}

function appendVary(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}
