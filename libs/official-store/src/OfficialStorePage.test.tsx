import { createI18n, I18nextProvider } from '@seller-portal/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { OfficialStorePage } from './OfficialStorePage';

afterEach(cleanup);

it.each([
  ['id', 'Toko resmi'],
  ['en', 'Official store'],
] as const)('shows its heading in %s', async (lng, heading) => {
  render(
    <I18nextProvider i18n={createI18n({ lng })}>
      <OfficialStorePage />
    </I18nextProvider>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
});
