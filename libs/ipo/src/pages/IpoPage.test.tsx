import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { ipoPaths, type InboundOrder } from '@seller-portal/contracts/ipo';
import { accessibilities, storeSession } from '@seller-portal/contracts/testing';
import { createI18n, I18nextProvider, type Language } from '@seller-portal/i18n';
import { sessionKeys } from '@seller-portal/session-guard';
import { ToastProvider } from '@seller-portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { IpoPage } from './IpoPage';

afterEach(cleanup);

const envelope = (value: unknown) => ({ success: true, status: 'OK', value, errorCode: null, errorMessage: null, requestId: 'r' });
const refusal = (errorCode: string) => ({ success: false, status: 'BAD_REQUEST', value: null, errorCode, errorMessage: errorCode, requestId: 'r' });

const submitted: InboundOrder = {
  id: 2,
  number: 'IPO-20261127-DEMO-60001-B2',
  warehouseCode: 'WH-CKR',
  arrivalDate: '2026-12-02',
  status: 'SUBMITTED',
  lines: [{ itemId: 'I-1', name: 'Kopi Gayo', quantity: 200 }],
  unitCount: 200,
  note: '',
  createdAt: '2026-11-27T03:00:00.000Z',
  cancelledAt: null,
};
const received: InboundOrder = { ...submitted, id: 1, number: 'IPO-20261116-DEMO-60001-A1', status: 'RECEIVED' };

/** /ipo against a fetch that answers the inbound order calls; `refuse` makes the new order's call fail with that code. */
function renderPage(lng: Language = 'en', refuse?: string) {
  const sent: { path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (init?.method === 'POST') {
      sent.push({ path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : null });
      if (refuse) return json(400, refusal(refuse));
      return json(200, envelope(url.pathname === ipoPaths.orders ? { ...submitted, id: 3, number: 'IPO-NEW' } : { ...submitted, status: 'CANCELLED' }));
    }
    if (url.pathname === ipoPaths.products) return json(200, envelope([{ itemId: 'I-1', name: 'Kopi Gayo', stock: 12 }]));
    return json(200, envelope([submitted, received]));
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionKeys.current(), storeSession({ accessibilities: accessibilities('STORE_FBB-CENTER') }));
  render(
    <I18nextProvider i18n={createI18n({ lng })}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={createApiClient({ baseUrl: 'http://portal.test', fetch })}>
          <ToastProvider>
            <MemoryRouter initialEntries={['/ipo']}>
              <IpoPage />
            </MemoryRouter>
          </ToastProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { sent };
}

describe('/ipo', () => {
  it.each([
    ['en', 'Inbound purchase orders', 'Awaiting arrival', 'Received'],
    ['id', 'Pengiriman stok ke gudang', 'Menunggu kedatangan', 'Diterima'],
  ] as const)('in %s: lists the store’s orders with their state, a cancel only on the one not received', async (lng, heading, awaiting, done) => {
    renderPage(lng);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    const open = (await screen.findByText(submitted.number)).closest('tr') as HTMLElement;
    expect(within(open).getByText(awaiting)).toBeTruthy();
    expect(within(open).getAllByRole('button')).toHaveLength(1);
    const closed = screen.getByText(received.number).closest('tr') as HTMLElement;
    expect(within(closed).getByText(done)).toBeTruthy();
    expect(within(closed).queryAllByRole('button')).toHaveLength(0);
  });

  it('sends the chosen warehouse, day, products and units, and shows the server’s refusal in its words', async () => {
    const { sent } = renderPage('en', 'IPO_ARRIVAL_DATE_INVALID');
    fireEvent.change(await screen.findByLabelText('Warehouse'), { target: { value: 'WH-SBY' } });
    fireEvent.change(screen.getByLabelText(/^Arrival date/), { target: { value: '2026-12-05' } });
    fireEvent.change(screen.getByLabelText('Product'), { target: { value: 'I-1' } });
    fireEvent.change(screen.getByLabelText('Units'), { target: { value: '24x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the order' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      path: ipoPaths.orders,
      body: { warehouseCode: 'WH-SBY', arrivalDate: '2026-12-05', lines: [{ itemId: 'I-1', quantity: 24 }] },
    });
    expect(await screen.findByText(/^Choose an arrival date from tomorrow to 30 days ahead\./)).toBeTruthy();
  });
});
