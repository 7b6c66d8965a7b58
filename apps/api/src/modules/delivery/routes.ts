import { accountPaths, type DevOutboxEntry } from '@seller-portal/contracts/accounts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { route, type RouteDefinition } from '../../http/define-route';
import { requestLanguage, serverT } from '../../i18n/server-i18n';
import { escapeHtml } from './delivery';
import type { OutboxRepository, OutboxRow } from './repository';

const outboxQuerySchema = z.object({
  to: z.string().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  lang: z.string().optional(),
  key: z.string().max(200).optional(),
});
type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export function toDevOutboxEntry(row: OutboxRow): DevOutboxEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.getTime(),
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    text: row.text,
    links: row.links,
    code: row.code,
    purpose: row.purpose,
    status: row.status,
  };
}

/** The header that may carry the outbox key instead of the `key` query value. */
export const devOutboxKeyHeader = 'x-dev-outbox-key';

/** Headers a proxy adds: a request carrying one came through a proxy, whatever its socket says. */
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

/**
 * Whether a connection comes from this machine. The socket's own address, not X-Forwarded-For: whoever sends a
 * request chooses its headers, and a trusted proxy on this machine would make every client look local.
 */
function isLoopbackPeer(remoteAddress: string | undefined): boolean {
  if (!remoteAddress) return false;
  const address = remoteAddress.startsWith('::ffff:') ? remoteAddress.slice('::ffff:'.length) : remoteAddress;
  return address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);
}

/**
 * Whether a request may read the outbox: straight from this machine (a loopback socket and no proxy's forwarding
 * header: a proxy on this machine makes every internet client's socket look local) and carrying the key printed
 * at start, compared in constant time.
 */
export function mayReadOutbox(
  request: { remoteAddress: string | undefined; headers: Record<string, string | string[] | undefined>; key: string | undefined },
  key: string,
): boolean {
  if (!isLoopbackPeer(request.remoteAddress)) return false;
  if (forwardingHeaders.some((name) => request.headers[name] !== undefined)) return false;
  const header = request.headers[devOutboxKeyHeader];
  const given = request.key ?? (typeof header === 'string' ? header : undefined);
  if (!given) return false;
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(key).digest());
}

/**
 * GET /dev/outbox (HTML) and /dev/outbox.json: what the server sent, newest first, so every flow can be finished
 * by hand and by the end-to-end tests. Registered only where `devOutbox` is on (never in production), and for any
 * request but one from this machine, not through a proxy, with the key, it does not exist: it shows sign-in codes
 * and reset links.
 */
export function devOutboxRoutes(repository: OutboxRepository, key: string): RouteDefinition[] {
  /** A page of the outbox: for a caller that may read it the rows it asked for, for anyone else no such page. */
  const outboxRoute = (url: string, send: (rows: OutboxRow[], request: FastifyRequest, reply: FastifyReply, query: OutboxQuery) => FastifyReply) =>
    route.get(url, { access: { public: true }, querystring: outboxQuerySchema, answer: 'raw' }, async ({ request, reply, query }) => {
      if (!mayReadOutbox({ remoteAddress: request.socket.remoteAddress, headers: request.headers, key: query.key }, key)) return reply.callNotFound();
      const rows = await repository.list({ limit: query.limit, recipient: query.to?.trim().toLowerCase() || undefined });
      // The address carries the key: a link followed from the page must not send it on in Referer.
      return send(rows, request, reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer'), query);
    });
  return [
    outboxRoute(accountPaths.devOutboxJson, (rows, _request, reply) => reply.type('application/json; charset=utf-8').send(rows.map(toDevOutboxEntry))),
    outboxRoute(accountPaths.devOutbox, (rows, request, reply, query) =>
      reply
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'")
        .type('text/html; charset=utf-8')
        .send(outboxPage(rows, requestLanguage(request), query.to, key)),
    ),
  ];
}

const linkPattern = /https?:\/\/[^\s<>"']+/g;

/** The message text with its URLs as links (escaped first, so nothing in a message becomes markup). */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    html += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = (match.index ?? 0) + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function outboxPage(rows: OutboxRow[], lang: 'id' | 'en', to: string | undefined, key: string): string {
  const t = serverT(lang);
  const query = `?key=${encodeURIComponent(key)}${to ? `&to=${encodeURIComponent(to)}` : ''}`;
  const jsonHref = `${accountPaths.devOutboxJson}${query}`;
  const items = rows
    .map(
      (row) => `<article>
<header><time datetime="${row.createdAt.toISOString()}">${escapeHtml(row.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</time>
 · ${escapeHtml(row.channel)} · ${t('outbox.to')} <strong>${escapeHtml(row.recipient)}</strong> · ${escapeHtml(row.status)}</header>
${row.subject ? `<h2>${escapeHtml(row.subject)}</h2>` : ''}
${row.code ? `<p class="code">${t('outbox.code')}: <output>${escapeHtml(row.code)}</output></p>` : ''}
<pre>${linkify(row.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('outbox.title')}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
article { border: 1px solid #ccc; border-radius: 8px; padding: 0.75rem 1rem; margin: 1rem 0; }
header { color: #555; font-size: 0.875rem; }
h2 { font-size: 1rem; margin: 0.5rem 0; }
pre { white-space: pre-wrap; font-family: inherit; margin: 0.5rem 0 0; }
.code output { font-size: 1.5rem; font-weight: bold; letter-spacing: 0.2em; }
a { color: #0b57d0; word-break: break-all; }
</style></head>
<body>
<h1>${t('outbox.title')}</h1>
<p>${t('outbox.intro')} <a href="${escapeHtml(query)}">${t('outbox.refresh')}</a> · <a href="${escapeHtml(jsonHref)}">${t('outbox.json')}</a></p>
${items || `<p>${t('outbox.empty')}</p>`}
</body></html>`;
}
