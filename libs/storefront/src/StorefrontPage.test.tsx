import { createI18n, I18nextProvider } from '@seller-portal/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { StorefrontPage } from './StorefrontPage';

afterEach(cleanup);

it.each([
  ['id', 'Etalase toko'],
  ['en', 'Storefront'],
] as const)('shows its heading in %s', async (lng, heading) => {
  render(
    <I18nextProvider i18n={createI18n({ lng })}>
      <StorefrontPage />
    </I18nextProvider>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
});
