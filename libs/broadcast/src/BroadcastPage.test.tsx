import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { broadcastPaths, type BroadcastPage as BroadcastHistoryPage } from '@seller-portal/contracts/broadcast';
import { accessibilities, storeSession } from '@seller-portal/contracts/testing';
import { createI18n, I18nextProvider, type Language } from '@seller-portal/i18n';
import { sessionKeys } from '@seller-portal/session-guard';
import { ToastProvider } from '@seller-portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BroadcastPage } from './BroadcastPage';

afterEach(cleanup);

const emptyHistory: BroadcastHistoryPage = { content: [], page: 0, size: 10, totalElements: 0, remainingToday: 3 };
const envelope = (value: unknown) => ({ success: true, status: 'OK', value, errorCode: null, errorMessage: null, requestId: 'r' });
const refusal = (errorCode: string) => ({ success: false, status: 'CONFLICT', value: null, errorCode, errorMessage: errorCode, requestId: 'r' });

/** The page against a fetch that answers the broadcast calls as the server's envelopes would; `send` answers a POST. */
function renderPage(send: () => { status: number; body: unknown }, lng: Language = 'en') {
  const posted: unknown[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.pathname === broadcastPaths.audience) return json(200, envelope({ recipients: 6, days: 30 }));
    if (url.pathname === broadcastPaths.broadcasts && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      const answer = send();
      return json(answer.status, answer.body);
    }
    return json(200, envelope(emptyHistory));
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionKeys.current(), storeSession({ accessibilities: accessibilities('STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE') }));
  render(
    <I18nextProvider i18n={createI18n({ lng })}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={createApiClient({ baseUrl: 'http://portal.test', fetch })}>
          <ToastProvider>
            <MemoryRouter initialEntries={['/broadcast']}>
              <BroadcastPage />
            </MemoryRouter>
          </ToastProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { posted };
}

describe('the broadcast composer (a form on useFormState)', () => {
  it('a blank message is refused on its field, which takes the focus, and nothing is sent', async () => {
    const { posted } = renderPage(() => ({ status: 200, body: envelope(null) }));
    const message = await screen.findByLabelText('Message');
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(message.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(message);
    expect(screen.getByText('Write the message before sending.')).toBeTruthy();
    expect(posted).toEqual([]);
    // Typing answers the field: its message goes.
    fireEvent.change(message, { target: { value: 'Promo' } });
    await waitFor(() => expect(message.getAttribute('aria-invalid')).toBeNull());
  });

  it('sends the text to the audience chosen and empties the field; a refusal no field takes shows under the form', async () => {
    let answer: { status: number; body: unknown } = {
      status: 200,
      body: envelope({
        id: 'b1',
        text: 'Promo',
        days: 30,
        status: 'SENT',
        scheduledAt: null,
        sentAt: 1,
        recipients: 6,
        read: 0,
        createdBy: 'Sari',
        createdAt: 1,
      }),
    };
    const { posted } = renderPage(() => answer, 'id');
    const message = await screen.findByLabelText('Pesan');
    fireEvent.change(message, { target: { value: 'Promo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim sekarang' }));
    await waitFor(() => expect((message as HTMLTextAreaElement).value).toBe(''));
    expect(posted).toEqual([{ text: 'Promo', days: 30, scheduledAt: null }]);

    answer = { status: 429, body: refusal('BROADCAST_DAILY_LIMIT_REACHED') };
    fireEvent.change(message, { target: { value: 'Lagi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim sekarang' }));
    // The §8 text with its code and the request's reference, as every server refusal shows.
    expect((await screen.findByRole('alert')).textContent).toContain('Toko Anda bisa mengirim paling banyak 3 broadcast sehari. Coba lagi besok.');
    expect((message as HTMLTextAreaElement).value).toBe('Lagi');
  });

  it('an empty audience the server reports is placed on the audience field', async () => {
    renderPage(() => ({ status: 409, body: refusal('BROADCAST_AUDIENCE_EMPTY') }));
    const message = await screen.findByLabelText('Message');
    fireEvent.change(message, { target: { value: 'Promo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    const audience = screen.getByLabelText('Send to');
    await waitFor(() => expect(audience.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(audience);
    expect(screen.getByText('No customer has chatted with your store in this period. Choose a longer period.')).toBeTruthy();
  });
});
