import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { chatBannedWordPaths } from '@seller-portal/contracts/chat-banned-words';
import { createI18n, I18nextProvider, type Language } from '@seller-portal/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ChatBannedWordsPage } from './ChatBannedWordsPage';

afterEach(cleanup);

const envelope = (value: unknown) => ({ success: true, status: 'OK', value, errorCode: null, errorMessage: null, requestId: 'r' });
const duplicate = { success: false, status: 'CONFLICT', value: null, errorCode: 'CHAT_BANNED_WORD_DUPLICATE', errorMessage: 'duplicate', requestId: 'r' };
const word = { id: '6f1c2b8e-0000-4000-8000-000000000001', word: 'penipu', createdAt: 0, updatedAt: 0 };

/** The page against a fetch answering as the server would: one word listed, no history, and a duplicate refused. */
function renderPage(lng: Language) {
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://console.test').pathname;
    const body =
      init?.method === 'POST'
        ? duplicate
        : path === chatBannedWordPaths.words
          ? envelope([word])
          : envelope({ content: [], page: 0, size: 10, totalElements: 0, totalPages: 0 });
    return new Response(JSON.stringify(body), { status: body.success ? 200 : 409, headers: { 'content-type': 'application/json' } });
  };
  render(
    <I18nextProvider i18n={createI18n({ lng })}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ApiClientProvider client={createApiClient({ baseUrl: 'http://console.test', fetch })}>
          <ChatBannedWordsPage />
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

it.each([
  ['id', 'Kata terlarang chat', 'Kata terlarang penipu', 'Tambah kata', 'Kata ini sudah ada di daftar.'],
  ['en', 'Chat banned words', 'Banned word penipu', 'Add a word', 'This word is on the list already.'],
] as const)('lists the words and says why a word is refused (%s)', async (lng, heading, field, add, refusal) => {
  renderPage(lng);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  expect(((await screen.findByLabelText(field)) as HTMLInputElement).value).toBe('penipu');
  fireEvent.change(screen.getAllByRole('textbox')[0], { target: { value: 'PENIPU' } });
  fireEvent.click(screen.getByRole('button', { name: add }));
  expect((await screen.findByRole('alert')).textContent).toContain(refusal);
});
