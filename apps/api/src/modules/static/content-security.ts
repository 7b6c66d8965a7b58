import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What a page may load besides its own origin: the configured tracker and sign-in providers. */
export interface ContentSources {
  /** `'sha256-…'` of the inline scripts of the app's HTML files (the language preload). */
  inlineScriptHashes: readonly string[];
  /** Origins scripts may come from (tracker, tag manager, Google and Facebook sign-in). */
  scriptOrigins: readonly string[];
  /** Origins the page may call or open in frames (the same, plus video players). */
  connectOrigins: readonly string[];
  frameOrigins: readonly string[];
  /** Origins of style sheets besides this one (Google sign-in's). */
  styleOrigins?: readonly string[];
  /** Origins of images the pages show besides their own (IMAGE_ORIGINS: product photos, images in announcements). */
  imageOrigins?: readonly string[];
  /** This answer's nonce: the `<style>` elements libraries add (dialogs' scroll lock, the editor, Redoc) carry it. */
  styleNonce?: string;
  /** Whether any site may frame the page (the chat widget); otherwise only the portal itself. */
  frameableByAnySite: boolean;
}

/** Video players the video modal embeds (libs/shell video.ts). */
export const videoFrameOrigins = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** Redoc's attribution logo (the API center's specification page), which it loads whatever its options say: that file only. */
export const redocLogoImage = 'https://cdn.redoc.ly/redoc/logo-mini.svg';

/**
 * The Content-Security-Policy of an HTML answer. Scripts only from this origin, the hashed inline ones and the
 * configured third parties; styles from this origin and `<style>` elements with the answer's nonce (React's style
 * props go through the CSSOM, which the policy does not govern); images from this origin, data: and blob: URLs (the
 * demo's product pictures, camera captures) and the configured image origins; no plugins; no <base> rewriting;
 * forms post only here.
 */
export function contentSecurityPolicy(sources: ContentSources): string {
  const list = (items: readonly string[]) => [...new Set(items)].join(' ');
  const directives = [
    "default-src 'self'",
    `script-src ${list(["'self'", ...sources.inlineScriptHashes, ...sources.scriptOrigins])}`,
    `style-src ${list(["'self'", ...(sources.styleNonce ? [`'nonce-${sources.styleNonce}'`] : []), ...(sources.styleOrigins ?? [])])}`,
    `img-src ${list(["'self'", 'data:', 'blob:', ...(sources.imageOrigins ?? [])])}`,
    "font-src 'self' data:",
    `connect-src ${list(["'self'", ...sources.connectOrigins])}`,
    `frame-src ${list(["'self'", ...sources.frameOrigins])}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ];
  if (!sources.frameableByAnySite) directives.push("frame-ancestors 'self'");
  return directives.join('; ');
}

/** `'sha256-…'` sources of the inline <script> elements (those without src) of an HTML text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The origin of a configured script address, when it is an http(s) URL. */
export function originOfUrl(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The inline-script hashes of every HTML file of a built app, read again only when a file changed (a build made
 * while the server runs is served without a restart).
 */
export function createInlineHashReader(): (root: string) => string[] {
  const cache = new Map<string, { stamp: string; hashes: string[] }>();
  return (root) => {
    let files: string[];
    try {
      files = readdirSync(root).filter((name) => name.endsWith('.html'));
    } catch {
      return [];
    }
    const stamp = files.map((name) => `${name}:${statSync(join(root, name)).mtimeMs}`).join('|');
    const cached = cache.get(root);
    if (cached?.stamp === stamp) return cached.hashes;
    const hashes = files.flatMap((name) => inlineScriptHashes(readFileSync(join(root, name), 'utf8')));
    cache.set(root, { stamp, hashes });
    return hashes;
  };
}
