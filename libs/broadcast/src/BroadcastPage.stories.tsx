import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import type { BroadcastPage as BroadcastHistoryPage } from '@seller-portal/contracts/broadcast';
import { accessibilities, storeSession } from '@seller-portal/contracts/testing';
import { sessionKeys } from '@seller-portal/session-guard';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { broadcastKeys } from './api/broadcasts';
import { BroadcastPage } from './BroadcastPage';

const now = Date.now();
const history: BroadcastHistoryPage = {
  content: [
    {
      id: 'b2',
      text: 'Stok madu hutan Sumbawa sudah datang lagi.',
      days: null,
      status: 'SCHEDULED',
      scheduledAt: now + 86_400_000,
      sentAt: null,
      recipients: 0,
      read: 0,
      createdBy: 'Sari',
      createdAt: now,
    },
    {
      id: 'b1',
      text: 'Promo akhir pekan: diskon 10% untuk semua kopi.',
      days: 30,
      status: 'SENT',
      scheduledAt: null,
      sentAt: now - 6 * 86_400_000,
      recipients: 6,
      read: 4,
      createdBy: 'Sari',
      createdAt: now - 6 * 86_400_000,
    },
  ],
  page: 0,
  size: 10,
  totalElements: 2,
  remainingToday: 2,
};

const withAnswers =
  (codes: Parameters<typeof accessibilities>): Decorator =>
  (Story) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    queryClient.setQueryData(sessionKeys.current(), storeSession({ accessibilities: accessibilities(...codes) }));
    queryClient.setQueryData(broadcastKeys.list({ page: 0 }), history);
    queryClient.setQueryData(broadcastKeys.one('audience', 30), { recipients: 6, days: 30 });
    return (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={createApiClient()}>
          <MemoryRouter initialEntries={['/broadcast']}>
            <Story />
          </MemoryRouter>
        </ApiClientProvider>
      </QueryClientProvider>
    );
  };

const meta = { title: 'Features/Broadcast', component: BroadcastPage } satisfies Meta<typeof BroadcastPage>;

export default meta;
export const Seller: StoryObj<typeof meta> = { decorators: [withAnswers(['STORE_CONVERSATION', 'STORE_CONVERSATION_WRITE'])] };
export const ViewOnlyStaff: StoryObj<typeof meta> = { decorators: [withAnswers(['STORE_CONVERSATION', 'STORE_CONVERSATION_VIEW-ONLY'])] };
