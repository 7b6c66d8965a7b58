import { describe, expect, it } from 'vitest';
import { linkInLanguage } from './public-pages';

describe('linkInLanguage: a drawn page’s link in the page’s language', () => {
  it.each([
    ['/pengembangan-usaha/fbb', 'en', '/pengembangan-usaha/fbb?lang=en'],
    ['/pengembangan-usaha/fbb', 'id', '/pengembangan-usaha/fbb'],
    ['/bantuan?q=ongkir', 'en', '/bantuan?q=ongkir&lang=en'],
    ['/bantuan#pembayaran', 'en', '/bantuan?lang=en#pembayaran'],
    ['/learning?lang=id', 'en', '/learning?lang=id'],
    ['https://example.com/page', 'en', 'https://example.com/page'],
    ['//example.com/page', 'en', '//example.com/page'],
    ['#top', 'en', '#top'],
    ['mailto:care@example.com', 'en', 'mailto:care@example.com'],
  ] as const)('%s read in %s → %s', (href, language, expected) => {
    expect(linkInLanguage(href, language)).toBe(expected);
  });
});
