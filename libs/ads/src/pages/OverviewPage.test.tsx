import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { adsPaths, type AdsHistoryPage, type AdsOverview } from '@seller-portal/contracts/ads';
import { accessibilities, storeSession } from '@seller-portal/contracts/testing';
import { createI18n, I18nextProvider, type Language } from '@seller-portal/i18n';
import { sessionKeys } from '@seller-portal/session-guard';
import { ToastProvider } from '@seller-portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import id from '../i18n/id.json';
import { OverviewPage } from './OverviewPage';

afterEach(cleanup);

const overview: AdsOverview = {
  balance: 150_000,
  bonusBalance: 20_000,
  walletAvailable: 2_000_000,
  topUpMin: 50_000,
  topUpMax: 100_000_000,
  codeThreshold: 1_000_000,
  promo: {
    from: '2025-10-01',
    to: '2025-11-30',
    rebatePercent: 50,
    rebateCap: 5_000_000,
    firstTopUpBonus: 100_000,
    state: 'ENDED',
    rebateEarned: 0,
    bonusEarned: 0,
  },
};
const history: AdsHistoryPage = {
  entries: [{ id: 7, kind: 'ADS_TOP_UP', account: 'ADS_BALANCE', amount: 150_000, at: Date.UTC(2026, 10, 20), source: null }],
  nextBefore: null,
};
const envelope = (value: unknown) => ({ success: true, status: 'OK', value, errorCode: null, errorMessage: null, requestId: 'r' });
const challenge = {
  channel: 'EMAIL',
  destination: 's***@demo.test',
  channels: [],
  codeLength: 6,
  expiresInSeconds: 300,
  resendAfterSeconds: 60,
  attemptsLeft: 5,
};

/** The page against a fetch that answers the ads calls as the server's envelopes would. */
function renderPage(lng: Language = 'en') {
  const posted: { path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { amount?: number };
      posted.push({ path: url.pathname, body });
      if (url.pathname === adsPaths.topUps) return json(envelope({ status: 'CODE_SENT', topUp: null, challenge }));
      return json(envelope({ status: 'DONE', challenge: null, topUp: { id: 't', amount: 1_000_000, rebate: 0, bonus: 0, at: 0 } }));
    }
    if (url.pathname === adsPaths.history) return json(envelope(history));
    return json(envelope(overview));
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionKeys.current(), storeSession({ accessibilities: accessibilities('STORE_PROMO_BLIKLAN') }));
  render(
    <I18nextProvider i18n={createI18n({ lng })}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={createApiClient({ baseUrl: 'http://portal.test', fetch })}>
          <ToastProvider>
            <MemoryRouter initialEntries={['/bliklan']}>
              <OverviewPage />
            </MemoryRouter>
          </ToastProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { posted };
}

describe('the ads overview', () => {
  it('shows the balance and bonus, the ended promo with its terms, and the history', async () => {
    renderPage();
    expect(await screen.findByText('Rp170,000')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Ads' })).toBeTruthy();
    expect(screen.getByText('Ended')).toBeTruthy();
    expect(screen.getByText('This promo has ended. Top-ups no longer earn a rebate.')).toBeTruthy();
    expect(await screen.findByText('Top-up from wallet')).toBeTruthy();
  });

  it('asks for the code the server mailed before a top-up from the threshold on, then confirms it', async () => {
    const { posted } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Top up' }));
    fireEvent.change(await screen.findByLabelText('Amount (Rp)'), { target: { value: '1.000.000' } });
    fireEvent.submit((await screen.findByLabelText('Amount (Rp)')).closest('form') as HTMLFormElement);
    fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm top-up' }));
    await waitFor(() => expect(posted.map((p) => p.path)).toEqual([adsPaths.topUps, adsPaths.topUpVerify]));
    expect(posted).toEqual([
      { path: adsPaths.topUps, body: { amount: 1_000_000 } },
      { path: adsPaths.topUpVerify, body: { code: '123456' } },
    ]);
  });

  it('addresses the seller formally in Indonesian ("Anda", never "kamu")', () => {
    expect(JSON.stringify(id)).not.toMatch(/\bkamu\b|-mu\b/i);
  });
});
