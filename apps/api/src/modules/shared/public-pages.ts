/** A page of the public site as a crawler reads it: the text the app's page shows, without JavaScript. */
export interface RenderedPublicPage {
  /** Plain text; the server escapes it. */
  title: string;
  /** Plain text; the server escapes it. */
  description: string;
  /** Trusted HTML: the source's own sanitised output, placed in the app's root element as it is. */
  bodyHtml: string;
  /** Absolute, or a path of this server: the page's Open Graph image. */
  imageUrl?: string;
  lastModified?: Date;
}

/**
 * What a module contributes to the public site (its parts' `publicPages`): the pages it has now, for the sitemap,
 * and a page rendered in a language, for the server's HTML answer of that path (`modules/static/public-pages.ts`).
 */
export interface PublicPageSource {
  list(): Promise<{ path: string; lastModified?: Date }[]>;
  /** The page at `path` in `language`; null when the source has no page there. */
  render(path: string, language: 'id' | 'en'): Promise<RenderedPublicPage | null>;
  /**
   * Whether `path` is one of the source's addresses (an article's address whatever its slug): a path it owns but
   * renders no page for (unknown, a draft, outside its window) is answered 404. Without it, such a path is the app's.
   */
  owns?(path: string): boolean;
}

/** The pages a source lists, each with the date a sitemap gives it. */
export type PublicPageEntry = Awaited<ReturnType<PublicPageSource['list']>>[number];

/**
 * A link of a drawn page in the page's language: the portal's own paths read in English carry `lang=en` (§9: Indonesian
 * at the plain address), so a visitor who follows one before the app has started stays in the language they read.
 * Another site's address, a fragment or an Indonesian page's link stays as it is.
 */
export function linkInLanguage(href: string, language: 'id' | 'en'): string {
  if (language === 'id' || !href.startsWith('/') || href.startsWith('//')) return href;
  const hash = href.indexOf('#');
  const [path, fragment] = hash >= 0 ? [href.slice(0, hash), href.slice(hash)] : [href, ''];
  if (/[?&]lang=/.test(path)) return href;
  return `${path}${path.includes('?') ? '&' : '?'}lang=en${fragment}`;
}

/** Text for an HTML element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEntities[c]);
}

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
