import { describe, expect, it } from 'vitest';
import { languagePreloadScript } from './language-preload.ts';

const files = { id: '/assets/id-1.js', en: '/assets/en-2.js' };

/** Runs the inline script against a page's address, cookies and storage; answers the file it preloads. */
function preloadedFile(page: { search?: string; cookie?: string; storage?: string | null; storageThrows?: boolean }): string | null {
  const links: { rel: string; href: string }[] = [];
  const document = {
    cookie: page.cookie ?? '',
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (page.storageThrows) throw new Error('blocked');
      return key === 'NG_TRANSLATE_LANG_KEY' ? (page.storage ?? null) : null;
    },
  };
  new Function('location', 'document', 'localStorage', languagePreloadScript(files, 'id'))({ search: page.search ?? '' }, document, localStorage);
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return links[0]?.href ?? null;
}

/**
 * The same order as libs/i18n's resolveLanguage (§5, table-tested there too): query `lang`, cookie
 * `Partners-Language`, local storage `NG_TRANSLATE_LANG_KEY`, else Indonesian. The end-to-end suite checks that
 * the built pages preload the language they then show.
 */
describe('the language preload script chooses the language as the app does (§5)', () => {
  const pages: { name: string; search?: string; cookie?: string; storage?: string | null; storageThrows?: boolean; expected: 'id' | 'en' }[] = [
    { name: 'a first visit', expected: 'id' },
    { name: 'the query', search: '?lang=en', expected: 'en' },
    { name: 'the query before the cookie', search: '?lang=id', cookie: 'Partners-Language=en', expected: 'id' },
    { name: 'the cookie', cookie: 'other=1; Partners-Language=en', expected: 'en' },
    { name: 'the cookie before storage', cookie: 'Partners-Language=id', storage: 'en', expected: 'id' },
    { name: 'storage in its old form', storage: '"en"', expected: 'en' },
    { name: "storage's 'in' for Indonesian", storage: 'in', expected: 'id' },
    { name: 'an unsupported first choice falls back to Indonesian', search: '?lang=fr', cookie: 'Partners-Language=en', expected: 'id' },
    { name: 'a blank query is no choice', search: '?lang=%20', cookie: 'Partners-Language=en', expected: 'en' },
    { name: 'upper case', search: '?lang=EN', expected: 'en' },
    { name: 'blocked storage', storageThrows: true, expected: 'id' },
  ];

  it.each(pages)('$name', (page) => {
    expect(preloadedFile(page)).toBe(files[page.expected]);
  });
});
