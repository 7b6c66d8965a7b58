import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, originOfUrl } from './content-security';
import { withNonceMeta } from './routes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('content security policy', () => {
  it('hashes inline scripts only, exactly as written', () => {
    const html =
      '<script type="module" src="/a.js"></script><script>(function(){x()})();</script>\n<script src="/b.js" async></script><SCRIPT>\n y()\n</SCRIPT>';
    expect(inlineScriptHashes(html)).toEqual([sha('(function(){x()})();'), sha('\n y()\n')]);
  });

  it.each<[string, string | null | undefined, string | null]>([
    ['an https script address', 'https://engagement.example.test/sdk.js?v=2', 'https://engagement.example.test'],
    ['nothing configured', '', null],
    ['not a URL', 'tracker.js', null],
    ['another scheme', 'javascript:alert(1)', null],
  ])('%s → %s', (_name, value, origin) => {
    expect(originOfUrl(value)).toBe(origin);
  });

  it('the portal: self, its hashes and the configured origins; no plugins, no base, framed only by itself', () => {
    const policy = contentSecurityPolicy({
      inlineScriptHashes: ["'sha256-abc'"],
      scriptOrigins: ['https://tags.example.test', 'https://tags.example.test'],
      connectOrigins: ['https://tags.example.test'],
      frameOrigins: ['https://www.youtube-nocookie.com'],
      frameableByAnySite: false,
    });
    expect(policy.split('; ')).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "script-src 'self' 'sha256-abc' https://tags.example.test",
        "connect-src 'self' https://tags.example.test",
        "frame-src 'self' https://www.youtube-nocookie.com",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ]),
    );
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('styles: this origin and the answer’s nonce only, never inline; images: this origin, data:, blob: and the configured ones', () => {
    const policy = contentSecurityPolicy({
      inlineScriptHashes: [],
      scriptOrigins: [],
      connectOrigins: [],
      frameOrigins: [],
      styleOrigins: ['https://accounts.google.com/gsi/style'],
      imageOrigins: ['https://img.example.test'],
      styleNonce: 'bm9uY2U=',
      frameableByAnySite: false,
    });
    expect(policy.split('; ')).toEqual(
      expect.arrayContaining([
        "style-src 'self' 'nonce-bm9uY2U=' https://accounts.google.com/gsi/style",
        "img-src 'self' data: blob: https://img.example.test",
      ]),
    );
    expect(policy).not.toMatch(/unsafe-inline|https:(;|\s|$)/);
    const plain = contentSecurityPolicy({ inlineScriptHashes: [], scriptOrigins: [], connectOrigins: [], frameOrigins: [], frameableByAnySite: false });
    expect(plain.split('; ')).toEqual(expect.arrayContaining(["style-src 'self'", "img-src 'self' data: blob:"]));
  });

  it.each([
    [
      'after <head>',
      '<!doctype html><html><head lang="x"><title>t</title></head></html>',
      '<!doctype html><html><head lang="x"><meta property="csp-nonce" nonce="N"><title>t</title></head></html>',
    ],
    ['after the doctype when there is no <head>', '<!DOCTYPE html><title>t</title>', '<!DOCTYPE html><meta property="csp-nonce" nonce="N"><title>t</title>'],
    ['first when there is neither', '<title>t</title>', '<meta property="csp-nonce" nonce="N"><title>t</title>'],
    ['not into a <header>', '<!doctype html><header>x</header>', '<!doctype html><meta property="csp-nonce" nonce="N"><header>x</header>'],
    [
      'and on the inline <style> elements',
      '<head><style>a{}</style><style media="print">b{}</style></head>',
      '<head><meta property="csp-nonce" nonce="N"><style nonce="N">a{}</style><style nonce="N" media="print">b{}</style></head>',
    ],
  ])('writes the nonce meta %s', (_, html, written) => {
    expect(withNonceMeta(html, 'N')).toBe(written);
  });

  it('the chat widget may be framed by any site', () => {
    const policy = contentSecurityPolicy({ inlineScriptHashes: [], scriptOrigins: [], connectOrigins: [], frameOrigins: [], frameableByAnySite: true });
    expect(policy).not.toContain('frame-ancestors');
  });
});
