import { cookieAssignment, cookieNames, defaultLanguage, languages, readCookie, type Language } from '@seller-portal/contracts/core';

export { defaultLanguage, type Language };
export const supportedLanguages: readonly Language[] = languages;

/** Local-storage key kept from the previous portal so a returning user keeps their language (§5). */
export const languageStorageKey = 'NG_TRANSLATE_LANG_KEY';
export const languageCookieName = cookieNames.partnersLanguage;

export interface LanguageSources {
  query?: string | null;
  cookie?: string | null;
  storage?: string | null;
}

/** Reads one stored or requested value: 'in' is the stored key for Indonesian (§9); anything else unknown is null. */
export function parseLanguage(value: string | null | undefined): Language | null {
  if (value === null || value === undefined) return null;
  // Older clients stored the value JSON-encoded ("\"in\"").
  const normalized = value
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .toLowerCase();
  if (normalized === 'in') return 'id';
  return (supportedLanguages as readonly string[]).includes(normalized) ? (normalized as Language) : null;
}

/**
 * §5: query `lang`, then cookie Partners-Language, then local storage, then id. The first source
 * that holds a value decides; an unsupported value there falls back to id.
 */
export function resolveLanguage(sources: LanguageSources): Language {
  const first = [sources.query, sources.cookie, sources.storage].find((value) => value != null && value.trim() !== '');
  return parseLanguage(first) ?? defaultLanguage;
}

function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    // Storage is blocked in some webviews and third-party iframes.
    return null;
  }
}

/** The language of this page load, from the address, the cookie and local storage (§5). */
export function detectLanguage(): Language {
  if (typeof window === 'undefined') return defaultLanguage;
  const query = new URLSearchParams(window.location.search).get('lang');
  const cookie = readCookie(languageCookieName, document.cookie);
  const storage = readStorage(languageStorageKey);
  const lang = resolveLanguage({ query, cookie, storage });
  // A `?lang=` link is a choice: the next page, a full load or another app of the portal keeps it. A language kept in
  // local storage alone (the previous portal's) goes into the cookie too: the server draws a page's first frame in the
  // cookie's language.
  if ((query && parseLanguage(query) === lang) || (!cookie && parseLanguage(storage) === lang)) persistLanguage(lang);
  return lang;
}

/** Remembers the choice for a year in the cookie and in local storage, and sets `<html lang>`. */
export function persistLanguage(lang: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = cookieAssignment(languageCookieName, lang, 365);
  try {
    // §9: the stored key value is 'in' for Indonesian.
    globalThis.localStorage?.setItem(languageStorageKey, lang === 'id' ? 'in' : 'en');
  } catch {
    // The cookie alone still carries the choice.
  }
  document.documentElement.lang = lang;
}
