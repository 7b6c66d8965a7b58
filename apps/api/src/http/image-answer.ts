import type { FastifyReply } from 'fastify';

/**
 * Answers an uploaded image's bytes: typed by the type found in them, never sniffed as anything else, and unable to
 * run anything should a browser open it as a page. A browser keeps it privately for a day (its address changes with
 * its content, or never does); `cache` replaces that for an image anyone may see and whose address never changes.
 */
export function sendImage(reply: FastifyReply, image: { contentType: string; bytes: Buffer }, cache = 'private, max-age=86400'): FastifyReply {
  return reply
    .header('content-type', image.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('cache-control', cache)
    .send(image.bytes);
}
