import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { staffHistoryQuery, storeStaffQuery } from '../api/store-staff';
import { staffHistory, staffList } from './fixtures';
import { StoreStaffPage } from './StoreStaffPage';

const withAnswers: Decorator = (Story) => {
  const client = createApiClient();
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(storeStaffQuery(client).queryKey, staffList);
  queryClient.setQueryData(staffHistoryQuery(client, 0, 5).queryKey, { content: staffHistory, page: 0, size: 5, totalElements: 1, totalPages: 1 });
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <Story />
      </ApiClientProvider>
    </QueryClientProvider>
  );
};

const meta = { title: 'Features/Store staff', component: StoreStaffPage } satisfies Meta<typeof StoreStaffPage>;

export default meta;
/** DEMO-60009: one staff member serving Gudang Malang, one every pickup point. */
export const TwoStaffMembers: StoryObj<typeof meta> = { decorators: [withAnswers] };
