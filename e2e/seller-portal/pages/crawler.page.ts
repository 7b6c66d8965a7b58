import { expect, type APIRequestContext } from '@playwright/test';
import type { Lang } from '../../support/accounts';

/** What a search engine's crawler sends: it asks for HTML and runs no JavaScript on what it gets. */
const crawlerHeaders = { accept: 'text/html,application/xhtml+xml', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };

/** A public page as a crawler reads it: the HTML the server answers, its head's tags and the text in the app's root. */
export class CrawledPage {
  private constructor(
    readonly status: number,
    readonly html: string,
  ) {}

  /** The page at `path` in `lang` (English with `?lang=en`, §9 Indonesian otherwise), without a browser. */
  static async fetch(request: APIRequestContext, path: string, lang: Lang): Promise<CrawledPage> {
    const answer = await request.get(lang === 'en' ? `${path}?lang=en` : path, { headers: crawlerHeaders });
    return new CrawledPage(answer.status(), await answer.text());
  }

  get documentLanguage() {
    return /<html\b[^>]*\blang="([^"]*)"/.exec(this.html)?.[1];
  }

  get title() {
    return /<title>([^<]*)<\/title>/.exec(this.html)?.[1];
  }

  meta(name: string) {
    return new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)">`).exec(this.html)?.[1];
  }

  link(rel: string, hreflang?: string) {
    return new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)">`).exec(this.html)?.[1];
  }

  /** The text inside the app's root element, tags removed: what a reader without JavaScript sees. */
  get rootText() {
    const root = /<div id="root">([\s\S]*)<\/div>\s*(?:<[^>]+>\s*)*<\/body>/.exec(this.html)?.[1] ?? '';
    return root
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  }

  /** The tags every public page carries, on the server's own origin. */
  expectMetaTags(origin: string, path: string, lang: Lang) {
    expect(this.documentLanguage).toBe(lang);
    expect(this.meta('description')).toBeTruthy();
    expect(this.link('canonical')).toBe(`${origin}${path}`);
    expect(this.link('alternate', 'id')).toBe(`${origin}${path}`);
    expect(this.link('alternate', 'en')).toBe(`${origin}${path}?lang=en`);
    expect(this.link('alternate', 'x-default')).toBe(`${origin}${path}`);
    expect(this.meta('og:title')).toBe(this.title);
    expect(this.meta('og:url')).toBe(lang === 'en' ? `${origin}${path}?lang=en` : `${origin}${path}`);
  }
}
