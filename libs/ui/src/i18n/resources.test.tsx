import { createI18n, I18nextProvider } from '@seller-portal/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from '../components/spinner/Spinner';
import en from './en.json';
import id from './id.json';
import pagesEn from './pages.en.json';
import pagesId from './pages.id.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

describe('ui resources', () => {
  it.each([
    ['ui', en, id],
    ['uiPages', pagesEn, pagesId],
  ])('%s: the same keys in English and Indonesian', (_ns, english, indonesian) => {
    expect(keysOf(indonesian).sort()).toEqual(keysOf(english).sort());
  });

  it('are added on first use when an app did not register them', () => {
    const i18n = createI18n({ lng: 'id' });
    expect(i18n.hasResourceBundle('id', 'ui')).toBe(false);
    render(
      <I18nextProvider i18n={i18n}>
        <Spinner />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status', { name: 'Memuat…' })).toBeTruthy();
  });
});
