import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { drivers } from './support/test-database';
import { useTestServer } from './support/test-server';
import { appConfig } from '../src/modules/config/schema';
import { configKeys, cookieNames } from '@seller-portal/contracts/core';
import { drawFirstFrame } from '../src/modules/static/first-frame';
import { shellFrameScriptHash } from '../src/modules/static/shell-frame';

/** Stands for the language-preload script the portal build writes inline. */
const preloadScript = 'document.documentElement.dataset.preload = "id";';
const preloadHash = `'sha256-${createHash('sha256').update(preloadScript).digest('base64')}'`;

/** A WEB_ROOT with a built portal and chat widget; the internal console is not built. */
function makeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'api-web-'));
  const script = 'console.log("portal");'.repeat(50);
  mkdirSync(join(root, 'seller-portal/assets'), { recursive: true });
  writeFileSync(join(root, 'seller-portal/index.html'), `<!doctype html><title>portal</title><script>${preloadScript}</script><div id="root"></div>`);
  writeFileSync(join(root, 'seller-portal/assets/app-1a2b3c.js'), script);
  writeFileSync(join(root, 'seller-portal/assets/app-1a2b3c.js.gz'), gzipSync(script));
  mkdirSync(join(root, 'chat-widget'), { recursive: true });
  writeFileSync(join(root, 'chat-widget/index.html'), '<!doctype html><title>chat widget</title>');
  writeFileSync(join(root, 'chat-widget/demo.html'), '<!doctype html><html><head><title>widget demo</title></head></html>');
  writeFileSync(join(root, 'chat-widget/loader.js'), 'window.chatWidget = true;');
  return root;
}

// A browser that has signed in before: its visit to / gets the portal (a first visit's goes to the start selling page).
const html = { accept: 'text/html,application/xhtml+xml', cookie: 'has-login-history=true' };

describe.each(drivers)('built web apps (%s)', (driver) => {
  const webRoot = makeWebRoot();
  const server = useTestServer(driver, { webRoot });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
  const get = (path: string, headers: Record<string, string> = {}) => fetch(server.baseUrl + path, { headers, redirect: 'manual' });

  it('serves the portal index at / with no-cache and a full policy: own scripts and the hashed inline ones (the start script, the frame of the daily pages), framed only by itself', async () => {
    const answer = await get('/', html);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<title>portal</title>');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const policy = answer.headers.get('content-security-policy')?.split('; ') ?? [];
    expect(policy).toEqual(
      expect.arrayContaining([
        `script-src 'self' ${preloadHash} ${shellFrameScriptHash}`,
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'self'",
        "default-src 'self'",
      ]),
    );
    // The SPA fallback carries the same policy (with a nonce of its own).
    const withoutNonce = (text: string) => text.replace(/'nonce-[^']+'/, "'nonce'");
    expect(withoutNonce((await get('/dashboard', html)).headers.get('content-security-policy') ?? '')).toBe(withoutNonce(policy.join('; ')));
    // Plain http without a trusted proxy saying otherwise: no HSTS.
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  it('gives each HTML answer a style nonce of its own, in the page and in its policy; no inline style otherwise, images only from here', async () => {
    const nonces: string[] = [];
    for (const path of ['/', '/dashboard', '/index.html', '/chat-widget/', '/chat-widget/demo.html']) {
      const answer = await get(path, html);
      expect([path, answer.status]).toEqual([path, 200]);
      const page = await answer.text();
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(page)?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy).toContain(`style-src 'self' 'nonce-${nonce}';`);
      // Besides the server's own, data: and blob:, only Redoc's attribution logo.
      expect(policy).toContain("img-src 'self' data: blob: https://cdn.redoc.ly/redoc/logo-mini.svg;");
      expect(policy).not.toContain('unsafe-inline');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
    expect(await (await get('/chat-widget/demo.html', html)).text()).toContain('<title>widget demo</title>');
  });

  it('lets the configured tracker load: its origin joins script-src and connect-src', async () => {
    await server.database.db
      .insert(appConfig)
      .values({ key: configKeys.trackerHost, value: 'https://engagement.example.test/sdk.js' })
      .onConflictDoUpdate({ target: appConfig.key, set: { value: 'https://engagement.example.test/sdk.js' } });
    server.clock.advance(11_000);
    const policy = (await get('/sign-in', html)).headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src [^;]*https:\/\/engagement\.example\.test/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/engagement\.example\.test/);
    // Its pixel images too.
    expect(policy).toMatch(/img-src [^;]*https:\/\/engagement\.example\.test/);
  });

  it.each(['/dashboard', '/conversations/123', '/sign-in?redirectUri=%2Fdashboard'])(
    'falls back to the portal index.html for the SPA route %s',
    async (path) => {
      const answer = await get(path, html);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('<title>portal</title>');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('serves hashed assets as immutable, pre-compressed when the client accepts gzip', async () => {
    const answer = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await answer.text()).toContain('console.log("portal")');
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    const answer = await get('/assets/missing.js', { accept: '*/*' });
    expect(answer.status).toBe(404);
  });

  it('serves the chat widget under /chat-widget/, frameable by any site', async () => {
    const index = await get('/chat-widget/room/42', html);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<title>chat widget</title>');
    expect(index.headers.get('content-security-policy')).toMatch(/object-src 'none'/);
    expect(index.headers.get('content-security-policy')).not.toMatch(/frame-ancestors/);
    const loader = await get('/chat-widget/loader.js');
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-security-policy')).toBeNull();
  });

  it('redirects /console to /console/', async () => {
    const answer = await get('/console?lang=en');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/console/?lang=en');
  });

  it.each([
    ['id', '', 'Aplikasi web internal-console belum dibangun'],
    ['en', '?lang=en', 'The web app internal-console has not been built'],
  ])('answers an app that is not built with a page (%s) saying to run npm run build', async (_, query, text) => {
    const answer = await get(`/console/announcement${query}`, html);
    expect(answer.status).toBe(503);
    const body = await answer.text();
    expect(body).toContain(text);
    expect(body).toContain('npm run build');
    expect(answer.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'$/);
  });

  it('never answers /backend paths with a page', async () => {
    const answer = await get('/backend/nothing/here', html);
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { errorCode: string }).errorCode).toBe('NOT_FOUND');
  });
});

/** A built portal with what the first frame of /sign-in and /register needs: the manifest and the CSS modules' classes. */
function makeFramedWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'api-web-frame-'));
  mkdirSync(join(root, 'seller-portal/assets'), { recursive: true });
  mkdirSync(join(root, 'seller-portal/.vite'), { recursive: true });
  writeFileSync(
    join(root, 'seller-portal/index.html'),
    `<!doctype html>\n<html lang="id"><head><script type="module" crossorigin src="/assets/index-e1.js"></script><script>${startScript}</script></head><body><noscript>needs JavaScript</noscript><div id="root"></div></body></html>`,
  );
  writeFileSync(join(root, 'seller-portal/assets/AuthLayout-a1.css'), '.auth-layout{display:grid}');
  const manifest = {
    'index.html': { file: 'assets/index-e1.js', isEntry: true, dynamicImports: ['../../libs/auth/src/routes/register.ts'] },
    '../../libs/auth/src/routes/register.ts': { file: 'assets/register-r1.js', imports: ['index.html'], css: ['assets/AuthLayout-a1.css'] },
  };
  writeFileSync(join(root, 'seller-portal/.vite/manifest.json'), JSON.stringify(manifest));
  // The classes the frame asks for, each named `<local>_built` as a build's would be.
  const classes: Record<string, Record<string, string>> = {};
  const recording = new Proxy({}, { get: (_, file: string) => new Proxy({}, { get: (__, name: string) => ((classes[file] ??= {})[name] = `${name}_built`) }) });
  for (const path of ['/sign-in', '/register'] as const) drawFirstFrame(path, recording, { language: 'id', appBanner: true });
  writeFileSync(join(root, 'seller-portal/.vite/css-module-classes.json'), JSON.stringify(classes));
  return root;
}

/** Stands for the build's start script, which adds the app's code after the first paint (it reads `data-after-paint`). */
const startScript = 'document.querySelectorAll("[data-after-paint]");';

describe.each(drivers)('the first frame of /sign-in and /register (%s)', (driver) => {
  const webRoot = makeFramedWebRoot();
  const server = useTestServer(driver, { webRoot });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
  const page = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(server.baseUrl + path, { headers: { accept: 'text/html', ...headers } });
    expect(answer.status).toBe(200);
    return { text: await answer.text(), policy: answer.headers.get('content-security-policy') ?? '' };
  };

  it('draws the page in the request’s language, with its chunks’ stylesheets, the app started after the first paint', async () => {
    const { text, policy } = await page('/register?lang=en');
    expect(text).toContain('<html data-start-after-paint lang="en">');
    expect(text).toContain('<div data-first-frame="register" inert><div class="appBannerPlace_built"></div><div class="page_built">');
    expect(text).toContain('<h1 class="title_built">Register as a seller</h1>');
    // Every inline style (the page's stylesheet, the frame's own) carries the answer's nonce: the policy allows no other.
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
    // Named by a disabled link too, which is not fetched: the chunk's loader finds it and does not download it again.
    expect(text).toContain(
      `<style nonce="${nonce}">.auth-layout{display:grid}</style><link rel="stylesheet" href="/assets/AuthLayout-a1.css" disabled></head>`,
    );
    expect(text).toMatch(new RegExp(`<div id="root"><style nonce="${nonce.replace(/[+/]/g, '\\$&')}">\\[data-first-frame\\]`));
    expect(text).toContain('<script type="text/plain" data-after-paint="/assets/index-e1.js"></script>');
    expect(text).toContain('<link data-after-paint="/assets/register-r1.js">');
    expect(text).not.toContain('rel="preload" as="style"');
    expect(text).toContain('<noscript>needs JavaScript</noscript>');
  });

  it('takes the language from the cookie, and leaves the banner’s place out where the banner never shows', async () => {
    const english = await page('/sign-in', { cookie: 'Partners-Language=en' });
    expect(english.text).toContain('<h1 class="title_built">Sign in to Seller Center</h1>');
    expect(english.text).toContain('<div class="appBannerPlace_built"></div>');
    const withoutBanner: Record<string, string>[] = [
      { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) MTA-Android/5.2' },
      { cookie: 'hide-app-banner=true' },
      { 'sec-fetch-dest': 'iframe' },
    ];
    for (const headers of withoutBanner) {
      const { text } = await page('/sign-in', headers);
      expect(text).toContain('<h1 class="title_built">Masuk ke Seller Center</h1>');
      expect(text).not.toContain('appBannerPlace_built');
    }
    expect((await page('/sign-in?mode=iframe')).text).not.toContain('appBannerPlace_built');
  });

  it('leaves the page to the app for a browser holding a session, and on other pages', async () => {
    expect((await page('/sign-in', { cookie: `${cookieNames.session}=some-session` })).text).not.toContain('data-first-frame');
    expect((await page('/forgot-password/v2')).text).not.toContain('data-first-frame');
  });
});
