import { resolveLanguage } from '@seller-portal/i18n';
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

describe('the language preload script follows resolveLanguage (§5)', () => {
  const pages: { name: string; search?: string; cookie?: string; storage?: string | null; storageThrows?: boolean }[] = [
    { name: 'a first visit' },
    { name: 'the query', search: '?lang=en' },
    { name: 'the query before the cookie', search: '?lang=id', cookie: 'Partners-Language=en' },
    { name: 'the cookie', cookie: 'other=1; Partners-Language=en' },
    { name: 'the cookie before storage', cookie: 'Partners-Language=id', storage: 'en' },
    { name: 'storage in its old form', storage: '"en"' },
    { name: "storage's 'in' for Indonesian", storage: 'in' },
    { name: 'an unsupported query value falls back to Indonesian', search: '?lang=fr', cookie: 'Partners-Language=en' },
    { name: 'a blank query is no choice', search: '?lang=%20', cookie: 'Partners-Language=en' },
    { name: 'upper case', search: '?lang=EN' },
    { name: 'blocked storage', storageThrows: true },
  ];

  it.each(pages)('$name', (page) => {
    const storage = page.storageThrows ? null : (page.storage ?? null);
    const cookie = /(?:^|;\s*)Partners-Language=([^;]*)/.exec(page.cookie ?? '')?.[1] ?? null;
    const expected = resolveLanguage({ query: new URLSearchParams(page.search ?? '').get('lang'), cookie, storage });
    expect(preloadedFile(page)).toBe(files[expected]);
  });
});
