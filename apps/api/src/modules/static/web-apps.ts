import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export type WebAppName = 'seller-portal' | 'internal-console' | 'chat-widget';

export interface WebApp {
  name: WebAppName;
  /** URL prefix, with a trailing slash. */
  prefix: string;
  /** The chat widget is embedded by other sites; the portal and the console only by themselves. */
  frameableByAnySite: boolean;
}

/** Most specific prefix first, so the first match wins. */
export const webApps: readonly WebApp[] = [
  { name: 'internal-console', prefix: '/console/', frameableByAnySite: false },
  { name: 'chat-widget', prefix: '/chat-widget/', frameableByAnySite: true },
  { name: 'seller-portal', prefix: '/', frameableByAnySite: false },
];

export function webAppForPath(path: string): WebApp {
  return webApps.find((app) => path.startsWith(app.prefix)) ?? webApps[webApps.length - 1];
}

/** The repository root: the nearest folder above this module holding nx.json (else the working folder). */
export function findRepositoryRoot(start: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'nx.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/** WEB_ROOT/<app> when WEB_ROOT is set, otherwise <repository>/apps/<app>/dist. */
export function webAppRoot(app: WebApp, webRoot: string | null): string {
  return webRoot ? resolve(webRoot, app.name) : resolve(findRepositoryRoot(), 'apps', app.name, 'dist');
}

/** Which app a file on disk belongs to (headers are decided per file). */
export function webAppOfFile(filePath: string, roots: ReadonlyMap<WebAppName, string>): WebApp | undefined {
  // Longest root first: a WEB_ROOT layout nests nothing, but be exact anyway.
  return [...webApps]
    .sort((a, b) => (roots.get(b.name)?.length ?? 0) - (roots.get(a.name)?.length ?? 0))
    .find((app) => {
      const root = roots.get(app.name);
      return root !== undefined && (filePath === root || filePath.startsWith(root + sep));
    });
}

export const cacheControl = {
  /** Hashed file names under assets/ never change. */
  immutable: 'public, max-age=31536000, immutable',
  /** index.html and other fixed names are checked with the server on every use. */
  revalidate: 'no-cache',
} as const;

export function cacheControlFor(relativePath: string): string {
  return relativePath.startsWith('assets/') ? cacheControl.immutable : cacheControl.revalidate;
}

/**
 * A document made per request (a page, the sitemap): checked with the server on every use, under a weak ETag of its
 * text (weak: the same text is sent gzip, brotli or plain). True when the client's copy is current: answer 304.
 */
export function notModified(request: FastifyRequest, reply: FastifyReply, text: string): boolean {
  const etag = `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', cacheControl.revalidate).header('etag', etag).header('vary', 'accept-encoding');
  return request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag) ?? false;
}
