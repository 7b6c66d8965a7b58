import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { storeInfoPaths } from '@seller-portal/contracts/store-info';
import { createI18n, I18nextProvider, type Language } from '@seller-portal/i18n';
import { ToastProvider } from '@seller-portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoStoreInfo } from './fixtures';
import { LegalDataCard } from './LegalDataCard';

afterEach(cleanup);

const envelope = (value: unknown) => ({ success: true, status: 'OK', value, errorCode: null, errorMessage: null, requestId: 'r' });

function renderCard(info = demoStoreInfo, lng: Language = 'en') {
  const sent: { path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ path: new URL(String(input), 'http://portal.test').pathname, body: JSON.parse(String(init?.body ?? 'null')) });
    return new Response(JSON.stringify(envelope(info)), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  render(
    <I18nextProvider i18n={createI18n({ lng })}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ApiClientProvider client={createApiClient({ baseUrl: 'http://portal.test', fetch })}>
          <ToastProvider>
            <LegalDataCard info={info} />
          </ToastProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { sent };
}

describe('the legal data card', () => {
  it.each([
    ['en', 'Legal data', 'CV (limited partnership)', 'Request a change'],
    ['id', 'Data legal', 'CV (persekutuan komanditer)', 'Ajukan perubahan'],
  ] as const)('in %s: shows the legal data, the NIK masked', (lng, heading, businessType, request) => {
    renderCard(demoStoreInfo, lng);
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText(businessType)).toBeTruthy();
    expect(screen.getByText('••••••••••••8901')).toBeTruthy();
    expect(screen.getByRole('button', { name: request })).toBeTruthy();
  });

  it('sends a change request with the new name, the NIK left blank to keep it; a bad NPWP is told before anything is sent', async () => {
    const { sent } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Request a change' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Store name' }), { target: { value: 'Toko Sejahtera Abadi' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Tax number/ }), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('The NPWP has 15 or 16 digits.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: /Tax number/ }), { target: { value: '012345678901000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          path: storeInfoPaths.dataChange,
          body: { name: 'Toko Sejahtera Abadi', businessType: 'CV', npwpNumber: '012345678901000', ownerName: 'Sari Penjual', ownerKtpNumber: '' },
        },
      ]),
    );
  });

  it('offers no new request while one waits for review', () => {
    renderCard({
      ...demoStoreInfo,
      dataChange: { id: '1', status: 'WAITING', submittedAt: 0, decidedAt: null, reason: null, changes: [{ field: 'name', before: 'A', after: 'B' }] },
    });
    expect(screen.queryByRole('button', { name: 'Request a change' })).toBeNull();
    expect(screen.getByText(/waiting for review/)).toBeTruthy();
  });
});
