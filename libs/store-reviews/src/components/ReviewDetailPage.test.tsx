import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import type { StoreReviewDetail } from '@seller-portal/contracts/store-reviews';
import { createI18n, I18nextProvider, type Language } from '@seller-portal/i18n';
import { ToastProvider } from '@seller-portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewDetailPage } from './ReviewDetailPage';

afterEach(cleanup);

const envelope = (value: unknown) => ({ success: true, status: 'OK', value, errorCode: null, errorMessage: null, requestId: 'r' });

const change: StoreReviewDetail = {
  id: '7f1d9c1e-3a52-4c39-9a8e-2d1f0b6c5a03',
  kind: 'STORE_DATA_CHANGE',
  status: 'WAITING',
  storeCode: 'DEMO-60001',
  storeName: 'Toko Demo Sejahtera',
  submittedAt: Date.UTC(2026, 10, 27, 3),
  submittedBy: 'seller@demo.test',
  decidedAt: null,
  decidedBy: null,
  reason: null,
  changes: [
    { group: 'LEGAL', field: 'name', before: 'Toko Demo Sejahtera', after: 'Toko Sejahtera Abadi' },
    { group: 'LEGAL', field: 'businessType', before: 'CV', after: 'PT' },
  ],
  notes: {},
};

function renderItem(review: StoreReviewDetail, lng: Language = 'en') {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://console.test');
    if (init?.method === 'POST') sent.push({ method: 'POST', path: url.pathname, body: JSON.parse(String(init.body ?? 'null')) });
    const answer = init?.method === 'POST' ? { ...review, status: 'APPROVED', decidedAt: Date.UTC(2026, 10, 27, 4), decidedBy: 'internal@demo.test' } : review;
    return new Response(JSON.stringify(envelope(answer)), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  render(
    <I18nextProvider i18n={createI18n({ lng })}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ApiClientProvider client={createApiClient({ baseUrl: 'http://console.test', fetch })}>
          <ToastProvider>
            <MemoryRouter initialEntries={[`/store-review/${review.id}`]}>
              <Routes>
                <Route path="/store-review/:reviewId" element={<ReviewDetailPage />} />
              </Routes>
            </MemoryRouter>
          </ToastProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { sent };
}

describe('a review item', () => {
  it.each([
    ['en', 'Legal data change: Toko Demo Sejahtera', 'Values before and after', 'PT'],
    ['id', 'Perubahan data legal: Toko Demo Sejahtera', 'Nilai sebelum dan sesudah', 'PT'],
  ] as const)('in %s: shows each value before and after', async (lng, heading, table, after) => {
    renderItem(change, lng);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    const values = screen.getByRole('table', { name: table });
    expect(within(values).getByText('Toko Sejahtera Abadi')).toBeTruthy();
    expect(within(values).getByText(after)).toBeTruthy();
  });

  it('refuses a rejection without a reason before sending anything', async () => {
    const { sent } = renderItem(change);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Write a reason of 5 to 500 characters.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason for rejecting' }), { target: { value: 'The NPWP belongs to another company' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'POST', path: `/backend/internal/store-reviews/${change.id}/reject`, body: { reason: 'The NPWP belongs to another company' } },
      ]),
    );
  });

  const onboarding: StoreReviewDetail = {
    ...change,
    kind: 'ONBOARDING',
    changes: [
      { group: 'PICKUP_ADDRESS', field: 'postalCode', before: null, after: '10120' },
      { group: 'DOCUMENTS', field: 'npwpNumber', before: null, after: '012345678901000' },
    ],
  };

  it('offers an onboarding no rejection but a reason per field, each checkbox and reason naming its field and step', async () => {
    const { sent } = renderItem(onboarding);
    expect(await screen.findByRole('button', { name: 'Send back for revision' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();

    // Nothing marked: nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Send back for revision' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Mark at least one field');
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Needs revision: Tax number (NPWP) in Documents' }));
    const reason = screen.getByRole('textbox', { name: 'Why Tax number (NPWP) in Documents needs revision' });
    fireEvent.change(reason, { target: { value: 'no' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send back for revision' }));
    expect(await screen.findByText('Write a reason of 5 to 500 characters.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(reason, { target: { value: ' The NPWP belongs to another person ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Needs revision: Postal code in Pickup address' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Needs revision: Postal code in Pickup address' }));
    expect(screen.queryByRole('textbox', { name: /Postal code/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send back for revision' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'POST',
          path: `/backend/internal/store-reviews/${change.id}/revise`,
          body: { notes: { 'DOCUMENTS.npwpNumber': 'The NPWP belongs to another person' } },
        },
      ]),
    );
  });

  it('in id: names the field and the step of each checkbox', async () => {
    renderItem(onboarding, 'id');
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Perlu revisi: .+ di Alamat/ }));
    expect(screen.getByRole('textbox', { name: /^Alasan .+ di Alamat .+ perlu revisi$/ })).toBeTruthy();
  });

  it("shows a decided onboarding's reasons by step and field", async () => {
    renderItem({
      ...onboarding,
      status: 'NEED_REVISION',
      decidedAt: Date.UTC(2026, 10, 27, 4),
      notes: { 'PICKUP_ADDRESS.postalCode': 'Use the postal code of the city' },
    });
    expect(await screen.findByText(/Pickup address – Postal code: Use the postal code of the city/)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
