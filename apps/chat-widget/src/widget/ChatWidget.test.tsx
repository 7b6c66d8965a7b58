import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import type { Session } from '@seller-portal/contracts/core';
import { storeSession } from '@seller-portal/contracts/testing';
import { addResourceBundles, createI18n, I18nextProvider, type Language } from '@seller-portal/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { widgetResources } from '../i18n/resources';
import { ChatWidget } from './ChatWidget';
import { createWidgetReads, WidgetReadsProvider } from './widget-reads';

afterEach(cleanup);

const seller = storeSession({ customFields: { displayName: 'Sari Demo', storeName: 'Toko Demo Sejahtera' } });

/** Renders the widget with the session already answered, as after its GET session call. */
function renderWidget(lng: Language, session: Session | null) {
  const i18n = createI18n({ lng });
  addResourceBundles(i18n, [widgetResources]);
  const client = createApiClient({ baseUrl: 'http://127.0.0.1:9' });
  render(
    <I18nextProvider i18n={i18n}>
      <WidgetReadsProvider reads={createWidgetReads(client, { session })}>
        <ApiClientProvider client={client}>
          <ChatWidget />
        </ApiClientProvider>
      </WidgetReadsProvider>
    </I18nextProvider>,
  );
}

describe('chat widget page', () => {
  const rows = [
    { lng: 'id' as const, signedIn: 'Masuk sebagai Sari Demo', store: 'Toko: Toko Demo Sejahtera', open: 'Buka percakapan', signIn: 'Masuk untuk chat' },
    { lng: 'en' as const, signedIn: 'Signed in as Sari Demo', store: 'Store: Toko Demo Sejahtera', open: 'Open conversations', signIn: 'Sign in to chat' },
  ];

  it.each(rows)('shows the signed-in seller and the way to the chat ($lng)', ({ lng, signedIn, store, open }) => {
    renderWidget(lng, seller);
    expect(screen.getByText(signedIn)).toBeTruthy();
    expect(screen.getByText(store)).toBeTruthy();
    expect(screen.getByRole('button', { name: open })).toBeTruthy();
  });

  it.each(rows)('offers sign-in to a visitor without a session ($lng)', ({ lng, signIn, open }) => {
    renderWidget(lng, null);
    expect(screen.getByRole('button', { name: new RegExp(`^${signIn}`) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: open })).toBeNull();
  });
});
