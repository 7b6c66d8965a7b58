import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import type { OfficialStoreStatus } from '@seller-portal/contracts/official-store';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { officialStatusQuery } from '../api/official-store';
import { eligible, inReview, officialRenewing } from './fixtures';
import { OfficialRenewalPage, OfficialUpgradePage } from './OfficialApplicationPage';

const withStatus =
  (status: OfficialStoreStatus): Decorator =>
  (Story) => {
    const client = createApiClient();
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    queryClient.setQueryData(officialStatusQuery(client).queryKey, status);
    return (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <MemoryRouter initialEntries={['/official/upgrade']}>
            <Story />
          </MemoryRouter>
        </ApiClientProvider>
      </QueryClientProvider>
    );
  };

const meta = { title: 'Features/Official store', component: OfficialUpgradePage } satisfies Meta<typeof OfficialUpgradePage>;

export default meta;
/** A live, verified store with no application: the form. */
export const Apply: StoryObj<typeof meta> = { decorators: [withStatus(eligible)] };
/** The application waits for the review. */
export const InReview: StoryObj<typeof meta> = {
  decorators: [
    withStatus({ ...eligible, ineligible: { UPGRADE: ['APPLICATION_IN_REVIEW'], RENEWAL: ['NOT_OFFICIAL', 'APPLICATION_IN_REVIEW'] }, application: inReview }),
  ],
};
/** An official store 20 days before its term ends: the renewal. */
export const Renewal: StoryObj<typeof meta> = { decorators: [withStatus(officialRenewing)], render: () => <OfficialRenewalPage /> };
