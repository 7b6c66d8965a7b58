import type { FastifyInstance, FastifyReply } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed answer saves less than its headers and the work cost. */
const minimumBytes = 1024;

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
 * Compresses the server's text answers (HTML, JSON, XML) by the client's Accept-Encoding, with Node's zlib on its
 * thread pool. The apps' built JS and CSS are sent as their `.br`/`.gz` twins by the static files (compressed once, at
 * build time), so streams are left as they are.
 */
export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!isCompressible(reply) || Buffer.byteLength(payload) < minimumBytes) return payload;
    appendVary(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding || request.method === 'HEAD') return payload;
    const compressed =
      encoding === 'br'
        ? await brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
        : await gzipAsync(payload);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return compressed;
  });
}

function isCompressible(reply: FastifyReply): boolean {
  if (reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader('content-encoding')) return false;
  return compressibleType.test(String(reply.getHeader('content-type') ?? ''));
}

function appendVary(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}
