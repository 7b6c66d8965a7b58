import { withStoryApi } from '@seller-portal/api-client/stories';
import { chatBannedWordPaths } from '@seller-portal/contracts/chat-banned-words';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatBannedWordsPage } from './ChatBannedWordsPage';

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

const meta = {
  title: 'Features/chat-banned-words',
  component: ChatBannedWordsPage,
  // The server's answers to the page's reads: the words, and their history.
  decorators: [withStoryApi(({ path }) => (path === chatBannedWordPaths.words ? words : history))],
} satisfies Meta<typeof ChatBannedWordsPage>;

export default meta;
export const Words: StoryObj<typeof meta> = {};
