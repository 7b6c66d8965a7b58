import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { officialStoreDocumentMaxBytes, officialStorePaths, type OfficialStoreStatus } from '@seller-portal/contracts/official-store';
import { createI18n, I18nextProvider, type Language } from '@seller-portal/i18n';
import { ToastProvider } from '@seller-portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eligible, inReview, officialRenewing, reviewDetail } from './fixtures';
import { OfficialLandingPage } from './OfficialLandingPage';
import { OfficialRenewalPage, OfficialUpgradePage } from './OfficialApplicationPage';
import { ReviewDetailPage } from './ReviewDetailPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const envelope = (value: unknown) => ({ success: true, status: 'OK', value, errorCode: null, errorMessage: null, requestId: 'r' });

/** A page against a fetch that answers the official store calls as the server's envelopes would. */
function renderAt(path: string, status: OfficialStoreStatus, lng: Language = 'en') {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const json = (body: unknown) => new Response(JSON.stringify(envelope(body)), { status: 200, headers: { 'content-type': 'application/json' } });
    if (init?.method && init.method !== 'GET') {
      sent.push({ method: init.method, path: url.pathname, body: init.body instanceof FormData ? 'form' : JSON.parse(String(init.body ?? 'null')) });
      if (url.pathname.startsWith('/backend/bp/official-store/documents/')) {
        const kind = url.pathname.split('/').pop();
        return json({ id: `doc-${kind}`, kind, fileName: 'scan.pdf', mediaType: 'application/pdf', sizeBytes: 2048, uploadedAt: 0 });
      }
      if (url.pathname === officialStorePaths.applications)
        return json({ ...status, ineligible: { UPGRADE: ['APPLICATION_IN_REVIEW'], RENEWAL: [] }, application: inReview });
      return json({ ...reviewDetail, status: 'APPROVED', decidedAt: 1, termEnd: 2 });
    }
    if (url.pathname === officialStorePaths.status) return json(status);
    if (url.pathname.startsWith('/backend/bp/official-store/review/applications/')) return json(reviewDetail);
    return json(null);
  };
  // The document upload is multipart, sent beside the API client with the page's own fetch.
  vi.stubGlobal('fetch', fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={createI18n({ lng })}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={createApiClient({ baseUrl: 'http://portal.test', fetch })}>
          <ToastProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/officialpages/upgrade" element={<OfficialLandingPage />} />
                <Route path="/official/upgrade" element={<OfficialUpgradePage />} />
                <Route path="/official/renewal" element={<OfficialRenewalPage />} />
                <Route path="/official/review/:applicationId" element={<ReviewDetailPage />} />
              </Routes>
            </MemoryRouter>
          </ToastProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { sent };
}

const file = (name: string, size: number) => {
  const made = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('the landing page', () => {
  it.each([
    ['en', 'Become an official store', 'Apply now'],
    ['id', 'Jadi toko resmi', 'Ajukan sekarang'],
  ] as const)('in %s: says what an official store is and leads an eligible store to apply', async (lng, heading, apply) => {
    renderAt('/officialpages/upgrade', eligible, lng);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect((await screen.findByRole('link', { name: apply })).getAttribute('href')).toBe('/official/upgrade');
  });

  it('leads an official store to its renewal, with the term', async () => {
    renderAt('/officialpages/upgrade', officialRenewing);
    expect((await screen.findByRole('link', { name: 'Renew the official status' })).getAttribute('href')).toBe('/official/renewal');
    expect(screen.getByText(/Your store is an official store until 10 December 2026/)).toBeTruthy();
  });
});

describe('the application', () => {
  it('asks for every field and the documents the relationship needs, and sends nothing until they are there', async () => {
    const { sent } = renderAt('/official/upgrade', eligible);
    fireEvent.click(await screen.findByRole('radio', { name: 'We are authorised by the brand owner' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send the application' }));
    expect(await screen.findAllByText('Fill this in.')).toHaveLength(2);
    expect(screen.getAllByText('Upload this document.')).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it('refuses a file over 10 MB before sending it, uploads the others at once and sends the application with them', async () => {
    const { sent } = renderAt('/official/upgrade', eligible);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Brand name' }), { target: { value: 'Merek Uji' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Trademark registration number' }), { target: { value: 'idm 000 123 456' } });
    fireEvent.change(screen.getByLabelText(/^Trademark certificate: /), { target: { files: [file('big.pdf', officialStoreDocumentMaxBytes + 1)] } });
    expect((await screen.findByRole('alert')).textContent).toContain('larger than 10 MB');
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Trademark certificate: /), { target: { files: [file('scan.pdf', 2048)] } });
    expect(await screen.findByText('scan.pdf (2 KB)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the application' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      method: 'POST',
      path: officialStorePaths.applications,
      body: {
        kind: 'UPGRADE',
        brandName: 'Merek Uji',
        trademarkNumber: 'IDM000123456',
        relationship: 'BRAND_OWNER',
        documentIds: ['doc-TRADEMARK_CERTIFICATE'],
      },
    });
    expect(await screen.findByTestId('official-application')).toBeTruthy();
  });

  it('shows why a store cannot apply, with the way forward', async () => {
    renderAt('/official/upgrade', { ...eligible, ineligible: { UPGRADE: ['IDENTITY_NOT_VERIFIED'], RENEWAL: ['NOT_OFFICIAL'] } }, 'id');
    const reasons = await screen.findByTestId('official-ineligible');
    expect(reasons.textContent).toContain('Identitas pemilik belum terverifikasi.');
    expect(within(reasons).getByRole('link', { name: 'Verifikasi identitas Anda' }).getAttribute('href')).toBe('/store/verification/identity');
    expect(screen.queryByRole('button', { name: 'Kirim pengajuan' })).toBeNull();
  });

  it('starts a renewal from the approved application, the store shown as official until the term ends', async () => {
    renderAt('/official/renewal', officialRenewing);
    expect(((await screen.findByRole('textbox', { name: 'Brand name' })) as HTMLInputElement).value).toBe('Sejahtera Home');
    expect(screen.getByTestId('official-state').textContent).toContain('Your store is an official store until 10 December 2026.');
    expect(screen.getByRole('button', { name: 'Send the renewal' })).toBeTruthy();
  });
});

describe('the review', () => {
  it('shows the documents and asks for a reason before a rejection', async () => {
    const { sent } = renderAt('/official/review/a-1', eligible);
    expect(await screen.findByRole('heading', { level: 1, name: 'Application for Sejahtera Home' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open sertifikat-merek.pdf' }).getAttribute('href')).toBe('/backend/bp/official-store/review/documents/d-1');
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Write why the application is rejected: the seller reads it.')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
