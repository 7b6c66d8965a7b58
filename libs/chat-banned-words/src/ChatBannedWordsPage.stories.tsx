import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { chatBannedWordPaths } from '@seller-portal/contracts/chat-banned-words';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ChatBannedWordsPage } from './ChatBannedWordsPage';

const envelope = (value: unknown) => ({ success: true, status: 'OK', value, errorCode: null, errorMessage: null, requestId: 'story' });
const at = Date.UTC(2026, 10, 20, 3, 0);
const words = ['anjing', 'bangsat', 'bodoh', 'goblok', 'penipu'].map((word, index) => ({
  id: `6f1c2b8e-0000-4000-8000-00000000000${index}`,
  word,
  createdAt: at,
  updatedAt: at,
}));
const history = {
  content: [
    {
      id: 'h1',
      area: 'CHAT_BANNED_WORD',
      identifier: words[4].id,
      action: 'CREATE',
      actor: 'internal@demo.test',
      createdAt: at,
      before: null,
      after: { word: 'penipu' },
    },
  ],
  page: 0,
  size: 10,
  totalElements: 1,
  totalPages: 1,
};

/** A client answering the page's reads as the server would. */
const client = createApiClient({
  baseUrl: 'http://storybook.test',
  fetch: async (input) => {
    const path = new URL(String(input), 'http://storybook.test').pathname;
    return new Response(JSON.stringify(envelope(path === chatBannedWordPaths.words ? words : history)), { headers: { 'content-type': 'application/json' } });
  },
});

const meta = {
  title: 'Features/chat-banned-words',
  component: ChatBannedWordsPage,
  decorators: [
    (Story) => (
      <QueryClientProvider client={new QueryClient()}>
        <ApiClientProvider client={client}>
          <Story />
        </ApiClientProvider>
      </QueryClientProvider>
    ),
  ],
} satisfies Meta<typeof ChatBannedWordsPage>;

export default meta;
export const Words: StoryObj<typeof meta> = {};
