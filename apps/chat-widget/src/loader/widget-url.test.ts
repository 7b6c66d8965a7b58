import { describe, expect, it } from 'vitest';
import { visitorLanguage, widgetLanguageOf, widgetPageUrl } from './widget-url';

describe('widgetPageUrl (the widget page lives beside loader.js, on the script’s own origin, in iframe mode)', () => {
  const host = 'https://shop.example';
  const rows = [
    {
      src: 'https://seller.example/chat-widget/loader.js',
      lang: null,
      expected: 'https://seller.example/chat-widget/?mode=iframe&host=https%3A%2F%2Fshop.example',
    },
    {
      src: 'https://seller.example/chat-widget/loader.js?v=3#x',
      lang: 'en' as const,
      expected: 'https://seller.example/chat-widget/?mode=iframe&host=https%3A%2F%2Fshop.example&lang=en',
    },
    {
      src: 'http://127.0.0.1:4410/chat-widget/loader.js',
      lang: 'id' as const,
      expected: 'http://127.0.0.1:4410/chat-widget/?mode=iframe&host=https%3A%2F%2Fshop.example&lang=id',
    },
  ];
  it.each(rows)('$src', ({ src, lang, expected }) => {
    expect(widgetPageUrl(src, lang, host).href).toBe(expected);
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
