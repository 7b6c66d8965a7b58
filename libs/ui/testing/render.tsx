import { createI18n, I18nextProvider, type Language } from '@seller-portal/i18n';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ToastProvider } from '../src/components/toast/toast-context';
import { createToastStore, type ToastStore } from '../src/components/toast/toast-state';

export interface RenderOptions {
  lang?: Language;
  toasts?: ToastStore;
}

/** Renders inside a fresh i18n instance and toast store, as an app would. */
export function renderWithProviders(ui: ReactElement, { lang = 'en', toasts = createToastStore() }: RenderOptions = {}) {
  const i18n = createI18n({ lng: lang });
  const result: RenderResult = render(
    <I18nextProvider i18n={i18n}>
      <ToastProvider store={toasts}>{ui}</ToastProvider>
    </I18nextProvider>,
  );
  return { ...result, i18n, toasts };
}
