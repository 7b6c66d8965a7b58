import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { configKeys, cookieNames, type FeatureDeclaration, type PageFirstCalls, type Session } from '@seller-portal/contracts/core';
import { requestLanguage, serverT } from '../../i18n/server-i18n';
import type { Clock, Random } from '../../runtime';
import type { PublicPageSource } from '../shared/public-pages';
import { firstCallAddresses, withFirstCallPreloads } from './first-calls';
import { contentSecurityPolicy, createInlineHashReader, redocLogoImage, videoFrameOrigins } from './content-security';
import { drawFirstFrame, firstFramePathOf, withFirstFrame, type CssModuleClasses, type InlinedStylesheet } from './first-frame';
import { lookUpPublicPage, publicPageLanguage, withAppStartAfterPaint, withNoIndex, withPublicPage } from './public-pages';
import { routePreloads, withRoutePreloads, type BuildManifest } from './route-preloads';
import { shellFrameHtml, shellFrameScriptHash, withShellFrame } from './shell-frame';
import { cacheControlFor, notModified, webAppForPath, webAppOfFile, webAppRoot, webApps, type WebApp, type WebAppName } from './web-apps';

/** Third-party origins the pages need, as configured now (tracker and tag manager hosts, social sign-in). */
export interface ThirdPartyOrigins {
  scripts: string[];
  connect: string[];
  frames: string[];
  styles: string[];
  images: string[];
}

export interface WebAppsOptions {
  /** See `webAppRoot`. */
  webRoot: string | null;
  thirdParties: () => Promise<ThirdPartyOrigins>;
  /** Draws each HTML answer's style nonce. */
  random: Random;
  /** The preloaded calls' requestId (§7: a timestamp). */
  clock: Clock;
  /** The modules' public pages, rendered into the portal's index.html for crawlers. */
  publicPages: readonly PublicPageSource[];
  /** The origin of the pages' canonical and alternate addresses (PUBLIC_URL). */
  publicUrl: string;
  /** The features' declarations: which feature's chunk a signed-in page needs (`routePreloads`). */
  features: readonly FeatureDeclaration[];
  /** The calls the modules' pages make as they first draw (`firstCallAddresses`). */
  pageFirstCalls: readonly PageFirstCalls[];
  /**
   * The session of the request's cookie (null when it has none that is valid): a signed-in page's document preloads
   * the calls it may make, and a daily page's frame is drawn for it.
   */
  resolveSession: (request: FastifyRequest) => Promise<Session | null>;
  /** The application config's value of a key (the frame's mobile balances bar). */
  configValue?: (key: string) => Promise<string | undefined>;
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

  const inlineHashes = createInlineHashReader();
  const htmlFiles = createHtmlFileReader();
  /** An app's full policy; an HTML document of the app also names its answer's style nonce. */
  const policyOf = async (web: WebApp, styleNonce?: string) => {
    const third = await options.thirdParties();
    return contentSecurityPolicy({
      inlineScriptHashes: [...inlineHashes(roots.get(web.name) ?? ''), ...(web.name === 'seller-portal' ? [shellFrameScriptHash] : [])],
      scriptOrigins: third.scripts,
      connectOrigins: third.connect,
      frameOrigins: [...third.frames, ...videoFrameOrigins],
      styleOrigins: third.styles,
      imageOrigins: [...third.images, redocLogoImage],
      styleNonce,
      frameableByAnySite: web.frameableByAnySite,
    });
  };
  /**
   * An app's HTML document with a fresh style nonce, in its `csp-nonce` meta element and in its policy. Its ETag is
   * the document's before the nonce: a revalidation that matches keeps the copy (and the policy) the browser has.
   */
  const sendHtmlDocument = async (request: FastifyRequest, reply: FastifyReply, web: WebApp, html: string, status = 200, personal = false) => {
    if (notModified(request, reply, `${status} ${html}`)) return reply.code(304).send();
    // A document drawn for a session is that browser's alone.
    if (personal) reply.header('cache-control', 'private, no-cache');
    const nonce = options.random.bytes(18).toString('base64');
    return reply
      .code(status)
      .header('content-security-policy', await policyOf(web, nonce))
      .type('text/html; charset=utf-8')
      .send(withNonceMeta(html, nonce));
  };
  const origin = options.publicUrl.replace(/\/$/, '');
  // Every other HTML answer (pages set by a route, such as the outbox, keep their own) carries the app's policy.
  // A callback hook: every other answer (the JSON calls) passes in the same turn, without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html') || reply.hasHeader('content-security-policy')) return done(null, payload);
    policyOf(webAppForPath(request.url.split('?')[0])).then(
      (policy) => {
        reply.header('content-security-policy', policy);
        done(null, payload);
      },
      (error: Error) => done(error),
    );
  });

  // Registered even when a dist folder is missing, so a build made later is served without a restart.
  for (const [index, web] of [...webApps].reverse().entries()) {
    await app.register(fastifyStatic, {
      root: roots.get(web.name) ?? '',
      prefix: web.prefix,
      decorateReply: index === 0,
      preCompressed: true,
      cacheControl: false,
      // HTML documents are answered by the fallback below, each with its own style nonce.
      index: false,
      // The build's manifest (.vite/) is the server's to read, not the browser's.
      allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.endsWith('/') && !pathName.includes('/.vite/'),
      setHeaders,
      suppressWarning: true,
    });
  }
  for (const web of webApps) {
    if (web.prefix !== '/') app.get(web.prefix.slice(0, -1), (request, reply) => reply.redirect(`${web.prefix}${querySuffix(request.url)}`, 301));
  }

  const manifests = createJsonReader<BuildManifest>(htmlFiles);
  const cssModuleClasses = createJsonReader<CssModuleClasses>(htmlFiles);
  /**
   * The page's lazy chunks preloaded from the document, all at once rather than one level at a time: an account page's
   * for every browser, a feature's for a browser holding a session (the cookie; whether it is still valid the app
   * asks), since without one the app goes to /sign-in.
   */
  const withPagePreloads = (document: string, request: FastifyRequest, path: string) => {
    const manifest = manifests(join(roots.get('seller-portal') ?? '', '.vite/manifest.json'));
    if (!manifest) return document;
    const features = request.cookies[cookieNames.session] ? options.features : [];
    return withRoutePreloads(document, routePreloads(manifest, features, path));
  };
  /**
   * With a session, the calls the page makes as it first draws, preloaded: they start with the document rather than
   * after the scripts have run and the session has answered, a round trip or two on a phone's network.
   */
  const withCallPreloads = (document: string, session: Session, path: string) =>
    withFirstCallPreloads(document, firstCallAddresses(options.pageFirstCalls, path, session, options.clock.now().getTime()));
  /**
   * /sign-in and /register drawn by the server (`drawFirstFrame`) in the request's language, the stylesheets of the
   * page's lazy chunks written in and its scripts preloaded: null (the app alone, as for any page) for a browser that
   * holds a session (the app may take it elsewhere), or when the build lacks what the frame needs.
   */
  const withPageFirstFrame = (document: string, request: FastifyRequest, path: string): string | null => {
    const page = firstFramePathOf(path);
    if (!page || request.cookies[cookieNames.session]) return null;
    const root = roots.get('seller-portal') ?? '';
    const classes = cssModuleClasses(join(root, cssModuleClassesFile));
    const manifest = manifests(join(root, '.vite/manifest.json'));
    if (!classes || !manifest) return null;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const language = requestLanguage(request);
    const frame = drawFirstFrame(page, classes, {
      language,
      appBanner: mayShowAppBanner(request),
      username: page === '/sign-in' && typeof query.u === 'string' ? query.u : undefined,
    });
    const preloads = routePreloads(manifest, [], page);
    const styles = preloads.styles.map((href) => ({ href, css: htmlFiles(join(root, href)) }));
    if (!frame || styles.some(({ css }) => css === null || /<\/style/i.test(css))) return null;
    return withFirstFrame(withRoutePreloads(document, { scripts: preloads.scripts, styles: [] }), frame, { language, styles: styles as InlinedStylesheet[] });
  };

  /** The signed-in shell's frame of a daily page for the request's session (`shell-frame.ts`), else null. */
  const signedInFrame = async (request: FastifyRequest, path: string, session: Session): Promise<string | null> => {
    return shellFrameHtml({
      path,
      session,
      language: requestLanguage(request),
      userAgent: request.headers['user-agent'],
      channelCookie: request.cookies[cookieNames.partnersChannelId],
      embedded: (request.query as Record<string, unknown> | undefined)?.mode === 'iframe',
      features: options.features,
      // The config is read only where the frame may draw the bar.
      rebrandingDashboard: path.replace(/\/+$/, '') === '/dashboard' ? await options.configValue?.(configKeys.rebrandingDashboard) : undefined,
    });
  };

  return async function webAppFallback(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0];
    const web = webAppForPath(path);
    const root = roots.get(web.name) ?? '';
    // An HTML file the build wrote (the chat widget's demo.html), else the app's index.html (its routes).
    const named = path.slice(web.prefix.length);
    const file = /^[\w-]+\.html$/.test(named) && existsSync(join(root, named)) ? named : 'index.html';
    const html = htmlFiles(join(root, file));
    if (html === null) return sendMissingBuildPage(request, reply, web, (nonce) => policyOf(web, nonce), options.random);
    if (web.name !== 'seller-portal' || file !== 'index.html') return sendHtmlDocument(request, reply, web, html);
    // §3 has-login-history (set with every session, 365 days): the portal's root for a browser that never signed in is
    // the start selling page, a seller's first page; a returning one goes on to the app (sign-in or its dashboard).
    // Only a plain visit: a token sign-in or a redirectUri at the root is the app's.
    if (path === '/' && !request.cookies[cookieNames.loginHistory] && !/[?&](authToken|redirectUri|ssoType|autoSocialLogin)=/.test(request.url))
      return reply.redirect(`${startSellingPath}${querySuffix(request.url)}`, 302);
    const document = withInlineStylesheets(html, (href) => htmlFiles(join(root, href)));
    const language = publicPageLanguage(request.query);
    const page = await lookUpPublicPage(options.publicPages, path, language);
    if (!page) {
      const firstFrame = withPageFirstFrame(document, request, path);
      if (firstFrame) return sendHtmlDocument(request, reply, web, firstFrame);
      const session = request.cookies[cookieNames.session] ? await options.resolveSession(request) : null;
      const preloaded = withPagePreloads(document, request, path);
      if (!session) return sendHtmlDocument(request, reply, web, preloaded);
      const withCalls = withCallPreloads(preloaded, session, path);
      const frame = await signedInFrame(request, path, session);
      // A document drawn for a session (its calls, its frame) is that browser's alone. With a frame, as a drawn public
      // page: the app's code is asked for once the frame is on screen, so nothing stands before it.
      return sendHtmlDocument(request, reply, web, frame ? withAppStartAfterPaint(withShellFrame(withCalls, frame)) : withCalls, 200, true);
    }
    // A page its source does not have (unknown, a draft): the app shows its not-found view, with the status to match.
    if ('missing' in page) return sendHtmlDocument(request, reply, web, withNoIndex(document), 404);
    return sendHtmlDocument(request, reply, web, withPublicPage(document, page.found, { origin, path, language }));
  };
}

/** §2.2 the start selling page. */
const startSellingPath = '/mulai-berjualan';

function querySuffix(url: string): string {
  const q = url.indexOf('?');
  return q >= 0 ? url.slice(q) : '';
}

async function sendMissingBuildPage(request: FastifyRequest, reply: FastifyReply, web: WebApp, policyOf: (nonce: string) => Promise<string>, random: Random) {
  const lang = requestLanguage(request);
  const t = serverT(lang);
  const nonce = random.bytes(18).toString('base64');
  // i18next escapes interpolated values for HTML.
  const title = t('missingBuild.title', { app: web.name });
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style nonce="${nonce}">body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem }</style></head>
<body><h1>${title}</h1><p>${t('missingBuild.body', { app: web.name })}</p></body></html>`;
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .header('content-security-policy', await policyOf(nonce))
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The page's style nonce as the libraries read it: `<meta property="csp-nonce" nonce>` first in the head
 * (styled-components reads it as it is; libs/ui hands it to the others), and on the build's own inline `<style>`
 * elements (the chat widget's demo page).
 */
export function withNonceMeta(source: string, nonce: string): string {
  const html = source.replace(/<style(?![^>]*\snonce=)(\s[^>]*)?>/gi, (_, attributes: string | undefined) => `<style nonce="${nonce}"${attributes ?? ''}>`);
  const meta = `<meta property="csp-nonce" nonce="${nonce}">`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + meta + html.slice(head.index + head[0].length);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return doctype ? doctype[0] + meta + html.slice(doctype[0].length) : meta + html;
}

/** Above this an entry's stylesheet stays a file of its own (cached across pages) rather than part of every document. */
const inlineStylesheetMaxBytes = 32 * 1024;

/**
 * The portal's entry stylesheet (`<link rel="stylesheet" href="/assets/….css">`, a few KB) written into the document
 * as a `<style>` (given the answer's nonce), so the first paint waits for no second request: on a phone's network
 * that request is the page's one render-blocking resource.
 */
function withInlineStylesheets(html: string, read: (assetPath: string) => string | null): string {
  return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g, (link, href: string) => {
    const css = read(href);
    if (css === null || Buffer.byteLength(css) > inlineStylesheetMaxBytes || /<\/style/i.test(css)) return link;
    return `<style>${css}</style>`;
  });
}

/** A JSON file of the build (its manifest, its CSS modules' classes), parsed again only when it changed; null when the build wrote none. */
function createJsonReader<T>(read: (path: string) => string | null): (path: string) => T | null {
  let last: { text: string; value: T } | null = null;
  return (path) => {
    const text = read(path);
    if (text === null) return null;
    if (last?.text !== text) last = { text, value: JSON.parse(text) as T };
    return last.value;
  };
}

/** The build's CSS modules' class names (tools/vite/css-module-classes.ts). */
const cssModuleClassesFile = '.vite/css-module-classes.json';

/**
 * §2.8 whether the download-app banner may show, as far as the request tells (the app decides by the phone's width):
 * not inside the Android or iOS app (libs/device-layout's user agents), not embedded (mode=iframe, a framed document),
 * not hidden by its cookie.
 */
function mayShowAppBanner(request: FastifyRequest): boolean {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return (
    !/\bMTA[-_ /]?(?:Android|iOS)\b/i.test(request.headers['user-agent'] ?? '') &&
    query.mode !== 'iframe' &&
    request.headers['sec-fetch-dest'] !== 'iframe' &&
    request.cookies[cookieNames.hideAppBanner] !== 'true'
  );
}

/** The text of a built file, read again only when it changed (a build made while the server runs); null when missing. */
function createHtmlFileReader(): (path: string) => string | null {
  const cache = new Map<string, { stamp: number; text: string }>();
  return (path) => {
    let stamp: number;
    try {
      stamp = statSync(path).mtimeMs;
    } catch {
      return null;
    }
    const cached = cache.get(path);
    if (cached?.stamp === stamp) return cached.text;
    const text = readFileSync(path, 'utf8');
    cache.set(path, { stamp, text });
    return text;
  };
}
