import { createI18n, I18nextProvider, type Language } from '@seller-portal/i18n';
import { render, type RenderResult } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';

export interface RenderOptions {
  lang?: Language;
  store?: ReturnType<typeof createStore>;
}

/** Renders inside a fresh i18n instance and jotai store, as an app would. */
export function renderWithProviders(ui: ReactElement, { lang = 'en', store = createStore() }: RenderOptions = {}) {
  const i18n = createI18n({ lng: lang });
  const result: RenderResult = render(
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={store}>{ui}</JotaiProvider>
    </I18nextProvider>,
  );
  return { ...result, i18n, store };
}
