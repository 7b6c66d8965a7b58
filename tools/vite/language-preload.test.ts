import { describe, expect, it } from 'vitest';
import { languagePreloadScript } from './language-preload.ts';

const files = { id: '/assets/id-1.js', en: '/assets/en-2.js' };

type Appended = { tag: string; rel?: string; type?: string; href?: string; src?: string; crossOrigin?: string | null };

/** A document as the inline script sees it: its cookies, whether the server marked it, the app's inert elements. */
function fakeDocument(page: { cookie?: string; afterPaint?: { tagName: string; address: string }[]; readyState?: string; visibilityState?: string }) {
  const appended: Appended[] = [];
  const listeners: Record<string, () => void> = {};
  const document = {
    cookie: page.cookie ?? '',
    readyState: page.readyState ?? 'loading',
    visibilityState: page.visibilityState ?? 'visible',
    documentElement: { hasAttribute: (name: string) => name === 'data-start-after-paint' && page.afterPaint !== undefined },
    createElement: (tag: string): Appended => ({ tag, crossOrigin: null }),
    head: { appendChild: (element: Appended) => appended.push(element) },
    querySelectorAll: (selector: string) =>
      selector === '[data-after-paint]'
        ? (page.afterPaint ?? []).map(({ tagName, address }) => ({ tagName, getAttribute: (name: string) => (name === 'data-after-paint' ? address : null) }))
        : [],
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
  };
  return { document, appended, listeners };
}

/** Runs the inline script against a page's address, cookies and storage; answers the file it preloads. */
function preloadedFile(page: { search?: string; cookie?: string; storage?: string | null; storageThrows?: boolean }): string | null {
  const { document, appended } = fakeDocument(page);
  const localStorage = {
    getItem: (key: string) => {
      if (page.storageThrows) throw new Error('blocked');
      return key === 'NG_TRANSLATE_LANG_KEY' ? (page.storage ?? null) : null;
    },
  };
  new Function('location', 'document', 'localStorage', languagePreloadScript(files, 'id'))({ search: page.search ?? '' }, document, localStorage);
  expect(appended.every((link) => link.tag === 'link' && link.rel === 'modulepreload')).toBe(true);
  return appended[0]?.href ?? null;
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

describe('on a page the server drew, the app starts after the first frame', () => {
  const afterPaint = [
    { tagName: 'SCRIPT', address: '/assets/index-1.js' },
    { tagName: 'LINK', address: '/assets/runtime-1.js' },
    { tagName: 'LINK', address: '/assets/framework-1.js' },
  ];

  function run(readyState: string, visibilityState = 'visible') {
    const page = fakeDocument({ afterPaint, readyState, visibilityState });
    const frames: (() => void)[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    new Function('location', 'document', 'localStorage', 'requestAnimationFrame', 'setTimeout', languagePreloadScript(files, 'id'))(
      { search: '?lang=en' },
      page.document,
      { getItem: () => null },
      (callback: () => void) => frames.push(callback),
      (callback: () => void, ms: number) => timers.push({ run: callback, ms }),
    );
    return { ...page, frames, timers };
  }

  it('asks for nothing while the document is parsed and drawn, then for the texts, the preloads and the entry in that order', () => {
    const { appended, listeners, frames, timers } = run('loading');
    expect(appended).toEqual([]);
    listeners.DOMContentLoaded();
    expect(appended).toEqual([]);
    frames.shift()?.();
    expect(appended).toEqual([]);
    timers.find(({ ms }) => ms === 0)?.run();
    expect(appended.map(({ tag, rel, type, href, src }) => [tag, rel ?? type, href ?? src])).toEqual([
      ['link', 'modulepreload', files.en],
      ['link', 'modulepreload', '/assets/runtime-1.js'],
      ['link', 'modulepreload', '/assets/framework-1.js'],
      ['script', 'module', '/assets/index-1.js'],
    ]);
    expect(appended.every(({ crossOrigin }) => crossOrigin === '')).toBe(true);
  });

  it('waits for the first frame in a visible tab, however long the page takes to draw: no timer starts it first', () => {
    const { appended, frames, timers } = run('interactive');
    expect(frames).toHaveLength(1);
    expect(timers.filter(({ ms }) => ms > 0 && ms < 2000)).toEqual([]);
    frames.shift()?.();
    timers.find(({ ms }) => ms === 0)?.run();
    expect(appended).toHaveLength(4);
    for (const timer of timers) timer.run();
    expect(appended).toHaveLength(4);
  });

  it('starts at once in a hidden tab, which draws no frame, and never again', () => {
    const { appended, frames, timers } = run('interactive', 'hidden');
    expect(appended).toHaveLength(4);
    frames.shift()?.();
    for (const timer of timers) timer.run();
    expect(appended).toHaveLength(4);
  });

  it('starts when the tab is hidden before its first frame, or after 2 s in a visible tab that draws none', () => {
    const hidden = run('interactive');
    hidden.document.visibilityState = 'hidden';
    hidden.listeners.visibilitychange();
    expect(hidden.appended).toHaveLength(4);
    const offscreen = run('interactive');
    offscreen.timers.find(({ ms }) => ms === 2000)?.run();
    expect(offscreen.appended).toHaveLength(4);
  });
});
