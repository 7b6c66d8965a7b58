import type { FastifyReply, FastifyRequest } from 'fastify';
import { route, type RouteDefinition } from '../../http/define-route';
import type { PublicPageSource } from '../shared/public-pages';
import { publicPageEntries, robotsTxt, sitemapXml } from './public-pages';
import { notModified } from './web-apps';

/** `/sitemap.xml` and `/robots.txt` of the public pages, with absolute addresses on the configured origin (PUBLIC_URL). */
export function seoRoutes(sources: readonly PublicPageSource[], publicUrl: string): RouteDefinition[] {
  const origin = publicUrl.replace(/\/$/, '');
  return [
    route.get('/sitemap.xml', { access: { public: true }, answer: 'raw' }, async ({ request, reply }) =>
      sendText(request, reply, 'application/xml; charset=utf-8', sitemapXml(origin, await publicPageEntries(sources))),
    ),
    route.get('/robots.txt', { access: { public: true }, answer: 'raw' }, async ({ request, reply }) =>
      sendText(request, reply, 'text/plain; charset=utf-8', robotsTxt(origin, await publicPageEntries(sources))),
    ),
  ];
}

/** Checked with the server on every use; a crawler's revalidation that matches is a 304. */
async function sendText(request: FastifyRequest, reply: FastifyReply, type: string, text: string) {
  if (notModified(request, reply, text)) return reply.code(304).send();
  return reply.type(type).send(text);
}
