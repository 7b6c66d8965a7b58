import { describe, expect, it } from 'vitest';
import { isWidgetErrorMessage, visitorLanguage, widgetLanguageOf, widgetPageUrl } from './widget-url';

describe('widgetPageUrl (the widget page lives beside loader.js, on the script’s own origin)', () => {
  const rows = [
    { src: 'https://seller.example/chat-widget/loader.js', lang: null, expected: 'https://seller.example/chat-widget/' },
    { src: 'https://seller.example/chat-widget/loader.js?v=3#x', lang: 'en' as const, expected: 'https://seller.example/chat-widget/?lang=en' },
    { src: 'http://127.0.0.1:4410/chat-widget/loader.js', lang: 'id' as const, expected: 'http://127.0.0.1:4410/chat-widget/?lang=id' },
  ];
  it.each(rows)('$src', ({ src, lang, expected }) => {
    expect(widgetPageUrl(src, lang).href).toBe(expected);
  });
});

describe('visitorLanguage', () => {
  const rows = [
    { name: 'the script says', sources: { dataLang: 'en', pageLang: 'id' }, expected: 'en' },
    { name: 'the page says', sources: { pageLang: 'en-GB' }, expected: 'en' },
    { name: 'the old Indonesian key', sources: { pageLang: 'in' }, expected: 'id' },
    { name: 'an unsupported page language falls through to the browser', sources: { pageLang: 'fr', browserLangs: ['fr-FR', 'id-ID'] }, expected: 'id' },
    { name: 'nothing known', sources: { pageLang: 'de', browserLangs: ['de'] }, expected: null },
  ];
  it.each(rows)('$name', ({ sources, expected }) => {
    expect(visitorLanguage(sources)).toBe(expected);
  });
  it('reads one value', () => {
    expect(widgetLanguageOf('EN_us')).toBe('en');
  });
});

describe('isWidgetErrorMessage (§8 event error, name 401)', () => {
  const rows = [
    { data: { event: 'error', name: '401' }, ok: true },
    { data: { event: 'ready' }, ok: false },
    { data: 'error', ok: false },
    { data: null, ok: false },
    { data: { event: 'error', name: 401 }, ok: false },
  ];
  it.each(rows)('%j', ({ data, ok }) => {
    expect(isWidgetErrorMessage(data)).toBe(ok);
  });
});
