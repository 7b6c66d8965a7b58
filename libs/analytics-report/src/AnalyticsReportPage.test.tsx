import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { analyticsPaths } from '@seller-portal/contracts/analytics';
import { createI18n, I18nextProvider, type Language } from '@seller-portal/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { AnalyticsReportPage } from './AnalyticsReportPage';

afterEach(cleanup);

const envelope = (value: unknown) => ({ success: true, status: 'OK', value, errorCode: null, errorMessage: null, requestId: 'r' });
const refusal = { success: false, status: 'BAD_REQUEST', value: null, errorCode: 'ANALYTICS_REPORT_LINK_INVALID', errorMessage: 'invalid', requestId: 'r' };

/** The page at `url` against a fetch that answers as the server would: `good` is the only code it signed. */
function renderPage(url: string, lng: Language = 'en') {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const at = new URL(String(input), 'http://portal.test');
    calls.push(`${init?.method ?? 'GET'} ${at.pathname}`);
    const code =
      init?.method === 'POST'
        ? (JSON.parse(String(init.body)) as { encodedBusinessPartnerCode: string }).encodedBusinessPartnerCode
        : at.searchParams.get('encodedBusinessPartnerCode');
    const body = code === 'good' ? envelope({ storeName: 'Toko Maju', optedOutAt: '2026-11-28T00:00:00.000Z' }) : refusal;
    return new Response(JSON.stringify(body), { status: code === 'good' ? 200 : 400, headers: { 'content-type': 'application/json' } });
  };
  render(
    <I18nextProvider i18n={createI18n({ lng })}>
      <QueryClientProvider client={new QueryClient()}>
        <ApiClientProvider client={createApiClient({ baseUrl: 'http://portal.test', fetch })}>
          <MemoryRouter initialEntries={[url]}>
            <AnalyticsReportPage />
          </MemoryRouter>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { calls };
}

it.each([
  ['id', 'Toko Maju tidak akan lagi menerima email laporan analitik.', 'Terima email kembali', 'Toko Maju akan kembali menerima email laporan analitik.'],
  [
    'en',
    'Toko Maju will no longer receive the analytics report emails.',
    'Receive the emails again',
    'Toko Maju will receive the analytics report emails again.',
  ],
] as const)('a signed link unsubscribes and offers to subscribe again (%s)', async (lng, done, again, back) => {
  const { calls } = renderPage('/unsubscribe/analytics?code=good', lng);
  expect(await screen.findByText(done)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: again }));
  expect(await screen.findByText(back)).toBeTruthy();
  expect(calls).toEqual([`GET ${analyticsPaths.reportUnsubscribe}`, `POST ${analyticsPaths.reportResubscribe}`]);
});

it.each([
  ['a tampered code', '/unsubscribe/analytics?code=tampered', 1],
  ['no code', '/unsubscribe/analytics', 0],
  ['a code longer than any link', `/unsubscribe/analytics?code=${'x'.repeat(5_000)}`, 0],
])('%s gets the clear page, with the way to notification settings', async (_, url, callsMade) => {
  const { calls } = renderPage(url);
  expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to notification settings' }).getAttribute('href')).toBe('/settings/notification');
  expect(calls).toHaveLength(callsMade);
});
