import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { learningPaths } from '@seller-portal/contracts/education';
import { afterAll, describe, expect, it } from 'vitest';
import { learningArticles } from '../src/modules/learning/schema';
import { drivers } from './support/test-database';
import { demo, testPublicUrl, useTestServer } from './support/test-server';

/**
 * A built portal's index.html as Vite writes it: the document's own title and description, the entry and its
 * preload, the start script (a stand-in that reads `data-after-paint` as the real one does), an empty root.
 */
const portalIndex = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="description" content="Seller Center: kelola toko." />
    <title>Seller Center</title>
    <script type="module" crossorigin src="/assets/index-1a2b3c.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-7a8b9c.js">
    <link rel="stylesheet" crossorigin href="/assets/index-4d5e6f.css">
    <script>(function(){var n=document.querySelectorAll("[data-after-paint]");for(var i=0;i<n.length;i++);})();</script>
  </head>
  <body>
    <noscript>Seller Center membutuhkan JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>`;

const entryStylesheet = 'body{margin:0;font-family:system-ui,sans-serif}';

function makeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'api-public-pages-'));
  mkdirSync(join(root, 'seller-portal/assets'), { recursive: true });
  writeFileSync(join(root, 'seller-portal/index.html'), portalIndex);
  writeFileSync(join(root, 'seller-portal/assets/index-4d5e6f.css'), entryStylesheet);
  mkdirSync(join(root, 'seller-portal/.vite'));
  writeFileSync(join(root, 'seller-portal/.vite/manifest.json'), JSON.stringify(portalManifest));
  return root;
}

/** The same build's manifest, cut down: the entry, the module registry, the shell and the orders feature's chunks. */
const portalManifest = {
  'index.html': {
    file: 'assets/index-1a2b3c.js',
    isEntry: true,
    imports: ['_framework-7a8b9c.js'],
    dynamicImports: ['src/routes/shell.tsx', '_module-routing-m1.js', '../../libs/auth/src/routes/register.ts'],
  },
  '../../libs/auth/src/routes/register.ts': { file: 'assets/register-a2.js', imports: ['index.html'] },

  '_framework-7a8b9c.js': { file: 'assets/framework-7a8b9c.js' },
  '_module-routing-m1.js': { file: 'assets/module-routing-m1.js', imports: ['_modules-r1.js', 'index.html'] },
  '_modules-r1.js': { file: 'assets/modules-r1.js', dynamicImports: ['../../libs/orders/src/routes.tsx'] },
  'src/routes/shell.tsx': { file: 'assets/shell-h1.js', imports: ['index.html', '_framework-7a8b9c.js'], css: ['assets/shell-h1.css'] },
  '../../libs/orders/src/routes.tsx': { file: 'assets/routes-o1.js', dynamicImports: ['../../libs/orders/src/pages/OrderListPage.tsx'] },
  '../../libs/orders/src/pages/OrderListPage.tsx': { file: 'assets/OrderListPage-l1.js' },
};

/** What a crawler sends: no JavaScript will run on what it gets. */
const crawler = { accept: 'text/html,application/xhtml+xml', 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' };

const guide = '/learning/guide/article/verifikasi-identitas-penjual';

const metaContent = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
const linkHref = (html: string, rel: string, hreflang?: string) =>
  new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)">`).exec(html)?.[1];
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';

describe.each(drivers)('public pages for crawlers (%s)', (driver) => {
  const webRoot = makeWebRoot();
  const server = useTestServer(driver, { webRoot });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
  const get = (path: string, headers: Record<string, string> = crawler) => fetch(server.baseUrl + path, { headers });

  it("answers a guide article's address with its text and meta tags in Indonesian, the app's root holding the text", async () => {
    const answer = await get(guide);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('etag')).toMatch(/^W\/"/);
    const html = await answer.text();
    expect(html).toContain('<html data-start-after-paint lang="id">');
    expect(html).toContain('<title>Verifikasi identitas: dokumen yang diperlukan</title>');
    // The build's own title and description give way to the page's.
    expect(html).not.toContain('<title>Seller Center</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(metaContent(html, 'description')).toBe('Siapkan KTP dan foto diri yang jelas agar verifikasi selesai dalam satu kali kirim.');
    expect(linkHref(html, 'canonical')).toBe(`${testPublicUrl}${guide}`);
    expect(linkHref(html, 'alternate', 'id')).toBe(`${testPublicUrl}${guide}`);
    expect(linkHref(html, 'alternate', 'en')).toBe(`${testPublicUrl}${guide}?lang=en`);
    expect(linkHref(html, 'alternate', 'x-default')).toBe(`${testPublicUrl}${guide}`);
    expect(metaContent(html, 'og:title')).toBe('Verifikasi identitas: dokumen yang diperlukan');
    expect(metaContent(html, 'og:url')).toBe(`${testPublicUrl}${guide}`);
    expect(metaContent(html, 'og:locale')).toBe('id_ID');
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    const root = rootOf(html);
    expect(root).toContain('<h1>Verifikasi identitas: dokumen yang diperlukan</h1>');
    expect(root).toContain('Toko Anda baru dapat menerima pesanan setelah identitas pemiliknya diverifikasi.');
    // The app's code is asked for only after the text is drawn (the start script adds it), and the inline style
    // carries the answer's nonce.
    expect(html).toContain('<script type="text/plain" data-after-paint="/assets/index-1a2b3c.js"></script>');
    expect(html).toContain('<link data-after-paint="/assets/framework-7a8b9c.js">');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1];
    expect(html).toContain(`<style nonce="${nonce}">#root>.prerendered`);
    // The entry's stylesheet comes inside the document: the first paint waits for no other request.
    expect(html).toContain(`<style nonce="${nonce}">${entryStylesheet}</style>`);
    expect(html).not.toContain('<link rel="stylesheet"');
    // The page reads without JavaScript, so no notice says it needs it.
    expect(html).not.toContain('<noscript>');
  });

  it('answers ?lang=en in English, its canonical still the Indonesian address', async () => {
    const html = await (await get(`${guide}?lang=en`)).text();
    expect(html).toContain('<html data-start-after-paint lang="en">');
    expect(html).toContain('<title>Identity verification: the documents you need</title>');
    expect(metaContent(html, 'description')).toBe('Have your ID card and a clear photo of yourself ready so verification passes the first time.');
    expect(linkHref(html, 'canonical')).toBe(`${testPublicUrl}${guide}`);
    expect(metaContent(html, 'og:url')).toBe(`${testPublicUrl}${guide}?lang=en`);
    expect(metaContent(html, 'og:locale')).toBe('en_US');
    expect(rootOf(html)).toContain('Your store can take orders once its owner’s identity is verified.');
    expect(html).not.toContain('Toko Anda baru dapat');
  });

  it('renders the lists as links in the page’s language, and a cover as the Open Graph image', async () => {
    await server.database.db.insert(learningArticles).values({
      slug: 'sampul-artikel',
      kind: 'NEWS',
      categoryCode: 'GETTING_STARTED',
      titleId: 'Berita bersampul',
      titleEn: 'News with a cover',
      summaryId: 'Ringkasan',
      summaryEn: 'Summary',
      bodyId: '<p>Isi</p>',
      bodyEn: '<p>Body</p>',
      coverImageUrl: 'https://images.example.test/cover.png',
      status: 'PUBLISHED',
    });
    const home = await (await get('/learning?lang=en')).text();
    expect(home).toContain('<h1>Seller Learning</h1>');
    expect(rootOf(home)).toContain('<a href="/learning/news/sampul-artikel?lang=en">News with a cover</a>');
    const news = rootOf(await (await get('/learning/news')).text());
    expect(news).toContain('<a href="/learning/news/sampul-artikel">Berita bersampul</a>');
    expect(news).not.toContain('verifikasi-identitas-penjual');
    const guides = rootOf(await (await get('/learning/guide')).text());
    expect(guides).toContain(`<a href="${guide}">Verifikasi identitas: dokumen yang diperlukan</a>`);
    const article = await (await get('/learning/news/sampul-artikel')).text();
    expect(metaContent(article, 'og:image')).toBe('https://images.example.test/cover.png');
    expect(metaContent(article, 'twitter:card')).toBe('summary_large_image');
    // A news article is not read at a guide's address.
    expect((await get('/learning/guide/article/sampul-artikel')).status).toBe(404);
  });

  const day = 86_400_000;
  it.each([
    ['a draft', 'draf-rahasia', () => ({ status: 'DRAFT' })],
    ['one whose window has not opened', 'belum-tayang', () => ({ publishAt: new Date(server.clock.now().getTime() + day) })],
    [
      'one whose window closed',
      'sudah-berakhir',
      () => ({ publishAt: new Date(server.clock.now().getTime() - 2 * day), unpublishAt: new Date(server.clock.now().getTime() - day) }),
    ],
  ] as const)("answers %s with 404 and the app, none of the article's text", async (_, slug, extra) => {
    await server.database.db.insert(learningArticles).values({
      slug,
      kind: 'GUIDE',
      categoryCode: 'PRODUCTS',
      titleId: 'Judul rahasia',
      titleEn: 'Secret title',
      summaryId: 'Ringkasan rahasia',
      summaryEn: 'Secret summary',
      bodyId: '<p>Isi rahasia</p>',
      bodyEn: '<p>Secret body</p>',
      status: 'PUBLISHED',
      ...extra(),
    });
    for (const path of [`/learning/guide/article/${slug}`, `/learning/guide/article/${slug}?lang=en`]) {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      const html = await answer.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toMatch(/rahasia|Secret/);
    }
    expect(await (await get('/sitemap.xml')).text()).not.toContain(slug);
  });

  it('answers the §2.2 start-selling page from the CMS with its text and meta tags in both languages; an unknown content page is 404', async () => {
    const id = await (await get('/mulai-berjualan')).text();
    expect(id).toContain('<title>Mulai Berjualan di Seller Center</title>');
    expect(metaContent(id, 'description')).toBe(
      'Buka toko online gratis, jangkau jutaan pembeli, dan kelola pesanan, iklan, serta pembayaran dari satu tempat.',
    );
    expect(linkHref(id, 'canonical')).toBe(`${testPublicUrl}/mulai-berjualan`);
    expect(linkHref(id, 'alternate', 'en')).toBe(`${testPublicUrl}/mulai-berjualan?lang=en`);
    expect(rootOf(id)).toContain('<h1>Mulai Berjualan di Seller Center</h1>');
    expect(rootOf(id)).toContain('Jualan makin mudah, toko makin ramai');
    const en = await (await get('/mulai-berjualan?lang=en')).text();
    expect(en).toContain('<html data-start-after-paint lang="en">');
    expect(rootOf(en)).toContain('Selling made simple, a busier store');
    // The content pages are the CMS's addresses: one no page has is a 404 with none of the app's pages' text.
    const unknown = await get('/pages/halaman-yang-tidak-ada');
    expect(unknown.status).toBe(404);
    expect(await (await get('/sitemap.xml')).text()).toContain(`${testPublicUrl}/mulai-berjualan`);
  });

  it('answers an unknown slug with 404 and leaves paths no source owns to the app', async () => {
    expect((await get('/learning/guide/article/tidak-ada')).status).toBe(404);
    // Addresses no slug has: markup, capitals, a slug too long.
    for (const slug of ['%3Cscript%3E', 'Huruf-Besar', 'a'.repeat(101)]) {
      expect([slug, (await get(`/learning/guide/article/${slug}`)).status]).toEqual([slug, 404]);
    }
    // A malformed encoding and a NUL are refused before any page is looked up: a 400, never a 5xx.
    for (const slug of ['%E0%A4%A', '%00']) expect([slug, (await get(`/learning/guide/article/${slug}`)).status]).toEqual([slug, 400]);
    const dashboard = await get('/dashboard');
    expect(dashboard.status).toBe(200);
    const html = await dashboard.text();
    expect(html).toContain('<title>Seller Center</title>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<noscript>');
  });

  it('escapes a script in a title and a summary; a script in the body never reaches the page', async () => {
    await server.database.db.insert(learningArticles).values({
      slug: 'judul-dengan-skrip',
      kind: 'GUIDE',
      categoryCode: 'PRODUCTS',
      titleId: '<script>alert("judul")</script> Judul',
      titleEn: '<script>alert(1)</script> Title',
      summaryId: '"><img src=x onerror=alert(2)>',
      summaryEn: 'Summary',
      bodyId: '<p onclick="alert(3)">Isi</p><script>alert(4)</script><a href="javascript:alert(5)">tautan</a>',
      bodyEn: '<p>Body</p>',
      status: 'PUBLISHED',
    });
    const html = await (await get('/learning/guide/article/judul-dengan-skrip')).text();
    expect(html).toContain('<title>&lt;script&gt;alert(&quot;judul&quot;)&lt;/script&gt; Judul</title>');
    expect(html).toContain('<h1>&lt;script&gt;alert(&quot;judul&quot;)&lt;/script&gt; Judul</h1>');
    expect(metaContent(html, 'description')).toBe('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(html).not.toMatch(/<script>alert|<img src=x|onclick=|javascript:/);
    const list = await (await get('/learning/guide')).text();
    expect(list).not.toContain('<script>alert');
  });

  it('lists every public page in sitemap.xml with absolute addresses, dates and the English alternates', async () => {
    const answer = await get('/sitemap.xml', {});
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await answer.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of [
      '/sign-in',
      '/register',
      '/mulai-berjualan',
      '/pengembangan-usaha/official-store',
      '/pages/seller-privacy-policy',
      '/learning',
      guide,
    ]) {
      expect(locs).toContain(`${testPublicUrl}${path}`);
      expect(locs).toContain(`${testPublicUrl}${path}?lang=en`);
    }
    expect(locs).toContain(`${testPublicUrl}/learning/news/fitur-chat-balasan-cepat`);
    const entry = new RegExp(`<url><loc>${testPublicUrl}${guide}</loc>(.*?)</url>`).exec(xml)?.[1] ?? '';
    expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${testPublicUrl}${guide}?lang=en"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${testPublicUrl}${guide}"/>`);
    // Each path once.
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).not.toMatch(/dashboard|order-list|backend/);
  });

  it('lets crawlers into the public pages only, and points them at the sitemap', async () => {
    const answer = await get('/robots.txt', {});
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await answer.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /', 'Disallow: /backend/', 'Disallow: /console/']));
    expect(lines).toEqual(expect.arrayContaining(['Allow: /sign-in', 'Allow: /register', 'Allow: /learning', 'Allow: /mulai-berjualan', 'Allow: /assets/']));
    expect(lines).toContain(`Sitemap: ${testPublicUrl}/sitemap.xml`);
    expect(lines.filter((line) => /dashboard|order-list|wallet/.test(line))).toEqual([]);
  });

  it('answers a revalidation that matches with 304, and another language with a new ETag', async () => {
    const first = await get(guide);
    const etag = first.headers.get('etag') ?? '';
    const again = await get(guide, { ...crawler, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const english = await get(`${guide}?lang=en`, { ...crawler, 'if-none-match': etag });
    expect(english.status).toBe(200);
    expect(english.headers.get('etag')).not.toBe(etag);
    const sitemapTag = (await get('/sitemap.xml', {})).headers.get('etag') ?? '';
    expect((await get('/sitemap.xml', { 'if-none-match': sitemapTag })).status).toBe(304);
  });

  it.each([
    ['br', 'br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip, deflate', 'gzip', (body: Buffer) => gunzipSync(body)],
    ['gzip;q=1, br;q=0.5', 'gzip', (body: Buffer) => gunzipSync(body)],
    ['gzip, deflate, br, zstd', 'br', (body: Buffer) => brotliDecompressSync(body)],
  ] as const)('compresses pages, JSON and the sitemap for Accept-Encoding %s with %s', async (accepts, encoding, decode) => {
    for (const [path, headers, expected, body] of [
      [guide, crawler, 'Verifikasi identitas', undefined],
      ['/sitemap.xml', {}, '<urlset', undefined],
      [learningPaths.articlesV2, { 'content-type': 'application/json' }, '"totalElements"', JSON.stringify({ size: 12 })],
    ] as const) {
      // Node's fetch decodes what it asks for; a raw request shows the bytes as sent.
      const answer = await rawGet(server.baseUrl + path, { ...headers, 'accept-encoding': accepts }, body);
      expect([path, answer.headers['content-encoding']]).toEqual([path, encoding]);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(answer.body).toString('utf8')).toContain(expected);
    }
  });

  it("preloads a page's lazy chunks from the document (a feature's for a browser holding a session), and serves no manifest", async () => {
    const browser = { accept: 'text/html' };
    const cookie = await server.signIn(demo.seller.username, demo.seller.password);
    const orderListChunks = [
      '/assets/framework-7a8b9c.js',
      '/assets/module-routing-m1.js',
      '/assets/modules-r1.js',
      '/assets/shell-h1.js',
      '/assets/routes-o1.js',
      '/assets/OrderListPage-l1.js',
    ];
    const preloads = (html: string) => [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)">/g)].map((link) => link[1]);
    // An order's page: the order list itself is a daily page, whose document asks for the same chunks once its frame is drawn.
    const signedIn = await (await get('/order-list/ORD-1?status=NEW', { ...browser, cookie })).text();
    expect(preloads(signedIn)).toEqual([...orderListChunks, '/assets/shell-h1.css']);
    expect(signedIn).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/OrderListPage-l1.js"><link rel="preload" as="style" crossorigin href="/assets/shell-h1.css">',
    );
    const framed = await (await get('/order-list?status=NEW', { ...browser, cookie })).text();
    expect([...framed.matchAll(/<link data-after-paint="([^"]+)">/g)].map((link) => link[1])).toEqual(orderListChunks);
    // Signed out, the same address leads to /sign-in: only the build's own preload. An account page gets its own.
    expect(preloads(await (await get('/order-list', browser)).text())).toEqual(['/assets/framework-7a8b9c.js']);
    expect(preloads(await (await get('/register', browser)).text())).toEqual(['/assets/framework-7a8b9c.js', '/assets/register-a2.js']);
    for (const accept of ['application/json', 'text/html']) expect(await (await get('/.vite/manifest.json', { accept })).text()).not.toContain('isEntry');
  });

  it('sends the text as it is to a client that asks for no encoding', async () => {
    for (const accepts of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const answer = await rawGet(server.baseUrl + guide, { ...crawler, ...(accepts ? { 'accept-encoding': accepts } : {}) });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString('utf8')).toContain('Verifikasi identitas');
    }
  });
});

/** A GET (a POST with a body) through node:http, which (unlike fetch) leaves the answer as the server encoded it. */
async function rawGet(
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers, method: body === undefined ? 'GET' : 'POST' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end(body);
  });
}
