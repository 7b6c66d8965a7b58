import { test, type BrowserContext, type Page } from '@playwright/test';

/**
 * The language as a visit with ?lang leaves it (§5: cookie Partners-Language), set in the context at once. A visit
 * with ?lang remembers it only once the app has run, which a page with a server-drawn first frame does after its load
 * event: a test that moves on at once would find the next page in Indonesian. `lang` is any cookie value, so a test
 * can also leave one the portal does not know.
 */
export async function rememberLanguage(where: Page | BrowserContext, lang: string): Promise<void> {
  const context = 'newPage' in where ? where : where.context();
  await context.addCookies([{ name: 'Partners-Language', value: lang, url: test.info().project.use.baseURL ?? '' }]);
}
