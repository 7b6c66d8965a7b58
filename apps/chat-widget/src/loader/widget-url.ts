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

/** The widget page beside the loader script (…/chat-widget/loader.js → …/chat-widget/), in the visitor's language. */
export function widgetPageUrl(scriptSrc: string, lang: WidgetLanguage | null): URL {
  const url = new URL('./', scriptSrc);
  url.search = '';
  url.hash = '';
  if (lang) url.searchParams.set('lang', lang);
  return url;
}

/** §8: the message a widget sends its host page when the visitor has no session. */
export interface WidgetErrorMessage {
  event: 'error';
  name: string;
}

export function isWidgetErrorMessage(data: unknown): data is WidgetErrorMessage {
  return typeof data === 'object' && data !== null && (data as { event?: unknown }).event === 'error' && typeof (data as { name?: unknown }).name === 'string';
}
