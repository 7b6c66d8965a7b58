import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { detectLanguage, persistLanguage, resolveLanguage, type LanguageSources } from './language';

describe('resolveLanguage (§5)', () => {
  const cases: Array<[name: string, sources: LanguageSources, expected: 'id' | 'en']> = [
    ['nothing set is Indonesian', {}, 'id'],
    ['query lang en wins', { query: 'en', cookie: 'id', storage: 'in' }, 'en'],
    ['query lang id wins over an English cookie', { query: 'id', cookie: 'en' }, 'id'],
    ['cookie when the query is absent', { query: null, cookie: 'en', storage: 'in' }, 'en'],
    ['cookie when the query is empty', { query: '', cookie: 'en' }, 'en'],
    ['local storage when query and cookie are absent', { storage: 'en' }, 'en'],
    ["stored 'in' means Indonesian", { storage: 'in' }, 'id'],
    ["stored JSON-encoded 'in' means Indonesian", { storage: '"in"' }, 'id'],
    ['values are read case-insensitively', { query: 'EN' }, 'en'],
    ['an unsupported query value falls back to id', { query: 'fr', cookie: 'en' }, 'id'],
    ['an unsupported cookie value falls back to id', { cookie: 'de', storage: 'en' }, 'id'],
    ['an unsupported stored value falls back to id', { storage: 'ja' }, 'id'],
    ['a region tag is unsupported', { query: 'en-US' }, 'id'],
  ];

  it.each(cases)('%s', (_name, sources, expected) => {
    expect(resolveLanguage(sources)).toBe(expected);
  });
});

describe('detectLanguage and persistLanguage in the browser', () => {
  afterEach(() => {
    Cookies.remove('Partners-Language', { path: '/' });
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('reads the query first', () => {
    Cookies.set('Partners-Language', 'id', { path: '/' });
    window.history.replaceState(null, '', '/sign-in?lang=en');
    expect(detectLanguage()).toBe('en');
  });

  it('keeps a language chosen by link for the next pages', () => {
    window.history.replaceState(null, '', '/sign-in?lang=en');
    expect(detectLanguage()).toBe('en');
    window.history.replaceState(null, '', '/dashboard');
    expect(detectLanguage()).toBe('en');
    expect(Cookies.get('Partners-Language')).toBe('en');
  });

  it('does not remember an unsupported ?lang', () => {
    window.history.replaceState(null, '', '/sign-in?lang=ja');
    expect(detectLanguage()).toBe('id');
    expect(Cookies.get('Partners-Language')).toBeUndefined();
  });

  it('reads the cookie, then local storage', () => {
    localStorage.setItem('NG_TRANSLATE_LANG_KEY', 'en');
    expect(detectLanguage()).toBe('en');
    Cookies.set('Partners-Language', 'id', { path: '/' });
    expect(detectLanguage()).toBe('id');
  });

  it('copies a language kept in local storage alone into the cookie, which the server reads', () => {
    localStorage.setItem('NG_TRANSLATE_LANG_KEY', '"en"');
    expect(detectLanguage()).toBe('en');
    expect(Cookies.get('Partners-Language')).toBe('en');
  });

  it('is Indonesian on a first visit', () => {
    expect(detectLanguage()).toBe('id');
  });

  it.each([
    ['id', 'in'],
    ['en', 'en'],
  ] as const)('persists %s in the cookie, local storage (%s) and <html lang>', (lang, stored) => {
    persistLanguage(lang);
    expect(Cookies.get('Partners-Language')).toBe(lang);
    expect(localStorage.getItem('NG_TRANSLATE_LANG_KEY')).toBe(stored);
    expect(document.documentElement.lang).toBe(lang);
    expect(detectLanguage()).toBe(lang);
  });
});
