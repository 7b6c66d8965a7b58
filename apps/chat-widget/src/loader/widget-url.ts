/** Languages the widget speaks; anything else gets the default (§5). */
const widgetLanguages = ['id', 'en'] as const;
export type WidgetLanguage = (typeof widgetLanguages)[number];

/** 'en-US' → 'en', 'in' (the old Indonesian key, §9) → 'id'; null when the widget does not speak it. */
export function widgetLanguageOf(value: string | null | undefined): WidgetLanguage | null {
  const primary = (value ?? '').trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'in') return 'id';
  return (widgetLanguages as readonly string[]).includes(primary) ? (primary as WidgetLanguage) : null;
}

/** The visitor's language: the script's data-lang, then the host page's <html lang>, then the browser's. */
export function visitorLanguage(sources: { dataLang?: string | null; pageLang?: string | null; browserLangs?: readonly string[] }): WidgetLanguage | null {
  for (const value of [sources.dataLang, sources.pageLang, ...(sources.browserLangs ?? [])]) {
    const lang = widgetLanguageOf(value);
    if (lang) return lang;
  }
  return null;
}

/**
 * The widget page beside the loader script (…/chat-widget/loader.js → …/chat-widget/?mode=iframe&host=…), in the
 * visitor's language: `mode=iframe` (§2.8 an embedded seller chat), `host` the host page's origin, which the
 * widget posts to (where the browser does not report its parent's origin itself).
 */
export function widgetPageUrl(scriptSrc: string, lang: WidgetLanguage | null, hostOrigin: string): URL {
  const url = new URL('./', scriptSrc);
  url.search = '';
  url.hash = '';
  url.searchParams.set('mode', 'iframe');
  url.searchParams.set('host', hostOrigin);
  if (lang) url.searchParams.set('lang', lang);
  return url;
}
