import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { adsPaths } from '@seller-portal/contracts/ads';
import { createI18n, I18nextProvider } from '@seller-portal/i18n';
import { ToastProvider } from '@seller-portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { CampaignForm } from './CampaignForm';

afterEach(cleanup);

const envelope = (value: unknown) => ({ success: true, status: 'OK', value, errorCode: null, errorMessage: null, requestId: 'r' });
const refusal = (errorCode: string) => ({ success: false, status: 'BAD_REQUEST', value: null, errorCode, errorMessage: errorCode, requestId: 'r' });

it("sends the chosen products and whole rupiah as typed, and shows the server's refusal under its field", async () => {
  const posted: unknown[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.pathname === adsPaths.campaigns && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return json(400, refusal('ADS_BID_INVALID'));
    }
    return json(200, envelope([{ itemId: 'ITEM-1', name: 'Kopi Arabika Gayo 250 g', price: 89_000, imageUrl: null }]));
  };
  render(
    <I18nextProvider i18n={createI18n({ lng: 'en' })}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ApiClientProvider client={createApiClient({ baseUrl: 'http://portal.test', fetch })}>
          <ToastProvider>
            <MemoryRouter>
              <CampaignForm campaign={null} onClose={() => undefined} />
            </MemoryRouter>
          </ToastProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  fireEvent.change(await screen.findByLabelText('Campaign name'), { target: { value: 'Kopi pilihan' } });
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Kopi Arabika Gayo 250 g' }));
  fireEvent.change(screen.getByLabelText('Daily budget (Rp)'), { target: { value: '20.000' } });
  fireEvent.change(screen.getByLabelText('Bid per click (Rp)'), { target: { value: '30.000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save campaign' }));
  await waitFor(() => expect(screen.getByLabelText('Bid per click (Rp)').getAttribute('aria-invalid')).toBe('true'));
  expect(posted).toEqual([expect.objectContaining({ name: 'Kopi pilihan', itemIds: ['ITEM-1'], dailyBudget: 20_000, bid: 30_000, endDay: null })]);
});
