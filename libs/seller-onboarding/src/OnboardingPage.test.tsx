import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { apiPaths, configKeys } from '@seller-portal/contracts/core';
import { onboardingApiPaths, type OnboardingState } from '@seller-portal/contracts/onboarding';
import { sampleDocuments, samplePickupAddress, sampleStoreDetails, storeSession } from '@seller-portal/contracts/testing';
import { createI18n, I18nextProvider, type Language } from '@seller-portal/i18n';
import { sessionKeys } from '@seller-portal/session-guard';
import { ToastProvider } from '@seller-portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { OnboardingPage } from './OnboardingPage';

afterEach(cleanup);

const envelope = (value: unknown) => ({ success: true, status: 'OK', value, errorCode: null, errorMessage: null, requestId: 'r' });

/** A store sent back: its pickup address's postal code has a reason, the other steps are saved. */
const sentBack: OnboardingState = {
  storeCode: 'DEMO-60001',
  storeName: 'Toko Demo Baru',
  onboardingStatus: 'NEED_REVISION',
  postliveStatus: null,
  steps: [
    { step: 'STORE_DETAILS', completed: true, revisionNotes: {}, revisionNote: null },
    { step: 'PICKUP_ADDRESS', completed: false, revisionNotes: { postalCode: 'Use the postal code of the city' }, revisionNote: null },
    { step: 'DOCUMENTS', completed: true, revisionNotes: {}, revisionNote: null },
  ],
  storeDetails: sampleStoreDetails,
  pickupAddress: samplePickupAddress,
  documents: sampleDocuments,
  review: { id: '7f1d9c1e-3a52-4c39-9a8e-2d1f0b6c5a03', status: 'NEED_REVISION', submittedAt: Date.UTC(2026, 10, 27, 3), decidedAt: Date.UTC(2026, 10, 27, 4) },
};

function renderPage(lng: Language = 'en', { state = sentBack, config = {} }: { state?: OnboardingState; config?: Record<string, string> } = {}) {
  const saved: unknown[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const json = (body: unknown) => new Response(JSON.stringify(envelope(body)), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url.pathname === apiPaths.config) return json(config);
    if (url.pathname === onboardingApiPaths.provinces) return json([{ code: samplePickupAddress.provinceCode, name: 'DKI Jakarta' }]);
    if (init?.method === 'PUT') {
      saved.push(JSON.parse(String(init.body)));
      // Saving the step clears its reasons.
      return json({ ...state, steps: state.steps.map((step) => ({ ...step, completed: true, revisionNotes: {} })) });
    }
    return json(state);
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionKeys.current(), storeSession({ customFields: { isOwner: true } }));
  render(
    <I18nextProvider i18n={createI18n({ lng })}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={createApiClient({ baseUrl: 'http://portal.test', fetch })}>
          <ToastProvider>
            <MemoryRouter initialEntries={['/onboarding-v2']}>
              <OnboardingPage />
            </MemoryRouter>
          </ToastProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { saved };
}

const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('onboarding sent back for revision', () => {
  it.each([
    ['en', 'Postal code', 'Needs revision: Use the postal code of the city', 'Pickup address'],
    ['id', 'Kode pos', 'Perlu revisi: Use the postal code of the city', 'Alamat pengambilan'],
  ] as const)('in %s: the reason shows under its field, announced with it, and in the summary', async (lng, field, reason, step) => {
    renderPage(lng);
    const input = await screen.findByRole('textbox', { name: new RegExp(field) });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toContain(reason);
    const summary = screen.getByText(step, { selector: 'li > strong' }).closest('li') as HTMLElement;
    expect(within(summary).getByText(new RegExp(`${field}: Use the postal code of the city`))).toBeTruthy();
  });

  it('saving the step clears its reasons and moves on', async () => {
    const { saved } = renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: /Postal code/ }), { target: { value: '10130' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(saved).toEqual([{ ...samplePickupAddress, postalCode: '10130' }]));
    await waitFor(() => expect(screen.queryByText(/Use the postal code of the city/)).toBeNull());
  });
});

describe('§3 seller-onboarding-v2-config', () => {
  const fresh: OnboardingState = {
    ...sentBack,
    onboardingStatus: 'ONBOARD',
    steps: sentBack.steps.map((step) => ({ ...step, completed: false, revisionNotes: {} })),
    storeDetails: null,
    pickupAddress: null,
    documents: null,
    review: null,
  };
  const stepNames = () =>
    within(screen.getByRole('navigation', { name: /steps/i }))
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/^\d/, '').split(',')[0]);

  it.each([
    [
      'asks the steps in the order it lists',
      JSON.stringify({ steps: ['DOCUMENTS', 'STORE_DETAILS', 'PICKUP_ADDRESS'] }),
      'Documents',
      ['Documents', 'Store details', 'Pickup address', 'Submit'],
    ],
    ['keeps the usual order when it is unparseable', '{steps:', 'Store details', ['Store details', 'Pickup address', 'Documents', 'Submit']],
  ])('%s', async (_, raw, first, order) => {
    renderPage('en', { state: fresh, config: { [configKeys.onboardingV2]: raw } });
    expect(await screen.findByRole('heading', { level: 2, name: first })).toBeTruthy();
    await waitFor(() => expect(stepNames()).toEqual(order));
  });
});
