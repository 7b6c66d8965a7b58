import { escapeHtml, type PublicPageEntry, type PublicPageSource, type RenderedPublicPage } from '../shared/public-pages';

export type PublicPageLanguage = 'id' | 'en';

/** The public pages every server has, whatever module renders them: sign-in, registration and the §2.2 pages. */
export const fixedPublicPaths = [
  '/sign-in',
  '/register',
  '/mulai-berjualan',
  '/layanan-pendukung',
  '/bantuan',
  '/pengembangan-usaha',
  ...['bliklan', 'instore', 'cnc', 'fbb', 'mitra', 'official-store', 'b2b', 'b2g'].map((child) => `/pengembangan-usaha/${child}`),
  '/intellectual-property-protection',
  '/pages',
  '/pages/seller-agreement',
  '/pages/seller-international-agreement',
  '/pages/seller-privacy-policy',
  '/agreement',
] as const;

/** What the server answers for a page path: a rendered page, a page its source does not have (404), or the app alone. */
export type PublicPageLookup = { found: RenderedPublicPage } | { missing: true } | null;

/** The first source that renders `path`; a path a source owns but renders nothing for is missing. */
export async function lookUpPublicPage(sources: readonly PublicPageSource[], path: string, language: PublicPageLanguage): Promise<PublicPageLookup> {
  let owned = false;
  for (const source of sources) {
    const page = await source.render(path, language);
    if (page) return { found: page };
    owned ||= source.owns?.(path) ?? false;
  }
  return owned ? { missing: true } : null;
}

/** §9: Indonesian unless the address asks for English. */
export function publicPageLanguage(query: unknown): PublicPageLanguage {
  return (query as Record<string, unknown> | undefined)?.lang === 'en' ? 'en' : 'id';
}

/** A page's address in a language: Indonesian at the plain URL, English with `?lang=en`. */
export function pageUrl(origin: string, path: string, language: PublicPageLanguage): string {
  return `${origin}${path}${language === 'en' ? '?lang=en' : ''}`;
}

/**
 * The app's index.html with a rendered page in it: the document's language, title, description, canonical and
 * language alternates, Open Graph and Twitter tags, and the page's text inside the root element, where the app's
 * first render replaces it (createRoot). Everything but `bodyHtml` (the source's sanitised output) is escaped.
 */
export function withPublicPage(html: string, page: RenderedPublicPage, at: { origin: string; path: string; language: PublicPageLanguage }): string {
  const { origin, path, language } = at;
  const url = pageUrl(origin, path, language);
  const image = page.imageUrl && (page.imageUrl.startsWith('/') ? `${origin}${page.imageUrl}` : page.imageUrl);
  const attribute = escapeHtml;
  const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${attribute(content)}">`;
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${attribute(pageUrl(origin, path, 'id'))}">`,
    `<link rel="alternate" hreflang="id" href="${attribute(pageUrl(origin, path, 'id'))}">`,
    `<link rel="alternate" hreflang="en" href="${attribute(pageUrl(origin, path, 'en'))}">`,
    `<link rel="alternate" hreflang="x-default" href="${attribute(pageUrl(origin, path, 'id'))}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Seller Center'),
    meta('property', 'og:locale', language === 'en' ? 'en_US' : 'id_ID'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    // The text in the place and the type of the app's pages, so the app's first paint replaces it without a jump.
    // Its lines a little taller than the app's (1.55): the app's first render redraws the same text no larger, so the
    // page's largest paint stays this text, which is in the first answer.
    `<style>#root>.prerendered{box-sizing:border-box;max-width:60rem;margin:0 auto;padding:1rem;font-family:inherit;line-height:1.6;overflow-wrap:anywhere}#root>.prerendered h1{font-size:1.75rem;line-height:1.25;margin:.5rem 0 1rem}#root>.prerendered h2{font-size:1.25rem}#root>.prerendered img{max-width:100%;height:auto}</style>`,
  ].join('');
  return withRootContent(
    withLanguage(withHead(withAppStartAfterPaint(withoutNoscript(html)), head), language),
    `<div class="prerendered">${page.bodyHtml}</div>`,
  );
}

/**
 * The page reads before the app's code runs, so that code is fetched only once the text is drawn: the module
 * script and its preloads become inert elements carrying their address in `data-after-paint`, and
 * `<html data-start-after-paint>` tells the build's inline start script (`languagePreloadScript` of
 * tools/vite/language-preload.ts) to add them after the first frame. Nothing but the document stands before the
 * page's first paint, which is its largest. A document without that script (it reads `data-after-paint`) keeps its
 * tags as they are, so the app always starts.
 */
export function withAppStartAfterPaint(html: string): string {
  if (!/<script>(?:(?!<\/script>)[\s\S])*data-after-paint/.test(html)) return html;
  const deferred = html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/gi, '<script type="text/plain" data-after-paint="$1"></script>')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/gi, '<link data-after-paint="$1">');
  return deferred.replace(/<html\b/i, '<html data-start-after-paint');
}

/** A rendered page reads without JavaScript: the app's "needs JavaScript" notice would only stand above its text. */
function withoutNoscript(html: string): string {
  return html.replace(/<noscript>[\s\S]*?<\/noscript>\s*/i, '');
}

/** A page its source does not have: the app (which shows its not-found view), kept out of search results. */
export function withNoIndex(html: string): string {
  return withHead(html, '<meta name="robots" content="noindex">');
}

/** The built document's own title and description give way to the page's; the rest goes at the end of its head. */
function withHead(html: string, head: string): string {
  const replacesTitle = head.includes('<title>');
  const kept = replacesTitle ? html.replace(/<title>[^<]*<\/title>/i, '').replace(/<meta\s+name="description"[^>]*>/i, '') : html;
  const end = kept.search(/<\/head>/i);
  return end >= 0 ? kept.slice(0, end) + head + kept.slice(end) : head + kept;
}

export function withLanguage(html: string, language: PublicPageLanguage): string {
  return /<html\b[^>]*\slang=/i.test(html)
    ? html.replace(/(<html\b[^>]*\slang=)"[^"]*"/i, `$1"${language}"`)
    : html.replace(/<html\b/i, `<html lang="${language}"`);
}

export function withRootContent(html: string, content: string): string {
  return html.replace(/(<div id="root">)\s*(<\/div>)/, (_, open: string, close: string) => `${open}${content}${close}`);
}

/** sitemap.xml: every page of the fixed list and of the sources, each language's address with both as alternates. */
export function sitemapXml(origin: string, pages: readonly PublicPageEntry[]): string {
  const alternates = (path: string) =>
    (['id', 'en'] as const)
      .map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeHtml(pageUrl(origin, path, language))}"/>`)
      .join('') + `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, path, 'id'))}"/>`;
  const urls = pages.flatMap((page) =>
    (['id', 'en'] as const).map(
      (language) =>
        `<url><loc>${escapeHtml(pageUrl(origin, page.path, language))}</loc>${page.lastModified ? `<lastmod>${page.lastModified.toISOString()}</lastmod>` : ''}${alternates(page.path)}</url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The fixed pages and every source's, one entry per path (a source's date wins over none). */
export async function publicPageEntries(sources: readonly PublicPageSource[]): Promise<PublicPageEntry[]> {
  const entries = new Map<string, PublicPageEntry>(fixedPublicPaths.map((path) => [path, { path }]));
  for (const source of sources) {
    for (const entry of await source.list()) {
      const known = entries.get(entry.path);
      entries.set(entry.path, { path: entry.path, lastModified: entry.lastModified ?? known?.lastModified });
    }
  }
  return [...entries.values()];
}

/**
 * robots.txt: nothing by default, so a signed-in area added later is never crawled; the public pages' sections, the
 * apps' files a crawler renders them with, and the sitemap.
 */
export function robotsTxt(origin: string, pages: readonly PublicPageEntry[]): string {
  const sections = [...new Set(pages.map((page) => `/${page.path.split('/')[1]}`))].sort();
  return [
    'User-agent: *',
    'Disallow: /',
    'Disallow: /backend/',
    'Disallow: /console/',
    ...sections.map((section) => `Allow: ${section}`),
    'Allow: /assets/',
    'Allow: /favicon.svg',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
