import { createI18n, I18nextProvider, type Language } from '@seller-portal/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { DownloadPage } from './DownloadPage';

const requested: string[] = [];
const saved: string[] = [];

beforeEach(() => {
  requested.length = 0;
  saved.length = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The server's answers by the file's path: the demo store's invoice of 2026-10, nothing else. */
function answerAs(status: (path: string) => number) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    const code = status(url.split('?')[0]);
    if (code === 200)
      return new Response('%PDF', {
        status: 200,
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="invoice-2026-10.pdf"' },
      });
    const errorCode = code === 404 ? 'SETTLEMENT_DOCUMENT_NOT_FOUND' : code === 403 ? 'PE403003' : 'INTERNAL_ERROR';
    return new Response(JSON.stringify({ success: false, value: null, errorCode }), { status: code, headers: { 'content-type': 'application/json' } });
  });
}

function renderPage(type: string, id: string | null, lng: Language = 'en') {
  render(
    <I18nextProvider i18n={createI18n({ lng })}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <DownloadPage type={type} id={id} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

it('downloads the file its type and id name, in the page’s language, under the name the server gave it', async () => {
  answerAs(() => 200);
  renderPage('settlement-invoice', '2026-10');
  expect(await screen.findByText('Your download has started.')).toBeTruthy();
  expect(requested).toEqual(['/backend/main/settlements/documents/2026-10/invoice?lang=en']);
  expect(saved).toEqual(['invoice-2026-10.pdf']);
});

it.each([
  ['an unknown type', 'payslip', '1', 'The link does not name a kind of file we know.'],
  ['a missing id', 'order-export', null, 'The link does not say which file to download.'],
  ['an id of the wrong shape', 'settlement-statement', '2026-13', 'The link does not say which file to download.'],
])('answers %s with “this download link is not valid”, asking the server nothing', async (_, type, id, text) => {
  answerAs(() => 200);
  renderPage(type, id);
  expect(screen.getByRole('heading', { name: 'This download link is not valid' })).toBeTruthy();
  expect(screen.getByText(text, { exact: false })).toBeTruthy();
  expect(requested).toEqual([]);
});

it.each([
  [404, 'This file is no longer available'],
  [403, 'You cannot download this file'],
])('answers a file the server refuses with %i by saying so', async (status, heading) => {
  answerAs(() => status);
  renderPage('store-data-change', '0f6c1f7e-8c1d-4f0a-9a55-2f1d7c3b9e10');
  expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  expect(saved).toEqual([]);
});

it('offers to try again when the download failed, in Indonesian', async () => {
  answerAs(() => 500);
  renderPage('contract', null, 'id');
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Berkas tidak dapat diunduh. Silakan coba lagi.');
  expect(requested).toEqual(['/backend/main/contract/store/document?lang=id']);
  expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
});
