import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { invalidSchedulesQuery, pickupPointListQuery } from '../api/pickup-points';
import { bandung, invalidSchedules, jakarta } from './fixtures';
import { PickupPointListPage } from './PickupPointListPage';

const withAnswers: Decorator = (Story) => {
  const client = createApiClient();
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(pickupPointListQuery(client).queryKey, [jakarta, bandung]);
  queryClient.setQueryData(invalidSchedulesQuery(client).queryKey, invalidSchedules);
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <MemoryRouter initialEntries={['/store/address']}>
          <Story />
        </MemoryRouter>
      </ApiClientProvider>
    </QueryClientProvider>
  );
};

const meta = { title: 'Features/Pickup points', component: PickupPointListPage } satisfies Meta<typeof PickupPointListPage>;

export default meta;
/** The demo store: Jakarta (main) and Bandung, whose Saturday GoSend pickup starts after it closes. */
export const WithAnInvalidSchedule: StoryObj<typeof meta> = { decorators: [withAnswers] };
