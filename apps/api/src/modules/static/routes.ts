import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { requestLanguage, serverT } from '../../i18n/server-i18n';
import { contentSecurityPolicy, createInlineHashReader, videoFrameOrigins } from './content-security';
import { cacheControl, cacheControlFor, webAppForPath, webAppOfFile, webAppRoot, webApps, type WebApp, type WebAppName } from './web-apps';

/** Third-party origins the pages need, as configured now (tracker and tag manager hosts, social sign-in). */
export interface ThirdPartyOrigins {
  scripts: string[];
  connect: string[];
  frames: string[];
}

export interface WebAppsOptions {
  /** See `webAppRoot`. */
  webRoot: string | null;
  thirdParties: () => Promise<ThirdPartyOrigins>;
}

/**
 * Serves the built web apps: the seller portal at /, the internal console at /console/ and the chat widget at
 * /chat-widget/. Files come pre-compressed when the build wrote .br/.gz twins. Returns the fallback the
 * not-found handler calls for other GETs: the app's index.html (SPA routes) or a page saying to build.
 */
export async function registerWebApps(app: FastifyInstance, options: WebAppsOptions) {
  const roots = new Map<WebAppName, string>(webApps.map((web) => [web.name, webAppRoot(web, options.webRoot)]));

  const setHeaders = (reply: FastifyReply, filePath: string) => {
    const web = webAppOfFile(filePath, roots);
    if (!web) return;
    reply.header(
      'cache-control',
      cacheControlFor(
        relative(roots.get(web.name) ?? '', filePath)
          .split('\\')
          .join('/'),
      ),
    );
  };

  // Every HTML answer of an app carries its full policy (pages set by a route, such as the outbox, keep their own).
  const inlineHashes = createInlineHashReader();
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html') || reply.hasHeader('content-security-policy')) return payload;
    const web = webAppForPath(request.url.split('?')[0]);
    const third = await options.thirdParties();
    reply.header(
      'content-security-policy',
      contentSecurityPolicy({
        inlineScriptHashes: inlineHashes(roots.get(web.name) ?? ''),
        scriptOrigins: third.scripts,
        connectOrigins: third.connect,
        frameOrigins: [...third.frames, ...videoFrameOrigins],
        frameableByAnySite: web.frameableByAnySite,
      }),
    );
    return payload;
  });

  // Registered even when a dist folder is missing, so a build made later is served without a restart.
  for (const [index, web] of [...webApps].reverse().entries()) {
    await app.register(fastifyStatic, {
      root: roots.get(web.name) ?? '',
      prefix: web.prefix,
      decorateReply: index === 0,
      preCompressed: true,
      cacheControl: false,
      setHeaders,
      suppressWarning: true,
    });
  }
  for (const web of webApps) {
    if (web.prefix !== '/') app.get(web.prefix.slice(0, -1), (request, reply) => reply.redirect(`${web.prefix}${querySuffix(request.url)}`, 301));
  }

  return async function webAppFallback(request: FastifyRequest, reply: FastifyReply) {
    const web = webAppForPath(request.url.split('?')[0]);
    const root = roots.get(web.name) ?? '';
    if (!existsSync(join(root, 'index.html'))) return sendMissingBuildPage(request, reply, web);
    return reply.header('cache-control', cacheControl.revalidate).sendFile('index.html', root);
  };
}

function querySuffix(url: string): string {
  const q = url.indexOf('?');
  return q >= 0 ? url.slice(q) : '';
}

function sendMissingBuildPage(request: FastifyRequest, reply: FastifyReply, web: WebApp) {
  const lang = requestLanguage(request);
  const t = serverT(lang);
  // i18next escapes interpolated values for HTML.
  const title = t('missingBuild.title', { app: web.name });
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>${title}</h1><p>${t('missingBuild.body', { app: web.name })}</p></body></html>`;
  return reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}
